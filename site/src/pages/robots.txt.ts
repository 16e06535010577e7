import type { APIRoute } from "astro";
import { SITE_URL } from "../lib/config.ts";

/** Public pages and Explore are for everyone; the dashboard, the API and the widget frames are not for search engines. */
export const GET: APIRoute = ({ url }) => {
  const origin = SITE_URL ?? url.origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /widget/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" } });
};
