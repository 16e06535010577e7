/**
 * A few seconds of memory for rendered public pages. A page view costs the
 * site a few milliseconds of rendering; popular pages are read far more often
 * than their owners change them, so each (page, language) is rendered at most
 * once per window and concurrent misses share one render. Owners and other
 * signed-in visitors always get a fresh render, so an edit shows at once to
 * the person who made it and within PAGE_CACHE_SECONDS to everyone else.
 */
export type CachedPage = { body: string; status: number; headers: [string, string][]; expires: number };

/** Pages mark themselves cacheable with this header (only a published page rendered in full does). */
export const CACHEABLE_HEADER = "x-greenpage-cacheable";
const MAX_ENTRIES = 1000;

export function createPageCache(ttlSeconds: number, now: () => number = Date.now) {
  const entries = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<Response>>();

  function remember(key: string, page: CachedPage) {
    entries.delete(key);
    entries.set(key, page);
    // Map keeps insertion order: the first key is the oldest.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  const replay = (page: CachedPage) => new Response(page.body, { status: page.status, headers: page.headers });

  /** Remembers a page that marked itself cacheable; a page that stops being one (unpublished) is forgotten. */
  async function keep(key: string, response: Response): Promise<Response> {
    if (response.status !== 200 || !response.headers.has(CACHEABLE_HEADER)) {
      entries.delete(key);
      return response;
    }
    const page: CachedPage = {
      body: await response.text(),
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie" && name !== CACHEABLE_HEADER),
      expires: now() + ttlSeconds * 1000,
    };
    remember(key, page);
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
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return replay(hit);
    if (!hit) return keep(key, await render());
    const pending = inFlight.get(key);
    if (pending) return (await pending).clone();
    const rendering = render().then((response) => keep(key, response));
    inFlight.set(key, rendering);
    try {
      return (await rendering).clone();
    } finally {
      inFlight.delete(key);
    }
  }

  return { serve, size: () => entries.size };
}
