import type { Lang, Position, WidgetOptions } from "../protocol.ts";
import { LAUNCHER_TEXT } from "./text.ts";

/** Greenpage's green: the launcher's colour unless `data-color` names another. */
export const DEFAULT_COLOR = "#166534";
const MAX_LABEL = 40;

/** The raw settings: a tag's `dataset`, or the object given to `Greenpage('init', …)`. */
export type RawOptions = { page?: unknown; lang?: unknown; position?: unknown; label?: unknown; color?: unknown; open?: unknown };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The language asked for, else the host page's, else the browser's; English when none is Japanese. */
function pickLang(asked: string): Lang {
  const candidates = [asked, document.documentElement.lang, navigator.language];
  const first = candidates.find((c) => c);
  return first?.toLowerCase().startsWith("ja") ? "ja" : "en";
}

const isColor = (value: string) => value !== "" && typeof CSS !== "undefined" && CSS.supports("color", value);

/** Settings with every default filled in, or null when no page is named (nothing to show). */
export function readOptions(raw: RawOptions): WidgetOptions | null {
  const page = text(raw.page);
  if (!page) return null;
  const lang = pickLang(text(raw.lang));
  const position: Position = text(raw.position) === "bottom-left" ? "bottom-left" : "bottom-right";
  const color = text(raw.color);
  return {
    page,
    lang,
    position,
    label: text(raw.label).slice(0, MAX_LABEL) || LAUNCHER_TEXT[lang].label,
    color: isColor(color) ? color : DEFAULT_COLOR,
    open: text(raw.open) === "auto" ? "auto" : "click",
  };
}
