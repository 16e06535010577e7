import { PAGE_FONTS } from "@greenpage/sdk";

/** The owner's style, reduced to what is safe to put in a style attribute: hex colours, a font and a light/dark theme. */
export type PageTheme = { dark: boolean; style: string };

type PageFont = (typeof PAGE_FONTS)[number];

/**
 * The Font setting as CSS font stacks of fonts already on the visitor's
 * device: a page never downloads a webfont (size and privacy), so each stack
 * names the usual system faces for Latin and Japanese text, then a generic family.
 */
export const PAGE_FONT_STACKS: Record<PageFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", sans-serif',
  serif: 'Georgia, "Times New Roman", "Hiragino Mincho ProN", "Yu Mincho", "Noto Serif JP", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Nunito, system-ui, sans-serif',
};

const isPageFont = (value: unknown): value is PageFont => typeof value === "string" && (PAGE_FONTS as readonly string[]).includes(value);

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_ACCENT = "#166534";

/** Relative luminance (WCAG) of a hex colour. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text on the accent colour: white or near-black, whichever reads better (contrast for accessibility). */
const onColor = (hex: string) => (luminance(hex) > 0.35 ? "#111827" : "#ffffff");

export function pageTheme(style: Record<string, unknown>): PageTheme {
  const pick = (value: unknown) => (typeof value === "string" && HEX.test(value) ? value : null);
  const accent = pick(style.primary_color) ?? DEFAULT_ACCENT;
  const second = pick(style.accent_color) ?? accent;
  // Only a known font name picks a stack (they are ours, never the owner's text), so nothing else reaches the CSS.
  const font = PAGE_FONT_STACKS[isPageFont(style.font) ? style.font : "system"];
  return {
    dark: style.theme === "dark",
    style: `--page-accent:${accent};--page-on-accent:${onColor(accent)};--page-accent-2:${second};--page-font:${font}`,
  };
}
