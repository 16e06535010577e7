/**
 * Puts CSS into a shadow root without a `<style>` element where the browser
 * allows: constructed style sheets are not inline styles, so a host page's
 * strict `style-src` cannot block them. Browsers without them get a `<style>`.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = css;
    root.append(style);
  }
}

/** White text unless the colour is a light hex colour, where near-black reads better (WCAG contrast). */
export function textColorOn(color: string): string {
  // Anything but a hex colour reads as black (NaN's channels are 0), so white text.
  const hex = /^#([\da-f]{3}){1,2}$/i.test(color) ? color.slice(1) : "";
  const rgb = parseInt(hex[3] ? hex : hex.replace(/./g, "$&$&"), 16);
  // Relative luminance, blue (the low byte) first. 8-bit channels never fall between .03928 and .04.
  let luminance = 0;
  for (const [i, weight] of [0.0722, 0.7152, 0.2126].entries()) {
    const channel = ((rgb >> (8 * i)) & 255) / 255;
    luminance += weight * (channel < 0.04 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  }
  // White on the colour has 4.5:1 contrast while luminance stays below ~0.18.
  return luminance > 0.18 ? "#111827" : "#fff";
}

/** The system font stack, with Japanese faces before the generic fallback (every browser the widget targets knows `system-ui`). */
export const FONT = `system-ui,"Hiragino Sans","Noto Sans JP",sans-serif`;
