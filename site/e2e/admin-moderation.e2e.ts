import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, islandsReady, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_REVIEWER } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** A browser context for a visitor or the reviewer, in a language, with the cookie banner answered. */
async function contextIn(locale: "en-US" | "ja-JP"): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  return context;
}

async function reviewerIn(locale: "en-US" | "ja-JP"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextIn(locale);
  await signIn(context, siteUrl, DEMO_REVIEWER);
  return { context, page: await context.newPage() };
}

/** The public page as an anonymous visitor reads it (through the site's page cache). */
const publicHtml = async (handle: string) => (await fetch(`${siteUrl}/${handle}`)).text();
const mailKinds = async (to: string) =>
  ((await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(to)}`)).json()) as { kind: string; text?: string }[]).map((m) => m.kind);
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const SLOW = { timeout: 15_000 };

describe("moderation", () => {
  it("a visitor reports a page; the admin unpublishes it from the queue (owner mailed, Page coming soon) and restores it", async () => {
    // Our own page: other files read the demo page.
    const handle = uniqueHandle("report");
    const owner = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Kobe Soap Works", ja: "神戸ソープ" }, description_json: { en: "Soap from used oil." } },
    });
    const pageId = owner.business!.id;
    await apiAs(owner.context, siteUrl, "PATCH", `/businesses/update/${pageId}/`, { is_published: true });
    const item = await apiAs<{ id: number }>(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, { title_json: { en: "Zero waste" } });

    // The visitor finds "Report this page" on the public page and "Report this initiative" on the item.
    const visitor = await contextIn("en-US");
    const v = await visitor.newPage();
    await v.goto(`${siteUrl}/${handle}/${item.id}`);
    expect(await v.getByRole("link", { name: "Report this initiative" }).getAttribute("href")).toBe(`/report/${handle}?item=${item.id}`);
    await v.goto(`${siteUrl}/${handle}`);
    await v.getByRole("link", { name: "Report this page" }).click();
    await v.waitForURL(`${siteUrl}/report/${handle}`);
    await islandsReady(v);
    expect(await v.getByRole("heading", { name: "Report a page" }).isVisible()).toBe(true);
    await v.getByRole("button", { name: "Send report" }).click();
    await expect.poll(() => v.getByText("This field is required.").isVisible()).toBe(true);
    await v.getByLabel("Reason").selectOption("misleading");
    await v.getByLabel("What is wrong? (optional)").fill("The soap is not made from used oil.");
    await v.getByLabel("Your email (optional)").fill("visitor@example.com");
    await expectNoSeriousViolations(v);
    await v.getByRole("button", { name: "Send report" }).click();
    await expect.poll(() => v.getByText("Thank you: your report was sent").isVisible()).toBe(true);
    await screenshots(v, "report-page", { fitsPhone: true });

    // The same form in Japanese.
    const ja = await (await contextIn("ja-JP")).newPage();
    await ja.goto(`${siteUrl}/report/${handle}?item=${item.id}&lang=ja`);
    await islandsReady(ja);
    expect(await ja.getByRole("heading", { name: "取り組みを報告" }).isVisible()).toBe(true);
    expect(await ja.getByLabel("理由").isVisible()).toBe(true);
    await expectNoSeriousViolations(ja);

    // The reviewer (a member of no page) sees the report in Moderation and unpublishes the page.
    const r = await reviewerIn("en-US");
    await openDashboard(r.page, siteUrl, "/dashboard/admin/reports");
    const row = r.page.locator("tr", { hasText: `@${handle}` });
    await expect.poll(() => row.getByText("The soap is not made from used oil.").isVisible()).toBe(true);
    expect(await row.getByText("Misleading or false claims").isVisible()).toBe(true);
    await expectNoSeriousViolations(r.page);
    await screenshots(r.page, "admin-reports", { fitsPhone: true });
    await row.getByRole("button", { name: /^Resolve/ }).click();
    const dialog = r.page.getByRole("dialog");
    await dialog.getByLabel("Unpublish the page").check();
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expect.poll(() => dialog.getByText("Give the reason the owner will read.").isVisible()).toBe(true);
    await dialog.getByLabel("Reason (the owner reads it)").fill("Claims about the soap could not be verified.");
    await expectNoSeriousViolations(r.page);
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await toast(r.page, "The report on Kobe Soap Works is resolved.");
    await expect.poll(() => row.count()).toBe(0);
    await r.page.getByRole("button", { name: "Resolved" }).click();
    await expect
      .poll(() =>
        r.page
          .locator("tr", { hasText: `@${handle}` })
          .getByText("Page unpublished")
          .isVisible(),
      )
      .toBe(true);

    // The owner is mailed, sees why on their dashboard, and visitors get "Page coming soon".
    expect(await mailKinds(owner.owner.email)).toContain("page_unpublished");
    expect(await mailKinds("visitor@example.com")).toContain("report_handled");
    await expect.poll(() => publicHtml(handle), SLOW).toContain("Page coming soon");
    await openDashboard(owner.page, siteUrl, "/dashboard");
    const notice = owner.page.getByTestId("moderation-notice");
    await expect.poll(() => notice.getByText("The Greenpage team unpublished this page").isVisible()).toBe(true);
    expect(await notice.getByText("Reason: Claims about the soap could not be verified.").isVisible()).toBe(true);
    await expectNoSeriousViolations(owner.page);

    // The reviewer finds the page on the Pages screen and restores it: the page is back.
    await openDashboard(r.page, siteUrl, "/dashboard/admin/pages");
    await r.page.getByLabel("Handle or name").fill(handle);
    await r.page.getByLabel("State").selectOption("moderated");
    await r.page.getByRole("button", { name: "Search" }).click();
    const pageRow = r.page.getByTestId(`admin-page-${handle}`);
    await expect.poll(() => pageRow.getByText("Unpublished by the team").isVisible()).toBe(true);
    expect(await pageRow.getByText(owner.owner.email).isVisible()).toBe(true);
    expect(await pageRow.getByRole("link", { name: /^Open page/ }).getAttribute("href")).toBe(`/${handle}`);
    await expectNoSeriousViolations(r.page);
    await screenshots(r.page, "admin-pages", { fitsPhone: true });
    r.page.once("dialog", (confirm) => void confirm.accept());
    await pageRow.getByRole("button", { name: /^Restore/ }).click();
    await toast(r.page, "Kobe Soap Works is restored; its owner was mailed.");
    expect(await mailKinds(owner.owner.email)).toContain("page_restored");
    await expect.poll(() => publicHtml(handle), SLOW).toContain("Kobe Soap Works");
    expect(await publicHtml(handle)).not.toContain("Page coming soon");

    // Hiding asks for a reason too; the owner then cannot publish it themselves.
    await r.page.getByLabel("State").selectOption("");
    await r.page.getByRole("button", { name: "Search" }).click();
    await pageRow.getByRole("button", { name: /^Hide/ }).click();
    const hide = r.page.getByRole("dialog");
    await hide.getByLabel("Reason (the owner reads it)").fill("Spam links.");
    await hide.getByRole("button", { name: "Hide" }).click();
    await toast(r.page, "Kobe Soap Works is hidden; its owner was mailed.");
    const refused = await owner.context.request.patch(`${siteUrl}/api/v1/businesses/update/${pageId}/`, {
      data: { is_published: true },
      headers: { origin: siteUrl },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("page_hidden");
    r.page.once("dialog", (confirm) => void confirm.accept());
    await pageRow.getByRole("button", { name: /^Restore/ }).click();
    await toast(r.page, "Kobe Soap Works is restored; its owner was mailed.");
    expect(owner.errors).toEqual([]);
  });

  it("the console's Pages and Moderation screens are accessible in Japanese", async () => {
    const r = await reviewerIn("ja-JP");
    await openDashboard(r.page, siteUrl, "/dashboard/admin/pages?lang=ja");
    await expect.poll(() => r.page.getByRole("button", { name: "検索" }).isVisible()).toBe(true);
    await expect.poll(() => r.page.locator("table caption").first().isVisible()).toBe(true);
    await expectNoSeriousViolations(r.page);
    await openDashboard(r.page, siteUrl, "/dashboard/admin/reports?lang=ja");
    await expect.poll(() => r.page.getByRole("button", { name: "対応済み" }).isVisible()).toBe(true);
    await r.page.getByRole("button", { name: "対応済み" }).click();
    await expect.poll(() => r.page.getByText("対応済みの報告").first().isVisible()).toBe(true);
    await expectNoSeriousViolations(r.page);
  });

  it("sends anyone without the admin role back to their dashboard", async () => {
    const owner = await ownerSession(browser, siteUrl);
    for (const path of ["/dashboard/admin/pages", "/dashboard/admin/reports"]) {
      await owner.page.goto(`${siteUrl}${path}`);
      expect(new URL(owner.page.url()).pathname).not.toBe(path);
    }
  });
});
