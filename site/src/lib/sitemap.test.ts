import { describe, expect, it } from "vitest";
import { fitsOneFile, itemEntries, pageEntries, sitemapIndex, STATIC_PATHS, staticEntries, urlset } from "./sitemap.ts";

const origin = "https://greenpage.test";
const pages = [
  { handle: "midori&co", updated_at: "2026-11-01T10:00:00.000Z", languages: ["en", "ja"] },
  { handle: "aoi", updated_at: "2026-11-20T10:00:00.000Z", languages: ["en"] },
];
const items = [{ handle: "midori&co", id: 42, updated_at: "2026-11-03T08:00:00.000Z", languages: ["en", "ja"] }];
const all = () => urlset(origin, [...staticEntries("2026-11-10T00:00:00.000Z", pages), ...pageEntries(pages), ...itemEntries(items)]);

describe("sitemap XML", () => {
  it("lists the site's pages, each public page and each listed initiative with language alternates", () => {
    const xml = all();
    expect(xml).toContain("<loc>https://greenpage.test/explore</loc>");
    expect(xml).toContain("<loc>https://greenpage.test/midori&#38;co</loc><lastmod>2026-11-01</lastmod>");
    expect(xml).toContain('hreflang="ja" href="https://greenpage.test/midori&#38;co?lang=ja"');
    expect(xml).toContain("<loc>https://greenpage.test/midori&#38;co/42</loc><lastmod>2026-11-03</lastmod>");
    expect(xml).toContain('hreflang="ja" href="https://greenpage.test/midori&#38;co/42?lang=ja"');
  });

  it("gives every URL a lastmod: the build's for the site's pages, the newest page's for Explore", () => {
    const xml = all();
    const urls = xml.match(/<url>.*?<\/url>/g)!;
    expect(urls).toHaveLength(STATIC_PATHS.length + pages.length + items.length);
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toContain("<loc>https://greenpage.test/about</loc><lastmod>2026-11-10</lastmod>");
    expect(xml).toContain("<loc>https://greenpage.test/explore</loc><lastmod>2026-11-20</lastmod>");
  });

  it("keeps one file while everything fits, and indexes page and initiative chunk files after that", () => {
    const one = { chunks: 1, chunk_size: 20_000, results: pages };
    expect(fitsOneFile(one, { chunks: 1, chunk_size: 40_000, results: items })).toBe(true);
    expect(fitsOneFile(one, { chunks: 2, chunk_size: 40_000, results: items })).toBe(false);
    const many = Array.from({ length: 40_000 }, () => items[0]!);
    expect(fitsOneFile({ ...one, results: Array.from({ length: 10_000 }, () => pages[0]!) }, { chunks: 1, chunk_size: 40_000, results: many })).toBe(false);

    const xml = sitemapIndex(origin, 2, 1);
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://greenpage.test/sitemaps/2.xml</loc>");
    expect(xml).toContain("<loc>https://greenpage.test/sitemaps/items-1.xml</loc>");
  });
});
