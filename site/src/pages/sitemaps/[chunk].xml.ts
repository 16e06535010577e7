import type { APIRoute } from "astro";
import { SITE_BUILT_AT, SITE_URL } from "../../lib/config.ts";
import { fetchSitemapChunk, fetchSitemapItems, itemEntries, pageEntries, staticEntries, unavailable, urlset, xmlResponse } from "../../lib/sitemap.ts";

const notFound = () => new Response("Not found", { status: 404 });

/** `/sitemaps/N.xml`: a chunk of pages (the first with the site's own pages); `/sitemaps/items-N.xml`: a chunk of initiatives. */
export const GET: APIRoute = async ({ params, url }) => {
  const match = /^(items-)?([1-9]\d{0,3})$/.exec(params.chunk ?? "");
  const chunk = Number(match?.[2]);
  if (!match || chunk > 1000) return notFound();
  const origin = SITE_URL ?? url.origin;
  if (match[1]) {
    const data = await fetchSitemapItems(chunk).catch(() => null);
    if (!data) return unavailable();
    return chunk > data.chunks ? notFound() : xmlResponse(urlset(origin, itemEntries(data.results)));
  }
  const data = await fetchSitemapChunk(chunk).catch(() => null);
  if (!data) return unavailable();
  if (chunk > data.chunks) return notFound();
  return xmlResponse(urlset(origin, [...(chunk === 1 ? staticEntries(SITE_BUILT_AT, data.results) : []), ...pageEntries(data.results)]));
};
