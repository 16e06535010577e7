import type { SitemapPages } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

/** The site's own pages worth indexing, in both interface languages. */
export const STATIC_PATHS = ["/", "/personal", "/explore", "/about", "/contact", "/terms", "/privacy"];

export function fetchSitemapChunk(chunk: number): Promise<SitemapPages> {
  return serverApi.site.sitemapPages(chunk);
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlEntry(loc: string, languages: string[], lastmod?: string) {
  const links =
    languages.length > 1 ? languages.map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${loc}?lang=${code}`)}"/>`).join("") : "";
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
}

/** A `<urlset>`: the site's own pages (first file only) and one chunk of public pages with their language alternates. */
export function urlset(origin: string, pages: SitemapPages["results"][number][], withStatic: boolean): string {
  const entries = [
    ...(withStatic ? STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`, ["en", "ja"])) : []),
    ...pages.map((page) => urlEntry(`${origin}/${page.handle}`, page.languages, page.updated_at.slice(0, 10))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>\n`;
}

/** A `<sitemapindex>` of the chunk files, used once there are more pages than one file may hold. */
export function sitemapIndex(origin: string, chunks: number): string {
  const entries = Array.from({ length: chunks }, (_, i) => `<sitemap><loc>${origin}/sitemaps/${i + 1}.xml</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
}

/** The API could not list pages: search engines are told to come back later rather than shown an error page. */
export const unavailable = () =>
  new Response("Sitemap temporarily unavailable", { status: 503, headers: { "retry-after": "300", "content-type": "text/plain; charset=utf-8" } });

export const xmlResponse = (body: string) =>
  new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
