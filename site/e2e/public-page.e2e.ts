import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { decodeQrPng } from "./qr.ts";

const siteUrl = inject("siteUrl");
const demo = `${siteUrl}/greenpage-demo`;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function visitor(options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: "en-US", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

// The schema.org block comes first; a Verified item's page adds its credential as a second.
const jsonLd = async (page: Page) => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "null");

describe("the public page", () => {
  it("shows the demo page in English, then in Japanese, and remembers the language", async () => {
    const { page, errors } = await visitor();
    const pageView = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/"));
    const response = await page.goto(demo);
    expect(response?.status()).toBe(200);
    expect((await pageView).postDataJSON()).toMatchObject({ path: "/greenpage-demo", language: "en" });
    await expect.poll(() => page.locator("[data-cookie-banner]").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    expect(await page.getByRole("heading", { name: "Climate", level: 2 }).isVisible()).toBe(true);
    expect(await page.locator(".content-card").count()).toBeGreaterThanOrEqual(4);
    // Uploaded pictures come resized (API + sharp): the 256 px logo per screen density, the 1200 px covers by width, none wider.
    const logo = page.locator("img.logo");
    expect(await logo.getAttribute("srcset")).toMatch(/\/images\/[0-9a-f-]{36}-256x256\.png\?w=96 1x, \S+\?w=256 2x$/);
    expect(await page.locator(".content-card img.cover").first().getAttribute("srcset")).toMatch(/^\S+\?w=256 256w, .+\?w=1080 1080w, \S+\?w=1200 1200w$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.currentSrc.endsWith("?w=96")])).toEqual([96, true]);
    expect(await page.getByText("Achieved").first().isVisible()).toBe(true);
    expect(await page.getByText("JAS-2025-0142").isVisible()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    // Search engines and link previews: alternates, Open Graph, oEmbed discovery and the certification in JSON-LD.
    expect(await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute("href")).toBe(`${demo}?lang=ja`);
    // The share card, 1200×630, drawn by the API and cached for a year behind its versioned address.
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    expect(image).toMatch(/\/api\/v1\/businesses\/public\/greenpage-demo\/share-image\/\?lang=en&v=[0-9a-f-]{36}$/);
    expect(await page.locator('meta[property="og:image:width"]').getAttribute("content")).toBe("1200");
    expect(await page.locator('meta[property="og:image:height"]').getAttribute("content")).toBe("630");
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(image);
    const card = await page.request.get(image);
    expect([card.status(), card.headers()["content-type"], card.headers()["cache-control"]]).toEqual([200, "image/png", "public, max-age=31536000, immutable"]);
    expect([...(await card.body()).subarray(16, 24)]).toEqual([0, 0, 4, 176, 0, 0, 2, 118]);
    expect(await page.locator('link[type="application/json+oembed"]').getAttribute("href")).toContain(encodeURIComponent(demo));
    const ld = await jsonLd(page);
    expect(ld["@type"]).toBe("Organization");
    expect(ld.hasCertification.map((c: { name: string }) => c.name)).toEqual(["Organic JAS certification"]);

    await page.getByRole("link", { name: "日本語" }).click();
    await page.waitForURL(`${demo}?lang=ja`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("みどりコーヒー焙煎所");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.getByText("達成").first().isVisible()).toBe(true);

    await page.goto(demo);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("みどりコーヒー焙煎所");
    expect(errors).toEqual([]);
  });

  it("opens one initiative on its own URL and goes back", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${demo}?lang=en`);
    await page.getByRole("link", { name: "100% renewable electricity", exact: true }).click();
    await page.waitForURL(/\/greenpage-demo\/\d+$/);
    expect(await page.getByRole("heading", { level: 2, name: "100% renewable electricity" }).isVisible()).toBe(true);
    expect(await page.getByText("guarantees of origin").isVisible()).toBe(true);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/greenpage-demo\/contents\/\d+\/share-image\/\?lang=en&v=/);
    await page.getByRole("link", { name: /Back to Midori Coffee Roasters/ }).click();
    await page.waitForURL(demo);
    expect(errors).toEqual([]);
  });

  it("copies the page link and shows a toast", async () => {
    const { context, page, errors } = await visitor();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    await page.goto(`${demo}?lang=en`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByText("Link copied").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo);
    expect(errors).toEqual([]);
  });

  it("offers a QR code that decodes back to the page URL marked src=qr, as PNG and SVG", async () => {
    const { page, errors } = await visitor({ acceptDownloads: true });
    await page.goto(`${demo}?lang=en`);
    await page.getByRole("button", { name: "QR code" }).click();
    const dialog = page.getByRole("dialog", { name: "QR code for this page" });
    await expect.poll(() => dialog.locator("img").count()).toBe(1);

    const [png] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("greenpage-greenpage-demo-qr.png");
    // A scan says it came from the QR code.
    expect(decodeQrPng((await png.path())!)).toBe(`${demo}?src=qr`);

    const [svg] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download SVG" }).click()]);
    expect(svg.suggestedFilename()).toBe("greenpage-greenpage-demo-qr.svg");
    expect(readFileSync((await svg.path())!, "utf8")).toMatch(/^<svg [^>]*viewBox/);
    expect(errors).toEqual([]);
  });

  it("links to each network's share dialog with the page URL marked by that network", async () => {
    const { page } = await visitor();
    await page.goto(`${demo}?lang=en`);
    for (const [network, marker] of [
      ["X", "share-x"],
      ["LinkedIn", "share-linkedin"],
      ["Facebook", "share-facebook"],
      ["LINE", "share-line"],
      ["WhatsApp", "share-whatsapp"],
    ]) {
      const href = await page.locator(".share-bar a", { hasText: network }).first().getAttribute("href");
      expect(decodeURIComponent(href ?? ""), network).toContain(`${demo}?src=${marker}`);
    }
  });

  it("reports the source marker it was opened with, then leaves only the other values and the hash in the address", async () => {
    const { page, errors } = await visitor();
    const view = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/"));
    await page.goto(`${demo}?src=qr&utm_medium=x&keep=1#top`);
    expect((await view).postDataJSON()).toMatchObject({ path: "/greenpage-demo", source: "qr" });
    await expect.poll(() => page.url()).toBe(`${demo}?keep=1#top`);

    // A hand-made campaign link counts by its utm_source; a plain link keeps its address.
    const campaign = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/"));
    await page.goto(`${demo}?utm_source=newsletter&utm_campaign=spring&lang=en`);
    expect((await campaign).postDataJSON()).toMatchObject({ source: "newsletter" });
    await expect.poll(() => page.url()).toBe(`${demo}?lang=en`);
    const plain = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/"));
    await page.goto(`${demo}?lang=en`);
    expect((await plain).postDataJSON().source).toBeNull();
    expect(page.url()).toBe(`${demo}?lang=en`);
    expect(errors).toEqual([]);
  });

  it("marks the frame's links out src=widget, or src=embed when an oEmbed frame was opened with it", async () => {
    const { page, errors } = await visitor();
    const madeWith = () => page.getByRole("link", { name: /Made with Greenpage/ }).getAttribute("href");
    await page.goto(`${siteUrl}/widget/greenpage-demo?lang=en`);
    expect(await madeWith()).toBe(`${demo}?src=widget`);
    await page.goto(`${siteUrl}/widget/greenpage-demo?src=embed`);
    await expect.poll(madeWith).toBe(`${demo}?src=embed`);
    expect(await page.locator(".content-card a").first().getAttribute("href")).toMatch(/\/greenpage-demo\/\d+\?src=embed$/);
    await expect.poll(() => page.url()).toBe(`${siteUrl}/widget/greenpage-demo`);
    expect(errors).toEqual([]);
  });

  it("answers a real 404 for an unknown handle and 'Page coming soon' for an unpublished page", async () => {
    const { page } = await visitor();
    const missing = await page.goto(`${siteUrl}/no-such-page-here`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByText("The page you are looking for does not exist.").isVisible()).toBe(true);
    const missingItem = await page.goto(`${demo}/999999`);
    expect(missingItem?.status()).toBe(404);

    // A fresh owner's page is unpublished until they publish it.
    const api = page.context().request;
    const email = `coming-${Date.now()}@example.com`;
    const handle = `soon-${Date.now().toString(36)}`;
    const headers = { origin: siteUrl };
    expect(
      (await api.post(`${siteUrl}/api/v1/signup/`, { data: { name: "Soon", business_name: "Soon Co", email, password: "secret-123" }, headers })).status(),
    ).toBe(201);
    const created = await api.post(`${siteUrl}/api/v1/businesses/create/`, { data: { handle, page_type: "business" }, headers });
    expect(created.status()).toBe(201);
    await page.goto(`${siteUrl}/${handle}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page coming soon");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("gives personal pages the personal layout and a Person in JSON-LD", async () => {
    const { page } = await visitor();
    await page.goto(`${siteUrl}/kenji-sato?lang=en`);
    expect(await page.locator(".page.personal").count()).toBe(1);
    expect((await jsonLd(page))["@type"]).toBe("Person");
  });

  it("serves a light page for the widget frame: no site chrome, no share bar", async () => {
    const { page, errors } = await visitor();
    const pageView = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/") && r.method() === "POST");
    const response = await page.goto(`${siteUrl}/widget/greenpage-demo?lang=en`);
    expect(response?.status()).toBe(200);
    expect((await pageView).postDataJSON()).toMatchObject({ path: "/widget/greenpage-demo", language: "en" });
    // Links open outside the frame, except the language switch, which stays in it.
    expect(await page.locator("base").getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("link", { name: "日本語" }).getAttribute("target")).toBe("_self");
    expect(await page.locator("[data-cookie-banner]").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    expect(await page.locator(".share-bar, .page-footer, .site-header").count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(errors).toEqual([]);
  });

  it("publishes a sitemap of visible pages and a robots.txt pointing at it", async () => {
    const { page } = await visitor();
    const robots = await page.goto(`${siteUrl}/robots.txt`);
    expect(await robots?.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const sitemap = await page.goto(`${siteUrl}/sitemap.xml`);
    const xml = (await sitemap?.text()) ?? "";
    expect(xml).toContain(`<loc>${demo}</loc>`);
    expect(xml).toContain(`<loc>${siteUrl}/kenji-sato</loc>`);
  });
});
