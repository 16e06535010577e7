import type { paths } from "./api-types.ts";
import type { PageViewEvent } from "./types.ts";

const PAGE_VIEWS = "/api/v1/analytics/evts/" satisfies keyof paths;

/**
 * Records one page view without building a client: a page can send it on
 * every load for a few hundred bytes. Fire and forget: sent with `keepalive`
 * (it survives the page being left), and a failure is ignored, as analytics
 * must never disturb a visit. `POST /analytics/evts/`
 */
export function sendPageView(event: PageViewEvent, baseUrl = ""): void {
  globalThis
    .fetch(`${baseUrl.replace(/\/+$/, "")}${PAGE_VIEWS}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
      keepalive: true,
    })
    .catch(() => {});
}

/**
 * Records a visitor's click on a link block of the page at `path` (its
 * `/{handle}` or `/widget/{handle}`). Sent with `navigator.sendBeacon`, which
 * the browser delivers after the page is left, so following the link is never
 * delayed; where there is no beacon, a `keepalive` fetch. Failures are
 * ignored. The click is counted apart from page views. `POST /analytics/evts/`
 */
export function sendLinkClick(click: { path: string; linkBlockId: number; language?: PageViewEvent["language"] }, baseUrl = ""): void {
  const url = `${baseUrl.replace(/\/+$/, "")}${PAGE_VIEWS}`;
  const body = JSON.stringify({ path: click.path, kind: "click", link_block_id: click.linkBlockId, language: click.language ?? null });
  // A string goes as text/plain, which needs no CORS preflight; the API reads it as JSON.
  const beacon = globalThis.navigator?.sendBeacon?.bind(globalThis.navigator);
  if (beacon?.(url, body)) return;
  globalThis.fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch(() => {});
}
