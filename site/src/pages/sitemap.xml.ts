import type { APIRoute } from "astro";
import { SITE_BUILT_AT, SITE_URL } from "../lib/config.ts";
import {
  fetchSitemapChunk,
  fetchSitemapItems,
  fitsOneFile,
  itemEntries,
  pageEntries,
  sitemapIndex,
  staticEntries,
  unavailable,
  urlset,
  xmlResponse,
} from "../lib/sitemap.ts";

/** One file while the site's pages, every published, visible page and its listed initiatives fit in it; an index of chunk files after that. */
export const GET: APIRoute = async ({ url }) => {
  const origin = SITE_URL ?? url.origin;
  const [pages, items] = await Promise.all([fetchSitemapChunk(1).catch(() => null), fetchSitemapItems(1).catch(() => null)]);
  if (!pages || !items) return unavailable();
  if (!fitsOneFile(pages, items)) return xmlResponse(sitemapIndex(origin, pages.chunks, items.chunks));
  return xmlResponse(urlset(origin, [...staticEntries(SITE_BUILT_AT, pages.results), ...pageEntries(pages.results), ...itemEntries(items.results)]));
};
