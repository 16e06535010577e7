import { createHash } from "node:crypto";
import { matchesEtag } from "./public-page/etag.ts";

/**
 * Memory for rendered public pages. A page view costs the site a few
 * milliseconds of rendering; popular pages are read far more often than their
 * owners change them, so each (page, language) is rendered at most once per
 * window and concurrent misses share one render. A change to a page purges it
 * at once (`purge`, driven by the API's page-change stream, page-changes.ts),
 * the window is only a backstop. Owners and other signed-in visitors always
 * get a fresh render and never reach this cache (middleware.ts).
 */
export type CachedPage = {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  /** Every header of the answer, finished once when kept (security headers, caching, ETag, length): a hit adds nothing. */
  headers: [string, string][];
  /** The same without a body's length: what a 304 carries. */
  notModifiedHeaders: [string, string][];
  /** Both again as Node writes them (site/server.mjs answers a hit before Astro sets up a request). */
  nodeHeaders: Record<string, string>;
  nodeNotModifiedHeaders: Record<string, string>;
  etag: string;
  expires: number;
  tag: string;
};

/** Pages mark themselves cacheable with this header, its value the page's id (only a published page rendered in full does). */
export const CACHEABLE_HEADER = "x-greenpage-cacheable";
const MAX_ENTRIES = 1000;
/** What the kept HTML may weigh in all: a bound on the site's memory whatever the number and size of pages. */
export const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** Never kept: what is one visitor's (their cookies), the marker itself, and what the cache computes from the bytes. */
const NOT_KEPT = new Set(["set-cookie", CACHEABLE_HEADER, "etag", "content-length"]);

/**
 * Headers in the order a `Response`'s are sent (Fetch's `Headers` lists them sorted by name, and Astro's Node
 * adapter writes them so): a kept page answered in front of Astro goes out exactly as Astro would send it.
 */
const byName = (headers: [string, string][]) => headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** A strong validator of the exact bytes, so a CDN or browser can revalidate with If-None-Match. */
export const etagOf = (body: Uint8Array) => `"${createHash("sha1").update(body).digest("base64url")}"`;

export function createPageCache(ttlSeconds: number, now: () => number = Date.now, maxBytes = PAGE_CACHE_MAX_BYTES) {
  const entries = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<Response>>();
  let bytes = 0;
  /** Counts purges: a render that began before one may carry the old page and is not kept. */
  let purges = 0;

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.body.byteLength;
    entries.delete(key);
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    entries.set(key, page);
    bytes += page.body.byteLength;
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > MAX_ENTRIES || (bytes > maxBytes && entries.size > 1)) forget(entries.keys().next().value!);
  }

  const replay = (page: CachedPage) => new Response(page.body, { status: page.status, headers: page.headers });

  /** The kept page for `key` while it is fresh: what a hit is answered from (`answer`), before any rendering is set up. */
  function fresh(key: string): CachedPage | undefined {
    if (ttlSeconds <= 0) return undefined;
    const hit = entries.get(key);
    return hit && hit.expires > now() ? hit : undefined;
  }

  /** Remembers a page that marked itself cacheable; a page that stops being one (unpublished) is forgotten. */
  async function keep(key: string, response: Response, purgesBefore: number): Promise<Response> {
    const tag = response.headers.get(CACHEABLE_HEADER);
    if (response.status !== 200 || !tag) {
      forget(key);
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const etag = etagOf(body);
    const notModifiedHeaders = byName([...[...response.headers].filter(([name]) => !NOT_KEPT.has(name)), ["etag", etag]]);
    const headers = byName([...notModifiedHeaders, ["content-length", String(body.byteLength)]]);
    const page: CachedPage = {
      body,
      status: response.status,
      headers,
      notModifiedHeaders,
      nodeHeaders: Object.fromEntries(headers),
      nodeNotModifiedHeaders: Object.fromEntries(notModifiedHeaders),
      etag,
      expires: now() + ttlSeconds * 1000,
      tag,
    };
    if (purges === purgesBefore) remember(key, page);
    return replay(page);
  }

  /**
   * Answers from memory when fresh. A key seen before (a public page) is
   * re-rendered once for everyone asking at the same moment; any other request
   * renders on its own, so pages that depend on more than the key (Explore's
   * query, the browser's language) are never shared between visitors.
   */
  async function serve(key: string, render: () => Promise<Response>): Promise<Response> {
    if (ttlSeconds <= 0) return render();
    const kept = fresh(key);
    if (kept) return replay(kept);
    const hit = entries.get(key);
    const purgesBefore = purges;
    if (!hit) return keep(key, await render(), purgesBefore);
    const pending = inFlight.get(key);
    if (pending) return (await pending).clone();
    const rendering = render().then((response) => keep(key, response, purgesBefore));
    inFlight.set(key, rendering);
    try {
      return (await rendering).clone();
    } finally {
      if (inFlight.get(key) === rendering) inFlight.delete(key);
    }
  }

  /**
   * Every kept copy of a page (all its languages and views) is stale from now on. Entries stay, expired,
   * so the next misses still share one render; renders under way are neither kept nor joined.
   */
  function purge(tag: string) {
    purges++;
    inFlight.clear();
    for (const page of entries.values()) if (page.tag === tag) page.expires = 0;
  }

  /** Forgets every page (the change stream was lost, or every page changed). */
  function clear() {
    purges++;
    inFlight.clear();
    entries.clear();
    bytes = 0;
  }

  return { serve, fresh, purge, clear, size: () => entries.size, bytes: () => bytes };
}

/**
 * A kept page as the visitor asked for it, with nothing computed per request:
 * 304 when their copy is this version, the headers alone for HEAD, else the bytes.
 */
export function answer(page: CachedPage, method: string, ifNoneMatch: string | null): Response {
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) return new Response(null, { status: 304, headers: page.notModifiedHeaders });
  return new Response(method === "HEAD" ? null : page.body, { status: page.status, headers: page.headers });
}

/** What `answerNode` writes to: the part of Node's `ServerResponse` it uses. */
export type NodeResponse = { writeHead(status: number, headers: Record<string, string>): unknown; end(body?: Uint8Array): unknown };

/**
 * `answer` written straight to Node's response: the same status, headers and bytes, without a `Response` between.
 * `setCookie` (`?lang=`'s) goes among them where Astro's answer carries it, in name order.
 */
export function answerNode(page: CachedPage, method: string, ifNoneMatch: string | undefined, res: NodeResponse, setCookie?: string): void {
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
    res.writeHead(304, withCookie(page.nodeNotModifiedHeaders, setCookie));
    res.end();
    return;
  }
  res.writeHead(page.status, withCookie(page.nodeHeaders, setCookie));
  // Node leaves out the body of an answer to HEAD by itself; the length stays that of the GET.
  res.end(method === "HEAD" ? undefined : page.body);
}

function withCookie(headers: Record<string, string>, setCookie: string | undefined): Record<string, string> {
  if (setCookie === undefined) return headers;
  return Object.fromEntries(byName([...Object.entries(headers), ["set-cookie", setCookie]]));
}
