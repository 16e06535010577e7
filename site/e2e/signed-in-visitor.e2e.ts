import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, islandsReady, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** A fresh owner with a published page (its style as given). */
async function ownerWithPage(style?: Record<string, unknown>) {
  const handle = uniqueHandle("signed");
  const session = await ownerSession(browser, siteUrl, {
    page: { handle, name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
  });
  const id = session.business!.id;
  await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true, ...(style ? { style } : {}) });
  return { ...session, id, handle };
}

async function anonymous(): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  return context.newPage();
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

describe("a signed-in visitor", () => {
  it("sees an account menu on the site's pages instead of Log in / Sign up", async () => {
    const { page, owner, errors } = await ownerWithPage();
    for (const path of ["/", "/explore", "/about"]) {
      await page.goto(`${siteUrl}${path}`);
      const header = page.locator("header.site-header");
      expect(await header.getByRole("link", { name: "Log in" }).count(), path).toBe(0);
      expect(await header.getByRole("link", { name: "Sign up" }).count(), path).toBe(0);
      expect(await header.getByRole("link", { name: "Dashboard", exact: true }).getAttribute("href"), path).toBe("/dashboard");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
    }

    const toggle = page.locator(".account-menu > summary");
    await toggle.click();
    const panel = page.locator(".account-menu-panel");
    expect(await panel.getByText(owner.email).isVisible()).toBe(true);
    expect(await panel.getByText(owner.name).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

    // At 390 px the header still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await toggle.click();
    await islandsReady(page);
    await panel.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${siteUrl}/`);
    expect(await page.locator("header.site-header").getByRole("link", { name: "Log in" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("gets an Edit page bar on their own page, and the cache never mixes it with an anonymous visitor's page", async () => {
    const { page, handle, id } = await ownerWithPage();
    const visitor = await anonymous();
    // The anonymous render comes first, so it is the one the cache holds.
    await visitor.goto(`${siteUrl}/${handle}`);
    expect(await visitor.getByRole("link", { name: "Edit page" }).count()).toBe(0);

    await page.goto(`${siteUrl}/${handle}`);
    const edit = page.getByRole("link", { name: "Edit page" });
    expect(await edit.getAttribute("href")).toBe(`/dashboard?page=${id}`);
    await expectNoSeriousViolations(page);
    const response = await page.goto(`${siteUrl}/${handle}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");

    // Signed-in render last: the anonymous visitor still gets no bar; another signed-in person (not a member) neither.
    await visitor.reload();
    expect(await visitor.getByRole("link", { name: "Edit page" }).count()).toBe(0);
    const stranger = await ownerSession(browser, siteUrl);
    await stranger.page.goto(`${siteUrl}/${handle}`);
    expect(await stranger.page.getByRole("heading", { level: 1 }).textContent()).toBe("Harbour Bakery");
    expect(await stranger.page.getByRole("link", { name: "Edit page" }).count()).toBe(0);

    await edit.click();
    await page.waitForURL(/\/dashboard/);
  });

  it("is told that owners cannot vote for their own page", async () => {
    const { page, handle, errors } = await ownerWithPage();
    await page.goto(`${siteUrl}/${handle}`);
    await page
      .getByRole("button", { name: /Upvote/ })
      .first()
      .click();
    await expect.poll(() => page.getByText("Owners and members of a page cannot vote for their own page.").isVisible()).toBe(true);
    expect(await page.getByText("Your vote could not be saved").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("the owner's font", () => {
  it("shows the public page and the widget frame in the chosen font, with no webfont download", async () => {
    const { handle } = await ownerWithPage({ theme: "light", primary_color: "#166534", accent_color: "#0ea5e9", font: "serif" });
    const visitor = await anonymous();
    const fonts: string[] = [];
    visitor.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await visitor.goto(`${siteUrl}/${handle}`);
    expect(await bodyFont(visitor)).toMatch(/^Georgia,.*serif$/);
    expect(await visitor.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^Georgia/);
    await visitor.goto(`${siteUrl}/widget/${handle}`);
    expect(await bodyFont(visitor)).toMatch(/^Georgia,.*serif$/);
    expect(fonts).toEqual([]);

    const plain = await ownerWithPage();
    await visitor.goto(`${siteUrl}/${plain.handle}`);
    expect(await bodyFont(visitor)).toMatch(/^system-ui/);
  });
});
