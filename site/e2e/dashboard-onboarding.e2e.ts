import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { islandsReady, openDashboard, ownerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** A real browser's user agent: the page-view beacon ignores headless ones as bots. */
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("first sign-in to a published page", () => {
  it("confirms type and handle (live-checked), goes through onboarding, resumes it, publishes, and the page is at /{handle}", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl);
    await page.goto(`${siteUrl}/dashboard`);
    await page.waitForURL(`${siteUrl}/dashboard/start`);
    await islandsReady(page);
    await expectNoSeriousViolations(page);
    await screenshots(page, "start");

    const handle = page.getByLabel("Page address (handle)");
    await handle.fill("abc");
    await expect.poll(() => page.getByText("Handle must be between 4 and 30 characters.").isVisible()).toBe(true);
    await handle.fill("greenpage-demo");
    await expect.poll(() => page.getByText("This handle name is already taken.").isVisible()).toBe(true);
    // Saving anyway: the server's field error lands on the field.
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/v1/businesses/create/"));
    await page.getByRole("button", { name: "Create my page" }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => page.getByText("This handle name is already taken.").isVisible()).toBe(true);
    expect(page.url()).toBe(`${siteUrl}/dashboard/start`);

    const chosen = uniqueHandle("onboard");
    await handle.fill(chosen);
    await expect.poll(() => page.locator("#start-handle-status").textContent()).toBe(`Available: ${siteUrl}/${chosen}`);
    await page.getByLabel("Personal").check();
    await page.getByRole("button", { name: "Create my page" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/onboarding`);
    await islandsReady(page);

    // Appearance: name and description are required to go on.
    await expect.poll(() => page.getByRole("heading", { name: "How your page looks" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "onboarding-appearance");
    await page.getByRole("button", { name: "Save and continue" }).click();
    // react-hook-form validates asynchronously: the messages render in a task after the click has returned.
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(2);
    await page.getByLabel("Display name (English)").fill("Sora Tanaka");
    await page.getByLabel("Short description (English)").fill("Cycling to work and composting at home.");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Where visitors go next" }).isVisible()).toBe(true);

    // Leaving and coming back resumes at the links step (read from the page, not from this tab).
    await page.goto(`${siteUrl}/dashboard`);
    await expect.poll(() => page.getByRole("link", { name: "Continue setup" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Continue setup" }).click();
    await islandsReady(page);
    await expect.poll(() => page.getByRole("heading", { name: "Where visitors go next" }).isVisible()).toBe(true);

    await page.getByLabel("Homepage").fill("ftp://sora.example.com");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect.poll(() => page.getByText("URL must start with https:// or http://.").isVisible()).toBe(true);
    expect(await page.getByText("This field is required.").isVisible()).toBe(true);
    await page.getByLabel("Contact email").fill("hello@sora.example.com");
    // Written without a scheme, the homepage is saved as https://.
    await page.getByLabel("Homepage").fill("sora.example.com");
    await page.getByRole("button", { name: "Save and continue" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "Your first initiative" }).isVisible()).toBe(true);
    await screenshots(page, "onboarding-initiative");
    await page.getByLabel("Write my own").check();
    await page.getByLabel("Title").fill("Commute by bicycle");
    await page.getByLabel("Description").fill("Every working day since 2024.");
    await page.getByLabel("Progress", { exact: true }).selectOption({ label: "Achieved" });
    await page.getByLabel("Category").fill("Everyday life");
    await page.getByRole("button", { name: "Add initiative" }).click();

    await expect.poll(() => page.getByRole("heading", { name: "Ready to share" }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Publish my page" }).click();
    await expect.poll(() => page.getByText("Your page is published.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`Your page is live at ${siteUrl}/${chosen}`).isVisible()).toBe(true);

    const visitor = await browser.newContext({ locale: "en-US", userAgent: DESKTOP_CHROME });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${siteUrl}/${chosen}`);
    expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe("Sora Tanaka");
    expect(await publicPage.getByRole("heading", { name: "Everyday life" }).isVisible()).toBe(true);
    expect(await publicPage.getByText("Commute by bicycle").first().isVisible()).toBe(true);
    expect(await publicPage.locator('a[href="https://sora.example.com"]').count()).toBeGreaterThan(0);
    await visitor.close();

    // Home: the visit is counted, no feedback yet (with the way to Results), the checklist shows what is done.
    await page.goto(`${siteUrl}/dashboard`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("stat-views").locator(".value").filter({ hasNotText: "…" }).waitFor();
          return page.getByTestId("stat-views").locator(".value").textContent();
        },
        { timeout: 15_000 },
      )
      .toBe("1");
    expect(await page.getByTestId("stat-feedback").locator(".value").textContent()).toBe("0");
    expect(await page.getByTestId("stat-feedback").getByRole("link", { name: "See feedback results" }).getAttribute("href")).toBe(
      "/dashboard/feedback/results",
    );
    expect(await page.getByRole("heading", { name: "Your page is live" }).isVisible()).toBe(true);
    // The checklist waits for the page's contents, a call of its own beside the stats polled above.
    await expect.poll(() => page.getByRole("link", { name: "Upload a logo" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Publish your page" }).count()).toBe(0);
    await expectNoSeriousViolations(page);
    await screenshots(page, "home");
    expect(errors).toEqual([]);
  });

  it("a Japanese owner gets the dashboard and a Japanese-default page in Japanese", async () => {
    const { page, errors, context } = await ownerSession(browser, siteUrl, { locale: "ja-JP" });
    await openDashboard(page, siteUrl, "/dashboard/start");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("ようこそ、Dana Ownerさん");
    await page.getByLabel("ページのアドレス(ハンドル)").fill(uniqueHandle("ja"));
    await page.getByRole("button", { name: "ページを作成" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/onboarding`);
    await expect.poll(() => page.getByLabel("表示名 (日本語)").isVisible()).toBe(true);
    expect(await page.getByLabel("表示名 (英語)").isVisible()).toBe(true);
    const [mine] = (await (await context.request.get(`${siteUrl}/api/v1/businesses/my/`)).json()) as { default_language: string }[];
    expect(mine?.default_language).toBe("ja");
    expect(errors).toEqual([]);
  });
});

describe("dashboard language and session", () => {
  it("switches the dashboard's language and keeps it", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("lang") } });
    await page.goto(`${siteUrl}/dashboard`);
    await expect.poll(() => page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Contents" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "日本語" }).click();
    await page.waitForURL(/lang=ja/);
    await expect.poll(() => page.getByRole("navigation", { name: "ダッシュボード" }).getByRole("link", { name: "コンテンツ" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "過去30日間" }).isVisible()).toBe(true);
    await page.goto(`${siteUrl}/dashboard/onboarding`);
    await expect.poll(() => page.getByRole("heading", { name: "ページの見た目" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "EN", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "How your page looks" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("signing out in one tab signs out the other, and signing in brings it back", async () => {
    const { page: first, context, errors, owner } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("tabs") } });
    const second = await context.newPage();
    await first.goto(`${siteUrl}/dashboard`);
    await second.goto(`${siteUrl}/dashboard/onboarding`);
    await expect.poll(() => second.getByRole("heading", { name: "How your page looks" }).isVisible()).toBe(true);

    await first.bringToFront();
    // Log out is a React island in the server's HTML: a click before React commits it does nothing.
    await islandsReady(first);
    await first.getByRole("button", { name: "Log out" }).click();
    await first.waitForURL(`${siteUrl}/`);
    await second.waitForURL(/\/login\?error=SessionRequired/, { timeout: 15_000 });

    // Signing in again in the first tab takes the second one back to where it was.
    await first.goto(`${siteUrl}/login`);
    await islandsReady(first);
    await first.getByLabel("Email").fill(owner.email);
    await first.getByLabel("Password").fill(owner.password);
    await first.getByRole("button", { name: "Log in" }).click();
    await first.waitForURL(`${siteUrl}/dashboard`);
    await second.waitForURL(`${siteUrl}/dashboard/onboarding`, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it("sign-out returns to /personal when the visitor came from the personal landing page", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("pers"), page_type: "personal" } });
    await page.goto(`${siteUrl}/personal`);
    await openDashboard(page, siteUrl, "/dashboard");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${siteUrl}/personal`);
    await page.goto(`${siteUrl}/dashboard`);
    await page.waitForURL(/\/login\?error=SessionRequired/);
    expect(errors).toEqual([]);
  });

  it("a call that finds the session gone signs out and goes to /login", async () => {
    const { page, context, errors } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("gone") } });
    await openDashboard(page, siteUrl, "/dashboard/onboarding");
    await page.getByLabel("Display name (English)").fill("Gone Tea");
    await page.getByLabel("Short description (English)").fill("Our session will expire.");
    await context.clearCookies();
    const refused = page.waitForResponse((r) => r.url().includes("/api/v1/businesses/update/"));
    await page.getByRole("button", { name: "Save and continue" }).click();
    expect((await refused).status()).toBe(401);
    // The unsaved-changes guard steps aside: there is nothing left to save without a session.
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
  });
});
