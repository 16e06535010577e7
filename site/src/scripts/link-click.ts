import { sendLinkClick } from "@greenpage/sdk";

/**
 * Counts clicks on the page's link blocks: a left or middle click (or Enter)
 * on a `[data-link-block]` link sends one beacon with the block's id and the
 * page's path; the browser follows the link at once, as the beacon never
 * waits (product spec §8: analytics never disturb a visit).
 */
export function reportLinkClicks(): void {
  const report = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-link-block]");
    const id = Number(link?.dataset.linkBlock);
    if (!link || !Number.isInteger(id) || id <= 0) return;
    sendLinkClick({ path: location.pathname, linkBlockId: id, language: document.documentElement.lang.startsWith("ja") ? "ja" : "en" });
  };
  document.addEventListener("click", report);
  document.addEventListener("auxclick", report);
}
