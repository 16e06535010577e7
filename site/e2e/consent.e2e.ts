import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { TAG_MANAGER_ID } from "./servers.ts";

const siteUrl = inject("siteUrl");
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/**
 * A first-time visitor. There is no internet here: Google Tag Manager's URL is
 * answered by a stub, and every request to it is recorded.
 */
async function visitor(): Promise<{ context: BrowserContext; page: Page; gtm: string[]; errors: string[] }> {
  const context = await browser.newContext({ locale: "en-US" });
  const gtm: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    gtm.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtmLoaded = true;" });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, gtm, errors };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const dialogOpen = (page: Page) => page.locator("dialog[data-cookie-dialog]").evaluate((d) => (d as HTMLDialogElement).open);
async function consentCookie(context: BrowserContext) {
  return (await context.cookies(siteUrl)).find((c) => c.name === "cookies-agree");
}

describe("cookie banner", () => {
  it("Agree all stores `all` for a year on path / and the banner stays away after a reload", async () => {
    const { context, page, errors } = await visitor();
    await page.goto(`${siteUrl}/`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await banner(page).getByRole("button", { name: "Agree all" }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);

    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe("all");
    expect(cookie?.path).toBe("/");
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - ONE_YEAR_SECONDS)).toBeLessThan(24 * 60 * 60);

    await page.reload();
    await page.waitForLoadState("load");
    expect(await page.locator("[data-cookie-banner]").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Essential only, beside Agree all on the banner itself, stores `essential` as Reject does", async () => {
    const { context, page, errors } = await visitor();
    await page.goto(`${siteUrl}/`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const essential = banner(page).getByRole("button", { name: "Essential only" });
    const agree = banner(page).getByRole("button", { name: "Agree all" });
    // The same level: same look, same size.
    expect(await essential.getAttribute("class")).toBe(await agree.getAttribute("class"));
    expect((await essential.boundingBox())!.height).toBe((await agree.boundingBox())!.height);
    await expectNoSeriousViolations(page);
    await essential.click();
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    await expect.poll(() => page.getByText("Optional cookies rejected. Greenpage will only use essential cookies.").isVisible()).toBe(true);
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe("essential");
    expect(cookie?.path).toBe("/");
    await page.reload();
    await page.waitForLoadState("load");
    expect(await page.locator("[data-cookie-banner]").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Cookie settings → Reject stores `essential`, closes the dialog and confirms with a toast", async () => {
    const { context, page, errors } = await visitor();
    await page.goto(`${siteUrl}/about`);
    await banner(page).getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The essential cookies are listed with label, duration and purpose.
    for (const label of [
      "Cookie choice (cookies-agree)",
      "Sign-in session (better-auth.session_token)",
      "Language (lang)",
      "Dashboard role (page_role)",
      "Opened item (gp_grant_<number>)",
      "Sign-in check (better-auth.state)",
    ]) {
      expect(await dialog.getByRole("rowheader", { name: label }).isVisible(), label).toBe(true);
    }
    // Only cookies something sets are listed: the site keeps sessions in better-auth's cookie, no access token.
    expect(await dialog.getByText("access_token").count()).toBe(0);
    expect(await dialog.getByText("Analytics and marketing", { exact: true }).isVisible()).toBe(true);

    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => dialogOpen(page)).toBe(false);
    await expect.poll(() => page.getByText("Optional cookies rejected. Greenpage will only use essential cookies.").isVisible()).toBe(true);
    expect(await banner(page).isVisible()).toBe(false);
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe("essential");
    expect(cookie?.path).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Cookie settings → Agree selected stores `all` and closes the dialog", async () => {
    const { context, page } = await visitor();
    await page.goto(`${siteUrl}/terms`);
    await banner(page).getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("button", { name: "Agree selected" }).click();
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect((await consentCookie(context))?.value).toBe("all");
    expect(await banner(page).isVisible()).toBe(false);
    await context.close();
  });

  it("works from the keyboard: the dialog takes focus, Escape closes it and focus returns to the opener", async () => {
    const { context, page } = await visitor();
    await page.goto(`${siteUrl}/privacy`);
    const settings = banner(page).getByRole("button", { name: "Cookie settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialogOpen(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogOpen(page)).toBe(false);
    // The banner's script gives focus back on the dialog's close event, which fires in a task after `open` turns false.
    await expect.poll(() => settings.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closing without a choice decides nothing.
    expect(await consentCookie(context)).toBeUndefined();
    expect(await banner(page).isVisible()).toBe(true);
    await context.close();
  });

  it("the footer's Cookie settings reopens the dialog after a choice, showing the choice in force", async () => {
    const { context, page } = await visitor();
    await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    await page.goto(`${siteUrl}/`);
    expect(await banner(page).isVisible()).toBe(false);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect.poll(() => dialogOpen(page)).toBe(true);
    expect(await page.getByLabel("Allow analytics and marketing cookies").isChecked()).toBe(false);
    await context.close();
  });

  it("never appears on /widget paths, not even on a 404 under /widget/", async () => {
    const { context, page } = await visitor();
    for (const path of ["/widget/greenpage-demo", "/widget/no-such-page/at/all"]) {
      await page.goto(`${siteUrl}${path}`);
      await page.waitForLoadState("load");
      expect(await page.locator("[data-cookie-banner], dialog[data-cookie-dialog]").count(), path).toBe(0);
    }
    // The same 404 page elsewhere does ask.
    await page.goto(`${siteUrl}/no-such-page/at/all`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await context.close();
  });
});

describe("tag manager", () => {
  it("is not requested before consent and loads right after Agree all, then on every later page", async () => {
    const { context, page, gtm } = await visitor();
    await page.goto(`${siteUrl}/`);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("script[data-tag-manager]").count()).toBe(1);
    expect(gtm).toEqual([]);

    await banner(page).getByRole("button", { name: "Agree all" }).click();
    await expect.poll(() => gtm.length).toBe(1);
    expect(gtm[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_ID}`);
    expect(await page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.[0]?.event)).toBe("gtm.js");

    await page.goto(`${siteUrl}/about`);
    await expect.poll(() => gtm.length).toBe(2);
    await context.close();
  });

  it("is never requested after Reject, nor on the widget even with consent", async () => {
    const { context, page, gtm } = await visitor();
    await page.goto(`${siteUrl}/`);
    await banner(page).getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("button", { name: "Reject" }).click();
    await page.goto(`${siteUrl}/contact`);
    await page.waitForLoadState("networkidle");
    expect(gtm).toEqual([]);

    await context.addCookies([{ name: "cookies-agree", value: "all", url: siteUrl }]);
    await page.goto(`${siteUrl}/widget/greenpage-demo`);
    await page.waitForLoadState("networkidle");
    expect(gtm).toEqual([]);
    await context.close();
  });
});

describe("page-view beacon", () => {
  const isBeacon = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/analytics/evts/";

  it("reports each page load with its path, referrer and language", async () => {
    const { context, page, errors } = await visitor();
    const sent: Record<string, unknown>[] = [];
    page.on("request", (r) => {
      if (isBeacon(r)) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto(`${siteUrl}/about`);
    await expect.poll(() => sent.length).toBe(1);
    // A plain link: no source marker.
    expect(sent[0]).toEqual({ path: "/about", referrer: null, language: "en", source: null });

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toEqual({ path: "/terms", referrer: `${siteUrl}/about`, language: "en", source: null });

    await page.goto(`${siteUrl}/privacy?lang=ja`);
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]).toMatchObject({ path: "/privacy", language: "ja" });

    // Widget frames count as page views too (here the site's 404 under /widget/, which has no banner).
    await page.goto(`${siteUrl}/widget/no-such-page/at/all`);
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]).toMatchObject({ path: "/widget/no-such-page/at/all" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("ignores a failing analytics endpoint without a script error", async () => {
    const { context, page, errors } = await visitor();
    let attempts = 0;
    await page.route("**/api/v1/analytics/evts/", (route) => {
      attempts += 1;
      return route.abort("failed");
    });
    const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/api/v1/analytics/evts/"));
    await page.goto(`${siteUrl}/`);
    await failed;
    // The page has seen its call fail; once the tasks queued behind that have run, any error would have been reported.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(attempts).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
