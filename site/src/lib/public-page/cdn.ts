import { CACHEABLE_HEADER } from "../page-cache.ts";
import { withHeaders } from "../security/headers.ts";
import { matchesEtag } from "./etag.ts";

export { matchesEtag };

/**
 * HTTP caching of public pages (`/{handle}`, its items, `/widget/{handle}`) by
 * browsers and shared caches (a CDN, a caching proxy):
 * - an anonymous view is `public` for 1 s at a shared cache (`s-maxage`) and
 *   revalidated by browsers (`max-age=0` with an `ETag`, answered 304 when
 *   unchanged), so the 1-second promise holds even for a CDN nobody purges;
 * - it varies by `Cookie` (the remembered language, a session or a gate's grant
 *   change what is drawn);
 * - `Surrogate-Key` (Fastly, Varnish) and `Cache-Tag` (Cloudflare, Akamai) name
 *   the page as `page-{id}` and `handle-{handle}`, for a CDN that keeps pages
 *   longer and purges them by key on the API's change stream (`page_id`);
 * - a view drawn for a signed-in visitor or one holding a grant is
 *   `private, no-store`, never keyed for a shared cache.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=1";
const PAGE_KEYS = ["surrogate-key", "cache-tag"];

/** The keys a public view is purged by: set by the page itself (read.ts) on a full render. */
export function surrogateKeys(pageId: number, handle: string): [string, string][] {
  const keys = [`page-${pageId}`, `handle-${handle.toLowerCase()}`];
  return [
    ["surrogate-key", keys.join(" ")],
    ["cache-tag", keys.join(",")],
  ];
}

function rewrite(response: Response, set: [string, string][], remove: string[]): Response {
  const headers = new Headers(response.headers);
  for (const name of remove) headers.delete(name);
  for (const [name, value] of set) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const isPublicView = (response: Response) => response.status === 200 && response.headers.has("surrogate-key");

/** The headers every anonymous view of a public page carries. */
export const SHARED_VIEW_HEADERS: [string, string][] = [
  ["cache-control", SHARED_CACHE_CONTROL],
  ["vary", "Cookie"],
];

/**
 * An anonymous view's caching headers set on the response itself, the cache's marker left for the page cache
 * to read: what the page cache keeps is then the answer as sent, and a hit has nothing left to add.
 */
export function sharedHeaders(response: Response): Response {
  return isPublicView(response) ? withHeaders(response, SHARED_VIEW_HEADERS) : response;
}

/** An anonymous visitor's view: cacheable by anyone when it is a public page, 304 when the browser has it. */
export function sharedView(response: Response, request: Request): Response {
  if (!isPublicView(response)) return response;
  const etag = response.headers.get("etag");
  const shared = rewrite(response, SHARED_VIEW_HEADERS, [CACHEABLE_HEADER]);
  if (!etag || !matchesEtag(request.headers.get("if-none-match"), etag)) return shared;
  shared.headers.delete("content-length");
  return new Response(null, { status: 304, headers: shared.headers });
}

/** A view drawn for one visitor (signed in, or through a gate): theirs alone. */
export function privateView(response: Response): Response {
  if (!response.headers.has("surrogate-key") && !response.headers.has(CACHEABLE_HEADER)) return response;
  return rewrite(response, [["cache-control", "private, no-store"]], [CACHEABLE_HEADER, ...PAGE_KEYS]);
}
