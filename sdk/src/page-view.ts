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
