import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, islandsReady, openDashboard, ownerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** On the built-in checkout page: types a test card and pays. */
async function payWith(page: Page, card: string) {
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  await islandsReady(page);
  await page.getByLabel(/Card number|カード番号/).fill(card);
  await page.getByLabel(/Expiry|有効期限/).fill("12/34");
  await page.getByLabel(/Security code|セキュリティコード/).fill("123");
  await page.getByRole("button", { name: /^Pay |を支払う$/ }).click();
}

async function owner(locale = "en-US") {
  const session = await ownerSession(browser, siteUrl, {
    locale,
    page: { handle: uniqueHandle("bill"), name_json: { en: "Kiln Studio" }, description_json: { en: "Pottery fired with biogas." } },
  });
  return session;
}

describe("billing", () => {
  it("upgrades to Plus with 4242: the checkout charges, Plus features unlock, the receipt downloads", async () => {
    const o = await owner();
    const { page } = o;
    const gateNotice = "Limited and password access are available from the Plus plan.";
    await openDashboard(page, siteUrl, "/dashboard/access-control");
    await visible(page, gateNotice);
    await openDashboard(page, siteUrl, "/dashboard/billing");
    expect(await page.getByTestId("billing-plan").textContent()).toBe("Starter plan");
    await expectNoSeriousViolations(page);
    await screenshots(page, "billing-starter", { fitsPhone: true });

    await page.locator('[data-offer="plus-b1_10"]').getByRole("button", { name: "Choose Plus" }).click();
    await page.waitForURL(/\/checkout\//);
    await islandsReady(page);
    expect(await page.getByTestId("checkout-amount").textContent()).toBe("$49.00");
    await expectNoSeriousViolations(page);
    await screenshots(page, "checkout", { fitsPhone: true });
    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/dashboard\/billing/, { timeout: 15_000 });
    await visible(page, "Payment received. You are on Plus now.");
    expect(await page.getByTestId("billing-plan").textContent()).toBe("Plus plan");
    expect(await page.getByTestId("billing-status").textContent()).toBe("Active");
    await visible(page, "Paid with visa ending in 4242");

    // Plus features unlock: the Access Control screen no longer asks for an upgrade, and a password item is accepted.
    await openDashboard(page, siteUrl, "/dashboard/access-control");
    await expect.poll(() => page.getByRole("searchbox").isVisible()).toBe(true);
    expect(await page.getByText(gateNotice).count()).toBe(0);
    await openDashboard(page, siteUrl, "/dashboard/billing");
    const pageId = o.business!.id;
    await apiAs(o.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, { title_json: { en: "Audit" }, access: "password", password: "kiln-1234" });

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download receipt \d+ as PDF$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^greenpage-gp-\d{6}\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
    await o.context.close();
  });

  it("declines 4000 0000 0000 0002 with a clear error and charges nothing", async () => {
    const o = await owner();
    await openDashboard(o.page, siteUrl, "/dashboard/billing");
    await o.page.locator('[data-offer="plus-b1_10"]').getByRole("button", { name: "Choose Plus" }).click();
    await payWith(o.page, "4000 0000 0000 0002");
    await expect.poll(() => o.page.getByTestId("checkout-error").textContent()).toBe("Your card was declined.");
    const history = await apiAs<{ count: number }>(o.context, siteUrl, "GET", "/billing/transactions/");
    expect(history.count).toBe(0);
    const status = await apiAs<{ plan: { code: string } }>(o.context, siteUrl, "GET", "/billing/");
    expect(status.plan.code).toBe("starter");
    await o.context.close();
  });

  it("asks 4000 0027 6000 3184 to authenticate, then completes on approval", async () => {
    const o = await owner();
    await openDashboard(o.page, siteUrl, "/dashboard/billing");
    await o.page.locator('[data-offer="plus-b1_10"]').getByRole("button", { name: "Choose Plus" }).click();
    await payWith(o.page, "4000 0027 6000 3184");
    await o.page.getByRole("button", { name: "Approve" }).click();
    await o.page.waitForURL(/\/dashboard\/billing/, { timeout: 15_000 });
    expect(await o.page.getByTestId("billing-plan").textContent()).toBe("Plus plan");
    await o.context.close();
  });

  it("downgrades (scheduled, with what Starter limits shown), cancels and reactivates, in Japanese", async () => {
    const o = await owner("ja-JP");
    const { page } = o;
    await openDashboard(page, siteUrl, "/dashboard/billing");
    await page.locator('[data-offer="pro-b11_50"]').getByRole("button").click();
    await payWith(page, "4242424242424242");
    await page.waitForURL(/\/dashboard\/billing/, { timeout: 15_000 });
    expect(await page.getByTestId("billing-plan").textContent()).toBe("プロプラン");
    await apiAs(o.context, siteUrl, "POST", `/businesses/${o.business!.id}/contents/`, { title_json: { en: "Members" }, access: "limited" });

    await page
      .locator('[data-offer="plus-b1_10"]')
      .getByRole("button", { name: /ダウングレード$/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("データは削除されません。").first().isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "ダウングレードを予約" }).click();
    await expect.poll(() => page.getByTestId("billing-status").textContent()).toBe("終了予定");
    expect(await page.getByTestId("billing-scheduled").textContent()).toContain("プラスプランになります");
    await expectNoSeriousViolations(page);
    await screenshots(page, "billing-scheduled-ja", { fitsPhone: true });

    await page.getByRole("button", { name: "プランを継続" }).click();
    await expect.poll(() => page.getByTestId("billing-status").textContent()).toBe("有効");

    await page.locator('[data-offer="starter-null"]').getByRole("button").click();
    await expect.poll(() => page.getByTestId("billing-blocked").textContent()).toContain("限定公開・パスワード付きの項目 1件");
    await page.getByRole("dialog").getByRole("button", { name: "ダウングレードを予約" }).click();
    await expect.poll(() => page.getByTestId("billing-scheduled").textContent()).toContain("スタータープランになります");
    await page.getByRole("button", { name: "プランを継続" }).click();
    await expect.poll(() => page.getByTestId("billing-status").textContent()).toBe("有効");

    // Cancel from the plan card, then keep the plan after all.
    await page.getByRole("button", { name: "プランを解約" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "期間の終了時に解約" }).click();
    await expect.poll(() => page.getByTestId("billing-status").textContent()).toBe("終了予定");
    await page.getByRole("button", { name: "プランを継続" }).click();
    await expect.poll(() => page.getByTestId("billing-status").textContent()).toBe("有効");
    await o.context.close();
  });

  it("takes a new visitor from the pricing page's Choose Plus through sign-up to checkout", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    const page = await context.newPage();
    await page.goto(`${siteUrl}/#pricing`);
    await page.locator('[data-plan="plus"]').getByRole("link", { name: "Choose Plus" }).click();
    await page.waitForURL(/\/signup\?plan=plus&tier=b1_10&currency=USD$/);
    await islandsReady(page);
    await page.getByLabel("Your name").fill("Nao Buyer");
    await page.getByLabel("Email").fill(`buyer-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("buyer-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await islandsReady(page);
    expect(await page.getByTestId("checkout-amount").textContent()).toBe("$49.00");
    await context.close();
  });

  it("sends a signed-in visitor from the pricing page's Choose Plus straight to checkout", async () => {
    const o = await owner();
    await o.page.goto(`${siteUrl}/#pricing`);
    await o.page.locator('[data-plan="plus"]').getByRole("link", { name: "Choose Plus" }).click();
    await o.page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await islandsReady(o.page);
    expect(await o.page.getByTestId("checkout-amount").textContent()).toMatch(/^\$49\.00$/);
    await o.context.close();
  });
});
