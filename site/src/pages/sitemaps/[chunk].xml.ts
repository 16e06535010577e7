import type { APIRoute } from "astro";
import { SITE_URL } from "../../lib/config.ts";
import { fetchSitemapChunk, unavailable, urlset, xmlResponse } from "../../lib/sitemap.ts";

export const GET: APIRoute = async ({ params, url }) => {
  const chunk = Number(params.chunk);
  if (!Number.isInteger(chunk) || chunk < 1 || chunk > 1000) return new Response("Not found", { status: 404 });
  const data = await fetchSitemapChunk(chunk).catch(() => null);
  if (!data) return unavailable();
  if (chunk > data.chunks) return new Response("Not found", { status: 404 });
  return xmlResponse(urlset(SITE_URL ?? url.origin, data.results, chunk === 1));
};
