import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const readyPage = () => ({
  handle: uniqueHandle("layout"),
  name_json: { en: "Kumo Tea House" },
  description_json: { en: "Loose-leaf tea, plastic-free since 2020." },
});
const box = async (locator: Locator) => (await locator.boundingBox())!;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("dashboard layout", () => {
  it("Share: the popup selects stay inside their columns, and the colour starts from the page's main colour", async () => {
    const { page, context, business, errors } = await ownerSession(browser, siteUrl, { page: readyPage() });
    await apiAs(context, siteUrl, "PATCH", `/businesses/update/${business!.id}/`, {
      style: { theme: "light", primary_color: "#1d4ed8", accent_color: "#0ea5e9", font: "system" },
    });
    await openDashboard(page, siteUrl, "/dashboard/share");
    expect(await page.getByLabel("Button colour").inputValue()).toBe("#1d4ed8");
    expect(await page.getByLabel("Embed code").inputValue()).toContain('data-color="#1d4ed8"');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const label of ["Popup language", "When it opens"]) {
        const select = page.getByLabel(label, { exact: true });
        const field = select.locator("xpath=..");
        const [s, f] = [await box(select), await box(field)];
        expect(s.x + s.width, `${label} at ${width} px`).toBeLessThanOrEqual(f.x + f.width + 0.5);
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  it("at 390 px the navigation is a Menu button that opens it, and Escape or choosing a screen closes it", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: readyPage() });
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, siteUrl, "/dashboard/share");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    const menu = nav.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "Contents" }).isVisible()).toBe(false);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    const contents = nav.getByRole("link", { name: "Contents" });
    expect(await contents.isVisible()).toBe(true);
    // Every entry reads whole: none is cut off at the screen's edge.
    for (const link of await nav.getByRole("link").all()) {
      if (!(await link.isVisible())) continue;
      const b = await box(link);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);

    await menu.click();
    await contents.click();
    await page.waitForURL(/\/dashboard\/contents/);
    expect(await nav.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");

    // Wide screens show the navigation itself, no button.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await nav.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await nav.getByRole("link", { name: "Contents" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("toasts sit below the header: Log out and the language switch stay clickable", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: readyPage() });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await openDashboard(page, siteUrl, "/dashboard/customization");
      await page.getByRole("button", { name: "Save style" }).click();
      const toast = page.locator("[data-sonner-toast]").first();
      await toast.waitFor();
      // Sonner slides a toast in from above: measure where it comes to rest.
      const headerHeight = (await box(page.locator("header.site-header"))).height;
      await expect.poll(async () => (await box(toast)).y).toBeGreaterThanOrEqual(headerHeight);
      await page.waitForTimeout(500);
      const t = await box(toast);
      for (const control of [page.getByRole("button", { name: "Log out" }), page.getByRole("link", { name: "日本語" })]) {
        expect(overlaps(t, await box(control)), `toast over a header control at ${width} px`).toBe(false);
      }
      expect(t.y).toBeGreaterThanOrEqual(headerHeight);
      // Top-right, as everywhere.
      expect(t.x + t.width).toBeGreaterThan(width - 40);
    }
    expect(errors).toEqual([]);
  });

  it("Contents: the New category dialog has its close button top-right, and the last category keeps clear of News and events", async () => {
    const { page, context, business, errors } = await ownerSession(browser, siteUrl, { page: readyPage() });
    await apiAs(context, siteUrl, "POST", `/businesses/${business!.id}/contents/`, { title_json: { en: "Solar roof" } });
    await openDashboard(page, siteUrl, "/dashboard/contents");
    const lastCategory = page.getByTestId("category").last();
    await lastCategory.waitFor();
    const news = page.getByRole("heading", { level: 2, name: "News and events" });
    const [c, n] = [await box(lastCategory), await box(news)];
    expect(n.y - (c.y + c.height)).toBeGreaterThanOrEqual(24);

    await page.getByRole("button", { name: "Add category" }).click();
    const dialog = page.getByRole("dialog", { name: "New category" });
    await dialog.waitFor();
    const [d, title, closeButton] = [
      await box(dialog),
      await box(dialog.getByRole("heading", { name: "New category" })),
      await box(dialog.getByRole("button", { name: "Close" })),
    ];
    expect(closeButton.y).toBeLessThan(title.y + title.height);
    expect(d.x + d.width - (closeButton.x + closeButton.width)).toBeLessThan(40);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });
});
