import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, islandsReady, openDashboard, type Owner, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_LOGIN } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

// Headless Chromium names itself in its user agent, and the API counts no bot: visitors here say they are people's browsers.
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

/** A visitor opens `url` in a browser of their own; resolves once the API has stored the view (202). */
async function visit(url: string, userAgent = DESKTOP): Promise<void> {
  const context = await browser.newContext({ locale: "en-US", userAgent });
  const page = await context.newPage();
  const stored = page.waitForResponse((r) => r.url().endsWith("/api/v1/analytics/evts/") && r.request().method() === "POST");
  await page.goto(url);
  expect((await stored).status(), url).toBe(202);
  await context.close();
}

/** Where a share button on the public page sends people: the address inside the network's share dialog link. */
async function sharedAddress(publicUrl: string, network: string): Promise<string> {
  const context = await browser.newContext({ locale: "en-US", userAgent: DESKTOP });
  const page = await context.newPage();
  await page.goto(publicUrl);
  const dialog = new URL((await page.locator(".share-bar a", { hasText: network }).first().getAttribute("href"))!);
  await context.close();
  return dialog.searchParams.get("url")!;
}

/** A breakdown card's rows as "label views visitors". */
const rowsOf = (card: Locator) => card.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent?.trim()).join(" ")));

const views = (page: Page) => page.getByTestId("metric-page_views").locator(".metric-value").textContent();
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("analytics", () => {
  it("shows views made through a QR link, the widget frame and a share button under their sources, in English and Japanese", async () => {
    const handle = uniqueHandle("stats");
    const o = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Harbour Bakery", ja: "ハーバーベーカリー" }, description_json: { en: "Bread baked with solar heat." } },
    });
    const id = o.business!.id;
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });
    const initiative = await apiAs<{ id: number }>(o.context, siteUrl, "POST", `/businesses/${id}/contents/`, { title_json: { en: "Solar oven" } });

    // Nobody has opened the page yet: the screen says how to share it.
    const { page } = o;
    await openDashboard(page, siteUrl, "/dashboard/analytics");
    await expect.poll(() => page.getByTestId("analytics-empty").isVisible()).toBe(true);
    expect(await page.getByTestId("analytics-empty").getByRole("link", { name: "Go to Share" }).getAttribute("href")).toBe("/dashboard/share");
    await expectNoSeriousViolations(page);

    const publicUrl = `${siteUrl}/${handle}`;
    const shared = await sharedAddress(publicUrl, "X");
    expect(shared).toBe(`${publicUrl}?src=share-x`);
    // Two scans of the QR code from one phone (the page, then an item); the rest from one computer.
    await visit(`${publicUrl}?src=qr`, PHONE);
    await visit(`${publicUrl}/${initiative.id}?src=qr`, PHONE);
    await visit(`${siteUrl}/widget/${handle}`);
    await visit(shared);

    await openDashboard(page, siteUrl, "/dashboard/analytics");
    // A Starter page opens on the 7 days its plan keeps.
    await expect.poll(() => page.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => views(page)).toBe("5");
    expect(await page.getByTestId("metric-visitors").locator(".metric-value").textContent()).toBe("2");
    // The visit that read the share button's address carried no marker: a plain link.
    await expect.poll(() => rowsOf(page.getByTestId("breakdown-source"))).toEqual(["QR code 2 1", "Direct / link 1 1", "Share: X 1 1", "Popup widget 1 1"]);
    expect(await rowsOf(page.getByTestId("breakdown-path"))).toEqual(["The page itself 3 2", "Solar oven 1 1", "Popup widget 1 1"]);
    expect(await rowsOf(page.getByTestId("breakdown-device"))).toEqual(["Desktop 3 1", "Mobile 2 1"]);
    await expect.poll(() => page.getByRole("img", { name: /Chart of page views/ }).isVisible()).toBe(true);
    await page.getByText("Show as table").click();
    expect(
      await page
        .getByRole("table", { name: /per day over 7 days/ })
        .locator("tbody tr")
        .count(),
    ).toBe(7);
    await expectNoSeriousViolations(page);
    await screenshots(page, "analytics", { fitsPhone: true });

    // A longer window than the plan keeps: the way to upgrade, not a chart; back to 7 days, the numbers again.
    await page.getByRole("button", { name: "30 days · Plus" }).click();
    await expect
      .poll(() => page.getByTestId("analytics-upgrade").textContent())
      .toContain("The Plus plan keeps 30 days of analytics. This page is on Starter.");
    expect(await page.getByTestId("analytics-report").count()).toBe(0);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "7 days" }).click();
    await expect.poll(() => views(page)).toBe("5");

    // In Japanese, at a phone's width.
    const ja = await browser.newContext({ locale: "ja-JP", viewport: { width: 390, height: 844 } });
    await ja.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    await signIn(ja, siteUrl, o.owner);
    const jaPage = await ja.newPage();
    await openDashboard(jaPage, siteUrl, "/dashboard/analytics");
    expect(await jaPage.getByRole("heading", { level: 1 }).textContent()).toBe("アクセス解析");
    await expect.poll(() => rowsOf(jaPage.getByTestId("breakdown-source"))).toContain("QRコード 2 1");
    expect(await rowsOf(jaPage.getByTestId("breakdown-source"))).toContain("シェア: X 1 1");
    expect(await noSidewaysScroll(jaPage)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(jaPage);
    expect(o.errors).toEqual([]);
    await Promise.all([ja.close(), o.context.close()]);
    // Five visitors' browsers, the owner's in two languages and two widths.
  }, 120_000);

  it("the demo's year of visits: switching windows, comparing and exporting CSV", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    await signIn(context, siteUrl, { ...DEMO_LOGIN, name: "Hana Midori" } satisfies Owner);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await openDashboard(page, siteUrl, "/dashboard/analytics");
    // The screen opens on 30 days (Premium keeps a year).
    await expect.poll(() => page.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByTestId("breakdown-source").locator("tbody tr").count()).toBeGreaterThan(2);
    const span = () => page.getByTestId("analytics-report").locator(".analytics-span p").textContent();
    const thirty = await span();

    await page.getByRole("button", { name: "7 days" }).click();
    await expect.poll(span).not.toBe(thirty);
    expect(await page.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("checkbox", { name: "Compare with previous period" }).check();
    await expect.poll(() => page.getByTestId("metric-page_views").locator(".metric-change").textContent()).toMatch(/vs the 7 days before|Nothing/);

    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^greenpage-greenpage-demo-analytics-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const text = await readFile((await csv.path())!, "utf8");
    expect(text.startsWith("\uFEFFdate,page_views,visitors,feedback,gate_passes\n")).toBe(true);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(8);

    // Premium keeps a year: the longest window reads the report, and no upgrade is offered.
    const week = await span();
    await page.getByRole("button", { name: "365 days" }).click();
    await expect.poll(span).not.toBe(week);
    expect(await page.getByTestId("analytics-upgrade").count()).toBe(0);
    await page.getByRole("button", { name: "30 days" }).click();
    await islandsReady(page);
    await expect.poll(() => page.getByRole("img", { name: /Chart of page views/ }).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "analytics-demo", { fitsPhone: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a stats link opens read-only in a signed-out browser (with its password when it has one), and a revoked one no more", async () => {
    const handle = uniqueHandle("shared");
    const o = await ownerSession(browser, siteUrl, { page: { handle, name_json: { en: "Tide Mill Tea" }, description_json: { en: "Tea." } } });
    await o.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/update/${o.business!.id}/`, { is_published: true });
    await visit(`${siteUrl}/${handle}?src=qr`, PHONE);
    const { page } = o;
    await openDashboard(page, siteUrl, "/dashboard/analytics");

    // Each member's own weekly mail: on, and still on after a reload.
    const weekly = page.getByRole("checkbox", { name: "Email me a weekly report of this page" });
    await expect.poll(() => weekly.isEnabled()).toBe(true);
    await weekly.check();
    await expect.poll(() => page.getByText("You will get this page's report every Monday.").isVisible()).toBe(true);

    // An open link, copied from where it is shown; then one with a password.
    await page.getByLabel("Name").fill("Board");
    await page.getByRole("button", { name: "Create share link" }).click();
    const created = page.getByTestId("created-share-link");
    await expect.poll(() => created.getByLabel("Stats link").inputValue()).toMatch(new RegExp(`^${siteUrl}/stats/[^/]+$`));
    const openUrl = await created.getByLabel("Stats link").inputValue();
    await created.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(openUrl);
    await page.getByLabel("Name").fill("Investors");
    await page.getByLabel("Password").fill("green-numbers");
    await page.getByRole("button", { name: "Create share link" }).click();
    await expect.poll(() => created.getByLabel("Stats link").inputValue()).not.toBe(openUrl);
    const protectedUrl = await created.getByLabel("Stats link").inputValue();
    await expect.poll(() => page.getByTestId("share-link-row").allTextContents()).toHaveLength(2);
    await page.reload();
    await islandsReady(page);
    await expect.poll(() => weekly.isChecked()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "analytics-sharing", { fitsPhone: true });

    // Signed out, at a phone's width: the numbers and nothing to manage; no tag manager sees the token.
    const reader = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
    await reader.addCookies([{ name: "cookies-agree", value: "all", url: siteUrl }]);
    const stats = await reader.newPage();
    await stats.goto(openUrl);
    await islandsReady(stats);
    await expect.poll(() => stats.getByTestId("shared-stats-page").textContent()).toContain(`Tide Mill Tea (@${handle})`);
    await expect.poll(() => rowsOf(stats.getByTestId("breakdown-source"))).toEqual(["QR code 1 1"]);
    expect(await stats.getByRole("button", { name: "Create share link" }).count()).toBe(0);
    expect(await stats.getByRole("checkbox", { name: "Email me a weekly report of this page" }).count()).toBe(0);
    expect(await stats.locator('meta[name="referrer"]').getAttribute("content")).toBe("strict-origin");
    expect(await stats.locator("script[data-tag-manager], script[data-gtm]").count()).toBe(0);
    expect(await noSidewaysScroll(stats)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(stats);
    await screenshots(stats, "analytics-shared", { fitsPhone: true });

    // The protected link asks first, refuses a wrong password, and keeps the right one for the tab.
    const guarded = await reader.newPage();
    await guarded.goto(protectedUrl);
    await islandsReady(guarded);
    const form = guarded.getByTestId("shared-password");
    await form.getByLabel("Password").fill("not-the-one");
    await form.getByRole("button", { name: "Show the statistics" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Incorrect password");
    await expectNoSeriousViolations(guarded);
    await form.getByLabel("Password").fill("green-numbers");
    await form.getByRole("button", { name: "Show the statistics" }).click();
    await expect.poll(() => rowsOf(guarded.getByTestId("breakdown-source"))).toEqual(["QR code 1 1"]);
    await guarded.reload();
    await expect.poll(() => rowsOf(guarded.getByTestId("breakdown-source"))).toEqual(["QR code 1 1"]);

    // Revoked (after confirming), the open link shows nothing to a fresh browser.
    await page.getByRole("button", { name: "Revoke: Board" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect.poll(() => page.getByTestId("share-link-row").count()).toBe(1);
    const late = await browser.newContext({ locale: "ja-JP" });
    const gone = await late.newPage();
    await gone.goto(openUrl);
    await expect.poll(() => gone.getByTestId("shared-stats-gone").textContent()).toContain("取り消されました");
    expect(await gone.getByTestId("analytics-report").count()).toBe(0);
    expect(o.errors).toEqual([]);
    await Promise.all([late.close(), reader.close(), o.context.close()]);
  });
});
