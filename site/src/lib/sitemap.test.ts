import { describe, expect, it } from "vitest";
import { sitemapIndex, urlset } from "./sitemap.ts";

describe("sitemap XML", () => {
  it("lists static pages once and each public page with its language alternates", () => {
    const xml = urlset("https://greenpage.test", [{ handle: "midori&co", updated_at: "2026-11-01T10:00:00.000Z", languages: ["en", "ja"] }], true);
    expect(xml).toContain("<loc>https://greenpage.test/explore</loc>");
    expect(xml).toContain("<loc>https://greenpage.test/midori&#38;co</loc><lastmod>2026-11-01</lastmod>");
    expect(xml).toContain('hreflang="ja" href="https://greenpage.test/midori&#38;co?lang=ja"');
    expect(urlset("https://greenpage.test", [], false)).not.toContain("/explore");
  });

  it("indexes chunk files", () => {
    const xml = sitemapIndex("https://greenpage.test", 2);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://greenpage.test/sitemaps/2.xml</loc>");
  });
});
