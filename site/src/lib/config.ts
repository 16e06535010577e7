/** Read once at server start: where the API listens (API_URL, or localhost:API_PORT). */
export const API_URL = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`).replace(/\/+$/, "");
export const IS_PRODUCTION = process.env.NODE_ENV === "production";
/** The site's public origin for canonical URLs, Open Graph and sitemaps (SITE_URL); else the request's own origin. */
export const SITE_URL = process.env.SITE_URL?.replace(/\/+$/, "") || undefined;
