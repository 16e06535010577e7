import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.ts";

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const css = readFileSync(new URL("../src/styles/page-items.css", import.meta.url), "utf8");
/** A 1600×900 picture, as an uploaded news image comes (its size in its name, so in width and height). */
const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"/>')}`;

describe("uploaded images in the page's styles", () => {
  it("keeps a news image's shape when the column is narrower than its width and height attributes", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.setContent(`<style>${css}</style><ol class="news-list"><li><img src="${picture}" width="1600" height="900" alt=""></li></ol>`);
    const box = await page.locator("img").boundingBox();
    expect(box!.width).toBeLessThan(390);
    expect(box!.height / box!.width).toBeCloseTo(900 / 1600, 2);
    await page.close();
  });
});
