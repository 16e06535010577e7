import { sendPageView } from "@greenpage/sdk";
import { readSourceMarker } from "../lib/source-marker.ts";

/**
 * Reports the view of the page now shown, with the source marker it was
 * opened with, then removes the marker from the address bar (other query
 * values and the hash stay), so a copied or bookmarked address does not count
 * as that source again. The address as opened is kept for a tag manager
 * that loads later (after cookie consent) as `originalLocation` in its data
 * layer, the usual GTM variable for a campaign's `page_location`, so its
 * utm_ values are not lost. Fire and forget (product spec §8).
 */
export function reportPageView(): void {
  const { source, search } = readSourceMarker(location.search);
  sendPageView({
    // A join or stats link's token is a key to a page: the report names the screen, not the link.
    path: location.pathname.replace(/^\/(join|stats)\/.*/, "/$1"),
    referrer: document.referrer || null,
    language: document.documentElement.lang.startsWith("ja") ? "ja" : "en",
    source,
  });
  if (search === location.search) return;
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ originalLocation: location.href });
  history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
}
