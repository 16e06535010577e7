/** The owner's style, reduced to what is safe to put in a style attribute: hex colours and a light/dark theme. */
export type PageTheme = { dark: boolean; style: string };

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
  return {
    dark: style.theme === "dark",
    style: `--page-accent:${accent};--page-on-accent:${onColor(accent)};--page-accent-2:${second}`,
  };
}
