import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_REVIEWER } from "./demo.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { openDashboard, ownerSession, screenshots, signIn } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** The demo's admin, signed in, in the given language. */
async function admin(locale: "en-US" | "ja-JP"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, DEMO_REVIEWER);
  return { context, page: await context.newPage() };
}

const visible = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe("the admin console's Overview and Users", () => {
  it("an admin opens Overview, finds a user, disables them (their next page load is signed out), and enables them", async () => {
    const owner = await ownerSession(browser, siteUrl, { page: { handle: `locked-${Date.now().toString(36)}` } });
    await openDashboard(owner.page, siteUrl, "/dashboard");
    expect(new URL(owner.page.url()).pathname).toBe("/dashboard");

    const { context, page } = await admin("en-US");
    await openDashboard(page, siteUrl, "/dashboard/admin");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Sign-ups" }).isVisible()).toBe(true);
    expect(await page.getByTestId("figure-signups").getByRole("link", { name: "Open Users" }).getAttribute("href")).toBe("/dashboard/admin/users");
    expect(await page.getByTestId("figure-verification_queue").getByRole("link").getAttribute("href")).toBe("/dashboard/admin/verifications");
    await expectNoSeriousViolations(page);
    await screenshots(page, "admin-overview", { fitsPhone: true });

    await page.getByTestId("figure-signups").getByRole("link", { name: "Open Users" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/admin/users`);
    await openDashboard(page, siteUrl, "/dashboard/admin/users");
    await page.getByLabel("Email or name").fill(owner.owner.email.toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("admin-user-row").count()).toBe(1);
    const row = page.getByTestId("admin-user-row");
    expect(await row.textContent()).toContain("starter");
    await row.getByRole("button", { name: owner.owner.email }).click();
    const detail = page.getByTestId("admin-user-detail");
    await expect.poll(() => detail.getByRole("heading", { name: owner.owner.email }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "admin-users", { fitsPhone: true });

    await detail.getByRole("button", { name: "Disable" }).click();
    const dialog = page.getByRole("dialog", { name: `Disable ${owner.owner.email}?` });
    await dialog.getByRole("button", { name: "Disable" }).click();
    await visible(page, "Give a reason (it is kept in the audit log).");
    await dialog.getByLabel("Reason").fill("Phishing links on the page");
    await dialog.getByRole("button", { name: "Disable" }).click();
    await visible(page, `${owner.owner.email} is disabled and signed out everywhere.`);
    await expect.poll(() => detail.getByText("Phishing links on the page").isVisible()).toBe(true);
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Disabled");

    // The disabled owner's very next page load finds no session: the dashboard sends them to sign in.
    await owner.page.goto(`${siteUrl}/dashboard`);
    expect(new URL(owner.page.url()).pathname).toBe("/login");
    const refused = await owner.context.request.post(`${siteUrl}/api/auth/sign-in/email`, {
      data: { email: owner.owner.email, password: owner.owner.password },
      headers: { origin: siteUrl },
    });
    expect(refused.status()).toBe(403);

    await detail.getByRole("button", { name: "Enable" }).click();
    await visible(page, `${owner.owner.email} can sign in again.`);
    await signIn(owner.context, siteUrl, owner.owner);
    await openDashboard(owner.page, siteUrl, "/dashboard");
    expect(new URL(owner.page.url()).pathname).toBe("/dashboard");

    // Deleting shows what goes first; cancelling changes nothing.
    await detail.getByRole("button", { name: "Delete" }).click();
    const deletion = page.getByRole("dialog", { name: `Delete ${owner.owner.email}?` });
    await expect.poll(() => deletion.getByTestId("deletion-preview").textContent()).toMatch(/Page locked-\S+: 0 items, 0 news/);
    await expectNoSeriousViolations(page);
    await deletion.getByRole("button", { name: "Cancel" }).click();
    await context.close();
    await owner.context.close();
  });

  it("opens Users and Pages searched from the address (the Audit log's target links), and keeps the console for an admin with no page", async () => {
    const handle = `found-${Date.now().toString(36)}`;
    const owner = await ownerSession(browser, siteUrl, { page: { handle } });
    await owner.context.close();
    const { context, page } = await admin("en-US");

    await openDashboard(page, siteUrl, `/dashboard/admin/users?q=${encodeURIComponent(owner.owner.email)}`);
    // The screen fills its search box from the address once its island has loaded.
    await expect.poll(() => page.getByLabel("Email or name").inputValue(), { timeout: 15_000 }).toBe(owner.owner.email);
    await expect.poll(() => page.getByTestId("admin-user-row").count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId("admin-user-row").textContent()).toContain(owner.owner.email);

    await openDashboard(page, siteUrl, `/dashboard/admin/pages?q=${handle}`);
    await expect.poll(() => page.getByLabel("Handle or name").inputValue(), { timeout: 15_000 }).toBe(handle);
    await expect.poll(() => page.getByRole("table", { name: /^Pages, newest first \(1 found\)/ }).count(), { timeout: 15_000 }).toBe(1);

    // The demo reviewer has no page: a page screen sends them to make one, where the console stays in the navigation.
    await page.goto(`${siteUrl}/dashboard/contents`);
    await page.waitForURL(`${siteUrl}/dashboard/start`);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect.poll(() => nav.getByRole("link", { name: "Audit log" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Contents" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Account settings" }).count()).toBe(1);
    await context.close();
  });

  it("reads in Japanese, axe clean, and a non-admin is sent to their own dashboard", async () => {
    const { context, page } = await admin("ja-JP");
    await openDashboard(page, siteUrl, "/dashboard/admin?lang=ja");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "新規登録" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await openDashboard(page, siteUrl, "/dashboard/admin/users?lang=ja");
    expect(await page.getByLabel("メールアドレスまたは名前").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("admin-user-row").count()).toBeGreaterThan(0);
    await page.getByTestId("admin-user-row").first().getByRole("button").click();
    await expect.poll(() => page.getByTestId("admin-user-detail").getByRole("button", { name: "パスワード再設定メールを送信" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await context.close();

    const owner = await ownerSession(browser, siteUrl);
    for (const path of ["/dashboard/admin", "/dashboard/admin/users"]) {
      await owner.page.goto(`${siteUrl}${path}`);
      expect(new URL(owner.page.url()).pathname).not.toMatch(/^\/dashboard\/admin/);
    }
    await owner.context.close();
  });
});
