/**
 * Where a visit came from (issue 21): the links Greenpage writes carry a
 * `src` marker that the public page reports with its view and then removes
 * from the address bar. A plain copied link carries none (the `link` source).
 * The API turns a marker into the source the Analytics screen shows.
 */
export type SourceMarker = "qr" | "widget" | "embed" | "explore" | `share-${ShareNetwork}`;
/** The share buttons' networks, as the API names them (`share-x`, `share-line`, …). */
export type ShareNetwork = "x" | "linkedin" | "facebook" | "line" | "whatsapp" | "email";

const MARKER = "src";
// Stands in for the origin of a root-relative link (`/midori`) while it is parsed.
const RELATIVE_BASE = "https://relative.invalid";

/** `url` with `src=<marker>` set; its other query values and its hash are kept, and a root-relative link stays relative. */
export function withSource(url: string, marker: SourceMarker): string {
  const parsed = new URL(url, RELATIVE_BASE);
  parsed.searchParams.set(MARKER, marker);
  return parsed.origin === RELATIVE_BASE ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** The longest marker the API stores. */
const MAX_MARKER_LENGTH = 64;

/**
 * What an address says about where the visit came from — its `src`, else its
 * `utm_source` (a hand-made campaign link), trimmed to what the API keeps —
 * and the query to show once the markers are gone (`src` and every `utm_*`
 * removed, other values kept). `search` is `location.search`.
 */
export function readSourceMarker(search: string): { source: string | null; search: string } {
  const query = new URLSearchParams(search);
  const marked = [query.get(MARKER), query.get("utm_source")].map((value) => value?.trim() ?? "").find(Boolean);
  const names = [...new Set(query.keys())].filter((name) => name === MARKER || name.startsWith("utm_"));
  for (const name of names) query.delete(name);
  const rest = query.toString();
  return { source: marked ? marked.slice(0, MAX_MARKER_LENGTH) : null, search: names.length ? (rest ? `?${rest}` : "") : search };
}
