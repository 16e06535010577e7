import type { EmbedOptions } from "@greenpage/sdk/embed";

/** The embed's options are the SDK's `embed()` options: one definition for the tag and for single-page apps. */
export type { EmbedOptions };
/** The launcher's colour when the tag names none. */
export { DEFAULT_COLOR } from "./loader/options.ts";

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
