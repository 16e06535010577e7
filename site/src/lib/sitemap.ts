import type { SitemapItems, SitemapPages } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

/** The site's own pages worth indexing, in both interface languages. */
export const STATIC_PATHS = ["/", "/personal", "/explore", "/about", "/contact", "/terms", "/privacy"];

/** A sitemap file holds at most 50,000 URLs. */
const URLS_PER_FILE = 50_000;

export type SitemapPage = SitemapPages["results"][number];
export type SitemapItem = SitemapItems["results"][number];
/** One `<url>`: where, when it last changed (ISO), and the languages it is offered in. */
export type SitemapEntry = { path: string; lastmod: string; languages: string[] };

export function fetchSitemapChunk(chunk: number): Promise<SitemapPages> {
  return serverApi.site.sitemapPages(chunk);
}

export function fetchSitemapItems(chunk: number): Promise<SitemapItems> {
  return serverApi.site.sitemapItems(chunk);
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlEntry(origin: string, entry: SitemapEntry) {
  const loc = `${origin}${entry.path}`;
  const links =
    entry.languages.length > 1
      ? entry.languages.map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${loc}?lang=${code}`)}"/>`).join("")
      : "";
  return `<url><loc>${escapeXml(loc)}</loc><lastmod>${entry.lastmod.slice(0, 10)}</lastmod>${links}</url>`;
}

const latest = (...dates: string[]) => dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));

/**
 * The site's own pages: they change with a build, and Explore also whenever a
 * page it lists does (`pages` is the first chunk, which holds the latest edits
 * often enough; the newest of it is what Explore shows first).
 */
export function staticEntries(builtAt: string, pages: SitemapPage[]): SitemapEntry[] {
  const explore = latest(builtAt, ...pages.map((p) => p.updated_at));
  return STATIC_PATHS.map((path) => ({ path, lastmod: path === "/explore" ? explore : builtAt, languages: ["en", "ja"] }));
}

export const pageEntries = (pages: SitemapPage[]): SitemapEntry[] =>
  pages.map((page) => ({ path: `/${page.handle}`, lastmod: page.updated_at, languages: page.languages }));

export const itemEntries = (items: SitemapItem[]): SitemapEntry[] =>
  items.map((item) => ({ path: `/${item.handle}/${item.id}`, lastmod: item.updated_at, languages: item.languages }));

/** A `<urlset>`: every URL with its lastmod and language alternates. */
export function urlset(origin: string, entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.map((e) => urlEntry(origin, e)).join("")}</urlset>\n`;
}

/** Whether the site's pages, the pages and the initiatives fit in one file. */
export const fitsOneFile = (pages: SitemapPages, items: SitemapItems) =>
  pages.chunks === 1 && items.chunks === 1 && STATIC_PATHS.length + pages.results.length + items.results.length <= URLS_PER_FILE;

/** A `<sitemapindex>` of the chunk files: pages (`/sitemaps/N.xml`, the first with the site's own pages) and initiatives (`/sitemaps/items-N.xml`). */
export function sitemapIndex(origin: string, pageChunks: number, itemChunks: number): string {
  const files = [
    ...Array.from({ length: pageChunks }, (_, i) => `${origin}/sitemaps/${i + 1}.xml`),
    ...Array.from({ length: itemChunks }, (_, i) => `${origin}/sitemaps/items-${i + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("")}</sitemapindex>\n`;
}

/** The API could not list pages: search engines are told to come back later rather than shown an error page. */
export const unavailable = () =>
  new Response("Sitemap temporarily unavailable", { status: 503, headers: { "retry-after": "300", "content-type": "text/plain; charset=utf-8" } });

export const xmlResponse = (body: string) =>
  new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
