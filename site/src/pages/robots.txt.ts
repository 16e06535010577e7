import type { APIRoute } from "astro";
import { SITE_URL } from "../lib/config.ts";

/**
 * Public pages and Explore are for everyone; the dashboard, the API and the
 * widget frames are not for search engines. The share images (og:image) live
 * under the API and must stay fetchable: link previews (X's among them) obey
 * robots.txt, and the longer Allow wins over `Disallow: /api/`.
 */
export const GET: APIRoute = ({ url }) => {
  const origin = SITE_URL ?? url.origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Allow: /api/v1/businesses/public/*/share-image/",
    "Disallow: /widget/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" } });
};
