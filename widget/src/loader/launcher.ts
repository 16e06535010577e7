import type { WidgetOptions } from "../protocol.ts";
import { adoptStyles, FONT, textColorOn } from "../styles.ts";

export type Launcher = {
  /** The shadow root the popup chunk draws into. */
  root: ShadowRoot;
  setExpanded(expanded: boolean): void;
  focus(): void;
  remove(): void;
};

const CSS = `
.launcher{all:initial;box-sizing:border-box;position:fixed;bottom:20px;right:20px;z-index:2147483000;display:inline-flex;align-items:center;gap:8px;max-width:calc(100vw - 40px);padding:12px 18px;border-radius:999px;background:var(--gp-color);color:var(--gp-text);font:600 15px/1.2 ${FONT};box-shadow:0 6px 20px rgba(0,0,0,.22);cursor:pointer;transition:transform .15s ease-out}
.launcher.left{left:20px;right:auto}
.launcher:hover{transform:translateY(-2px)}
.launcher:focus-visible{outline:3px solid #111827;outline-offset:3px}
.launcher span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.launcher svg{width:20px;height:20px;flex:none;fill:currentColor}
@media (prefers-reduced-motion:reduce){.launcher{transition:none}.launcher:hover{transform:none}}
`;
const LEAF = "M20 4C11 4 5 9 5 16c0 1 .2 2 .5 2.8L3 21.3l1.2 1.2 2.5-2.5c.9.4 1.9.5 2.8.5C16 20.5 20 13 20 4z";
const SVG = "http://www.w3.org/2000/svg";

/**
 * The button a host page shows, in its own shadow root so the host's CSS
 * cannot reach it and ours cannot leak out. The host element is reset with
 * an inline `!important` rule because page-wide rules such as
 * `* { all: unset }` would otherwise pass their values down by inheritance.
 */
export function createLauncher(options: WidgetOptions, onActivate: () => void, onIntent: () => void): Launcher {
  const host = document.createElement("greenpage-widget");
  host.style.setProperty("all", "initial", "important");
  const root = host.attachShadow({ mode: "open" });
  adoptStyles(root, CSS);

  const button = document.createElement("button");
  button.type = "button";
  button.className = options.position === "bottom-left" ? "launcher left" : "launcher";
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.style.setProperty("--gp-color", options.color);
  button.style.setProperty("--gp-text", textColorOn(options.color));
  const icon = document.createElementNS(SVG, "svg");
  icon.setAttribute("viewBox", "0 0 24 24");
  icon.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", LEAF);
  icon.appendChild(path);
  const label = document.createElement("span");
  label.textContent = options.label;
  button.append(icon, label);
  button.addEventListener("click", onActivate);
  // A pointer over the launcher or focus on it: fetch the popup before the click.
  button.addEventListener("pointerenter", onIntent, { once: true });
  button.addEventListener("focus", onIntent, { once: true });
  root.appendChild(button);
  document.body.appendChild(host);

  return {
    root,
    setExpanded: (expanded) => button.setAttribute("aria-expanded", String(expanded)),
    focus: () => button.focus(),
    remove: () => host.remove(),
  };
}
