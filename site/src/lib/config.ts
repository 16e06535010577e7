import { IMAGE_MAX_MB_DEFAULT } from "@greenpage/sdk";
/** Read once at server start: where the API listens (API_URL, or localhost:API_PORT). */
export const API_URL = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`).replace(/\/+$/, "");
export const IS_PRODUCTION = process.env.NODE_ENV === "production";
/** The site's public origin for canonical URLs, Open Graph and sitemaps (SITE_URL); else the request's own origin. */
export const SITE_URL = process.env.SITE_URL?.replace(/\/+$/, "") || undefined;
/** When the site was built (the sitemap's lastmod of its own pages); the server's start outside a build. */
export const SITE_BUILT_AT = import.meta.env.SITE_BUILT_AT ?? new Date().toISOString();
/** Google Tag Manager container (TAG_MANAGER_ID, e.g. GTM-XXXX); absent means no tag manager at all. */
export const TAG_MANAGER_ID = tagManagerId(process.env.TAG_MANAGER_ID);

function tagManagerId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  if (!id) return undefined;
  // It ends up in a script URL: refuse anything but a container id rather than fail silently in visitors' browsers.
  if (!/^GTM-[A-Z0-9]+$/.test(id)) throw new Error(`TAG_MANAGER_ID must look like GTM-XXXX (got "${id}")`);
  return id;
}
/** How long a rendered public page is reused for anonymous visitors at most (PAGE_CACHE_SECONDS, default 5; 0 turns it off): a change purges it at once. */
export const PAGE_CACHE_SECONDS = pageCacheSeconds(process.env.PAGE_CACHE_SECONDS);

function pageCacheSeconds(raw: string | undefined): number {
  const seconds = Number(raw ?? 5);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`PAGE_CACHE_SECONDS must be a whole number of seconds from 0 to 3600 (got "${raw}")`);
  return seconds;
}
/** The largest image the API accepts (IMAGE_MAX_MB, the API's own setting, else its default): the dashboard checks it before uploading. */
export const IMAGE_MAX_BYTES = imageMaxBytes(process.env.IMAGE_MAX_MB);

function imageMaxBytes(raw: string | undefined): number {
  const mb = Number(raw ?? IMAGE_MAX_MB_DEFAULT);
  // The API refuses to start with a bad value; the site keeps the default rather than skip the check.
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : IMAGE_MAX_MB_DEFAULT) * 1024 * 1024);
}

/** TRUSTED_PROXIES, the API's setting: socket addresses (nginx's) whose X-Forwarded-For is believed; loopback by default. */
export const TRUSTED_PROXIES: readonly string[] = (process.env.TRUSTED_PROXIES ?? "127.0.0.1,::1,::ffff:127.0.0.1")
  .split(",")
  .map((address) => address.trim())
  .filter(Boolean);
