import type { WidgetOptions } from "../protocol.ts";
import { LAUNCHER_TEXT } from "./text.ts";

/** Greenpage's green: the launcher's colour unless `data-color` names another. */
export const DEFAULT_COLOR = "#166534";
const MAX_LABEL = 40;

/** The raw settings: a tag's `dataset`, or the object given to `Greenpage('init', …)`. */
export type RawOptions = { page?: unknown; lang?: unknown; position?: unknown; label?: unknown; color?: unknown; open?: unknown };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Settings with every default filled in, or null when no page is named
 * (nothing to show). The language is the one asked for, else the host page's,
 * else the browser's; English when that is not Japanese. A colour the browser's
 * CSS does not understand is Greenpage's green.
 */
export function readOptions(raw: RawOptions): WidgetOptions | null {
  const page = text(raw.page);
  const color = text(raw.color);
  const lang = /^ja/i.test(text(raw.lang) || document.documentElement.lang || navigator.language) ? "ja" : "en";
  return page
    ? {
        page,
        lang,
        position: text(raw.position) === "bottom-left" ? "bottom-left" : "bottom-right",
        label: text(raw.label).slice(0, MAX_LABEL) || LAUNCHER_TEXT[lang],
        color: color && CSS.supports("color", color) ? color : DEFAULT_COLOR,
        open: text(raw.open) === "auto" ? "auto" : "click",
      }
    : null;
}
