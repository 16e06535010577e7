import type { APIRoute } from "astro";
import { SITE_URL } from "../lib/config.ts";
import { fetchSitemapChunk, sitemapIndex, unavailable, urlset, xmlResponse } from "../lib/sitemap.ts";

/** One file while every published, visible page fits in it; an index of chunk files after that. */
export const GET: APIRoute = async ({ url }) => {
  const origin = SITE_URL ?? url.origin;
  const first = await fetchSitemapChunk(1).catch(() => null);
  if (!first) return unavailable();
  return xmlResponse(first.chunks > 1 ? sitemapIndex(origin, first.chunks) : urlset(origin, first.results, true));
};
