/** The networks a share marker may name (`share-x`, `share-facebook`, …); `twitter` is X. */
const NETWORKS = new Set(["x", "facebook", "linkedin", "line", "whatsapp", "email", "threads", "bluesky", "mastodon", "reddit", "telegram", "pinterest"]);
const MARKERS = new Set(["qr", "widget", "embed", "explore"]);

/**
 * What a visit's marker says about where it came from, in the few words the
 * Analytics screen groups by: the markers our own links carry (QR code,
 * widget, embed, Explore, a share button per network), else a hand-made
 * `utm_source` kept as `utm:<value>`; null for a plain link. The widget's
 * frame needs no marker (its path says it), unless an embed (oEmbed) shows it.
 */
export function sourceOf(marker: string | null | undefined, path: string): string | null {
  const raw = (marker ?? "").trim().toLowerCase();
  if (raw === "embed" || raw === "oembed") return "embed";
  if (path.startsWith("/widget/")) return "widget";
  if (!raw) return null;
  if (MARKERS.has(raw)) return raw;
  const share = /^share[-_:]([a-z]+)$/.exec(raw);
  if (share) {
    const network = share[1] === "twitter" ? "x" : share[1]!;
    return NETWORKS.has(network) ? `share:${network}` : "share:other";
  }
  const cleaned = raw
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return cleaned ? `utm:${cleaned}` : null;
}
