import type { LanguageCode } from "./rules.ts";

/** Options of the popup widget, as `Greenpage('init', …)` takes them. */
export interface EmbedOptions {
  /** The Greenpage site serving the widget, e.g. `https://greenpage.example`. */
  origin: string;
  /** The page's handle. */
  page: string;
  /** The popup's language; by default the host page's `lang`, else the browser's (English unless Japanese). */
  lang?: LanguageCode;
  /** Where the launcher sits; default `bottom-right`. */
  position?: "bottom-right" | "bottom-left";
  /** The launcher's text; the language's default when not given. */
  label?: string;
  /** A CSS colour for the launcher and the popup's frame; Greenpage green by default. */
  color?: string;
  /** `auto` opens the popup once per visitor on load; default `click`. */
  open?: "auto" | "click";
}

export type WidgetEvent = "open" | "close";
export type WidgetListener = () => void;

/** Controls the widget `embed` set up. Once a newer `embed` ran, an older handle does nothing. */
export interface EmbedHandle {
  open(): void;
  close(): void;
  on(event: WidgetEvent, listener: WidgetListener): void;
  off(event: WidgetEvent, listener: WidgetListener): void;
  /** Removes the launcher and the popup (the loaded script stays for the next embed). */
  destroy(): void;
}

/** `window.Greenpage`: the host's queue until widget.js runs, then the widget's API (`v` is its version). */
type GreenpageGlobal = ((command: string, ...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; v?: string };

/** Marks the script tags `embed` adds. */
const SCRIPT_MARKER = "data-greenpage-sdk";

let latest = 0;

/**
 * Shows the Greenpage popup on a single-page app, as the one-tag embed does
 * on a static site: queues `init` (which replaces any widget shown) and adds
 * widget.js once. Safe to call during server rendering: it then does nothing.
 */
export function embed(options: EmbedOptions): EmbedHandle {
  const mine = ++latest;
  if (typeof window === "undefined" || typeof document === "undefined") return handle(() => undefined);
  const greenpage = installQueue();
  const origin = options.origin.replace(/\/+$/, "");
  greenpage("init", widgetOptions(options));
  if (!greenpage.v) addScript(`${origin}/widget.js`);
  return handle((command, ...args) => {
    if (mine === latest) (window as { Greenpage?: GreenpageGlobal }).Greenpage?.(command, ...args);
  });
}

function handle(call: (command: string, ...args: unknown[]) => void): EmbedHandle {
  return {
    open: () => call("open"),
    close: () => call("close"),
    on: (event, listener) => call("on", event, listener),
    off: (event, listener) => call("off", event, listener),
    destroy: () => call("destroy"),
  };
}

/** The same stub the one-tag snippet documents, so either may come first. */
function installQueue(): GreenpageGlobal {
  const host = window as { Greenpage?: GreenpageGlobal };
  if (!host.Greenpage) {
    const queue: GreenpageGlobal = function () {
      // The widget replays `arguments` objects, exactly as the snippet queues them.
      // biome-ignore lint/complexity/noArguments: a rest parameter would queue arrays, which the widget does not replay.
      (queue.q ??= []).push(arguments);
    };
    host.Greenpage = queue;
  }
  return host.Greenpage;
}

/** Only the options given: the widget fills in its own defaults. */
function widgetOptions({ origin: _origin, ...options }: EmbedOptions): Record<string, string> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Record<string, string>;
}

function addScript(src: string): void {
  const present = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].some((script) => script.src === src);
  if (present) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, "");
  (document.head ?? document.documentElement).appendChild(script);
}
