/**
 * Puts CSS into a shadow root without a `<style>` element where the browser
 * allows: constructed style sheets are not inline styles, so a host page's
 * strict `style-src` cannot block them.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ("adoptedStyleSheets" in root && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement("style");
  style.textContent = css;
  root.appendChild(style);
}

/** White text unless the colour is a light hex colour, where near-black reads better (WCAG contrast). */
export function textColorOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return "#fff";
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White on the colour has 4.5:1 contrast while luminance stays below ~0.18.
  return luminance > 0.18 ? "#111827" : "#fff";
}

/** The system font stack, with Japanese faces before the generic fallback. */
export const FONT = `system-ui,-apple-system,"Segoe UI",Roboto,"Hiragino Sans","Noto Sans JP",sans-serif`;
