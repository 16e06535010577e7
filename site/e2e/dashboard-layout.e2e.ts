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
});
