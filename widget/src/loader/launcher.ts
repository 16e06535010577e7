import type { WidgetOptions } from "../protocol.ts";

// Only what draws the launcher: its hover styles (the pointer cursor, the lift and its reduced-motion opt-out)
// come with the popup chunk, which loads on that same hover. The width leaves 20px each side besides the
// padding. The label carries its language, which is how the system font picks Japanese faces for Japanese
// text (no font names needed). The leaf is the button's `::before`: a square of borders in the text's colour
// with two corners rounded, so there is no SVG to build.
const CSS =
  `.launcher{all:initial;position:fixed;bottom:20px;right:20px;z-index:2147483000;max-width:calc(100% - 76px);padding:13px 18px;border-radius:99px;font:600 15px/1.2 system-ui,sans-serif;box-shadow:0 6px 20px #0003;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}` +
  // The popup's own elements never take a position's class name.
  ".bottom-left{left:20px;right:auto}" +
  ".launcher:focus-visible{outline:3px solid #111827;outline-offset:3px}" +
  '.launcher:before{content:"";float:left;margin:1px 8px 0 0;border:8px solid;border-radius:100% 0}';

/**
 * The button a host page shows, in its own shadow root (the button's
 * `parentNode`, where the popup chunk draws too) so the host's CSS cannot
 * reach it and ours cannot leak out. The host element is reset with an
 * inline `!important` rule because page-wide rules such as `* { all: unset }`
 * would otherwise pass their values down by inheritance; inline styles are
 * set through the CSSOM, which a strict `style-src` allows. `onIntent` (a pointer
 * over the launcher, or focus on it) fetches the popup before the click.
 */
export function createLauncher({ position, color, label, lang }: WidgetOptions, onActivate: () => void, onIntent: () => void): HTMLButtonElement {
  const host = document.createElement("greenpage-widget");
  host.style.cssText = "all:initial!important";
  const root = host.attachShadow({ mode: "open" });
  // A constructed style sheet is not an inline style: a host's strict `style-src` cannot block it. Browsers
  // without one (none of them enforce Trusted Types) get a `<style>`, which the parser closes at the text's end.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.innerHTML = `<style>${CSS}`;
  }
  // A button in a shadow root belongs to no form: its default type submits nothing.
  const button = document.createElement("button");
  button.className = `launcher ${position}`;
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.textContent = label;
  button.lang = lang;
  button.onclick = onActivate;
  button.onpointerenter = button.onfocus = onIntent;
  root.append(button);
  document.body.append(host);
  button.style.background = color;
  // White text unless near-black reads better (WCAG contrast): white on the colour keeps 4.5:1 while its
  // relative luminance stays at most 0.18. That luminance is the Y of the colour in XYZ, which the browser
  // works out for any CSS colour when it mixes the colour with itself there. A browser without color-mix()
  // reads no number (NaN): white text.
  button.style.color = `color-mix(in xyz,${color},${color})`;
  button.style.color = +getComputedStyle(button).color.split(" ")[2]! > 0.18 ? "#111827" : "#fff";
  return button;
}
