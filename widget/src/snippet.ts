/** Options of the one-tag embed (the widget reads them from `data-*` attributes). */
export type EmbedOptions = {
  /** The site serving the widget, e.g. `https://greenpage.example`. */
  origin: string;
  /** The page's handle. */
  page: string;
  lang?: "en" | "ja";
  position?: "bottom-right" | "bottom-left";
  label?: string;
  color?: string;
  open?: "auto" | "click";
};

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The `<script>` tag a host page pastes to show the popup. The one place the
 * snippet is written: the dashboard's Share screen and the SDK's docs use it.
 * Only the options given are written, in a fixed order.
 */
export function embedSnippet({ origin, page, lang, position, label, color, open }: EmbedOptions): string {
  const base = origin.replace(/\/+$/, "");
  const attributes: [string, string | undefined][] = [
    ["src", `${base}/widget.js`],
    ["data-page", page],
    ["data-lang", lang],
    ["data-position", position],
    ["data-label", label?.trim() || undefined],
    ["data-color", color],
    ["data-open", open],
  ];
  const written = attributes.filter((a): a is [string, string] => a[1] !== undefined).map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  return `<script ${written.join(" ")} async></script>`;
}
