import type { Browser, Page } from "playwright-core";
import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";

const siteUrl = inject("siteUrl");
const demo = `${siteUrl}/greenpage-demo`;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function visit(url: string, locale = "en-US"): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return page;
}

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute("content");

/** The demo's "100% renewable electricity" initiative: its own URL, from the page's card. */
async function demoItemUrl(): Promise<string> {
  const page = await visit(`${demo}?lang=en`);
  const href = await page.getByRole("link", { name: "100% renewable electricity", exact: true }).getAttribute("href");
  return new URL(href!, siteUrl).toString();
}

describe("oEmbed", () => {
  it("embeds an initiative's URL as that initiative's card, discovered from its page", async () => {
    const itemUrl = await demoItemUrl();
    const page = await visit(itemUrl);
    const discovery = await page.locator('link[type="application/json+oembed"]').getAttribute("href");
    expect(discovery).toContain(encodeURIComponent(itemUrl));
    const answer = await (await page.request.get(discovery!)).json();
    expect(answer.title).toBe("100% renewable electricity · Midori Coffee Roasters");
    expect([answer.thumbnail_width, answer.thumbnail_height]).toEqual([1200, 630]);
    const frame = /src="([^"]+)"/.exec(answer.html)![1]!.replaceAll("&#38;", "&");
    expect(frame).toBe(`${itemUrl.replace(demo, `${siteUrl}/widget/greenpage-demo`)}?src=embed`);

    const card = await visit(frame);
    expect(await card.getByRole("link", { name: "100% renewable electricity", exact: true }).isVisible()).toBe(true);
    expect(await card.locator(".content-card").count()).toBe(1);
    expect(await meta(card, 'meta[name="robots"]')).toBe("noindex");
  });
});

describe("sitemap", () => {
  it("lists the demo page's initiatives and gives every URL a lastmod", async () => {
    const itemUrl = await demoItemUrl();
    const page = await browser.newPage();
    const xml = await (await page.request.get(`${siteUrl}/sitemap.xml`)).text();
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(13);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toContain(`<loc>${itemUrl}</loc>`);
    expect(xml).toContain(`<loc>${demo}</loc>`);
    await page.close();
  });
});

describe("JSON-LD", () => {
  it("names the demo page's initiatives that are not certificates as CreativeWorks at their own URLs", async () => {
    const itemUrl = await demoItemUrl();
    const page = await visit(`${demo}?lang=en`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const ld = JSON.parse(blocks[0]!);
    expect([ld["@context"], ld["@type"]]).toEqual(["https://schema.org", "Organization"]);
    expect(ld.subjectOf.every((work: { "@type": string }) => work["@type"] === "CreativeWork")).toBe(true);
    expect(ld.subjectOf).toContainEqual(expect.objectContaining({ name: "100% renewable electricity", url: itemUrl }));
    const certificates = new Set(ld.hasCertification.map((c: { url: string }) => c.url));
    expect(ld.subjectOf.some((work: { url: string }) => certificates.has(work.url))).toBe(false);
  });
});

describe("the site's own pages", () => {
  it("give the landing pages a large share image in the visitor's language", async () => {
    for (const [path, locale, file] of [
      ["/", "en-US", "landing-business-en.png"],
      ["/personal", "ja-JP", "landing-personal-ja.png"],
    ] as const) {
      const page = await visit(`${siteUrl}${path}`, locale);
      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toBe(`${siteUrl}/og/${file}`);
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      expect([await meta(page, 'meta[property="og:image:width"]'), await meta(page, 'meta[property="og:image:height"]')]).toEqual(["1200", "630"]);
      const png = await page.request.get(image!);
      expect([png.status(), png.headers()["content-type"]]).toEqual([200, "image/png"]);
      expect([...(await png.body()).subarray(16, 24)]).toEqual([0, 0, 4, 176, 0, 0, 2, 118]);
      await page.context().close();
    }
  });

  it("describe Explore and the login page in English and Japanese", async () => {
    const expected = {
      "en-US": { "/explore": "Discover published sustainability pages", "/login": "Log in to Greenpage" },
      "ja-JP": { "/explore": "公開されているサステナビリティページ", "/login": "Greenpageにログインして" },
    };
    for (const [locale, paths] of Object.entries(expected)) {
      for (const [path, start] of Object.entries(paths)) {
        const page = await visit(`${siteUrl}${path}`, locale);
        expect(await meta(page, 'meta[name="description"]'), `${locale} ${path}`).toMatch(new RegExp(`^${start}`));
        expect(await meta(page, 'meta[property="og:description"]')).toBe(await meta(page, 'meta[name="description"]'));
        await page.context().close();
      }
    }
  });
});

describe("robots.txt", () => {
  it("lets link previews fetch the share images while the rest of the API stays out of search engines", async () => {
    const page = await visit(`${demo}?lang=en`);
    const itemUrl = await demoItemUrl();
    const pageImage = (await meta(page, 'meta[property="og:image"]'))!;
    await page.goto(itemUrl);
    const itemImage = (await meta(page, 'meta[property="og:image"]'))!;
    const robotsUrl = `${siteUrl}/robots.txt`;
    const robots = robotsParser(robotsUrl, await (await page.request.get(robotsUrl)).text());
    for (const agent of ["Twitterbot", "facebookexternalhit", "Googlebot"]) {
      expect(robots.isAllowed(pageImage, agent), `${agent} ${pageImage}`).toBe(true);
      expect(robots.isAllowed(itemImage, agent), `${agent} ${itemImage}`).toBe(true);
      expect(robots.isAllowed(demo, agent)).toBe(true);
      expect(robots.isAllowed(`${siteUrl}/api/v1/businesses/public/greenpage-demo/page/`, agent)).toBe(false);
      expect(robots.isAllowed(`${siteUrl}/dashboard`, agent)).toBe(false);
    }
  });
});
