import type { IncomingMessage, ServerResponse } from "node:http";
import { answerNode, type CachedPage } from "./page-cache.ts";

/**
 * How the site's server (`site/server.mjs`, plain Node in front of Astro's)
 * reaches the page cache that lives inside Astro's bundle: the middleware
 * registers a finder under this well-known symbol when it loads, the server
 * asks it first for every request. A hit is then one Map lookup and one
 * write of headers finished when the page was kept; Astro sets up nothing.
 */
export const KEPT_PAGES = Symbol.for("greenpage.kept-pages");

/** Answers `req` from a kept page and says so, or says it did not (Astro answers then). */
export type KeptPagesHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The address Astro's Node adapter builds for a request (`buildRequestUrl`: the socket's protocol, the Host
 * header, the raw path), or `undefined` where it would guess or refuse (no Host, a path it cannot parse or
 * decode): those requests go to Astro, which answers them as it always has.
 */
export function nodeRequestUrl(req: IncomingMessage): URL | undefined {
  const host = req.headers.host;
  const path = req.url;
  if (!host || !path?.startsWith("/") || path.startsWith("//")) return undefined;
  try {
    decodeURI(path);
  } catch {
    return undefined;
  }
  const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  const address = `${protocol}://${host}${path}`;
  return URL.canParse(address) ? new URL(address) : undefined;
}

/**
 * What answers a request from the kept pages: the page, and the one cookie the answer sets when Astro's would
 * (`?lang=` remembering the language it names: the same for everyone asking that address).
 */
export type KeptAnswer = { page: CachedPage; setCookie?: string };

/** The handler for the site's server, given how the middleware finds a kept page for a request. */
export function keptPagesHandler(find: (method: string, url: URL, cookieHeader: string) => KeptAnswer | undefined): KeptPagesHandler {
  return (req, res) => {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") return false;
    const url = nodeRequestUrl(req);
    const found = url && find(method, url, req.headers.cookie ?? "");
    if (!found) return false;
    answerNode(found.page, method, req.headers["if-none-match"], res, found.setCookie);
    return true;
  };
}

/** Makes the kept pages reachable by the site's server (called once, by the middleware as it loads). */
export function offerKeptPages(handler: KeptPagesHandler): void {
  (globalThis as { [KEPT_PAGES]?: KeptPagesHandler })[KEPT_PAGES] = handler;
}
