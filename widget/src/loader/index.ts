import type { Listeners, PopupHandle, PopupMount, PopupOptions, WidgetEvent } from "../protocol.ts";
import { createLauncher } from "./launcher.ts";
import { readOptions, type RawOptions } from "./options.ts";

// Swapped in by the build: the popup chunk's versioned file name and the widget's version.
declare const __POPUP_FILE__: string;
declare const __WIDGET_VERSION__: string;

/** `window.Greenpage`: the one global. Before this script runs it is the host's queue (`q`). */
type Api = ((command: string, ...args: unknown[]) => void) & { q?: Iterable<unknown>[]; v?: string };
/** The launcher shown, and the popup chunk once it is asked for. */
type Shown = PopupOptions & { popup?: Promise<PopupHandle | undefined> };

const win = window as unknown as { Greenpage?: Api };
const tag = document.currentScript as HTMLScriptElement | null;
const before = win.Greenpage;

if (before?.v) {
  // A second copy of the tag: the running copy decides (it shows one launcher at most).
  before("tag", tag);
} else {
  start();
}

/**
 * widget.js draws the launcher and keeps the host's commands; everything the
 * popup does (open, close, focus, events) is in the popup chunk, loaded on
 * intent (a pointer over the launcher, focus on it) or on the first open.
 */
function start() {
  const origin = new URL(tag?.src || location.href).origin;
  const listeners: Listeners = { open: new Set(), close: new Set() };
  let shown: Shown | undefined;

  function init(raw: unknown) {
    destroy();
    // No settings at all (a script without a tag) throw here, which the API ignores: nothing is shown.
    const options = readOptions(raw as RawOptions);
    if (!options) return;
    const widget: Shown = {
      ...options,
      origin,
      listeners,
      button: createLauncher(
        options,
        () => run("toggle"),
        () => load(widget),
      ),
    };
    shown = widget;
    // `data-open="auto"` is the popup's to decide (once per browser session): it only needs the chunk.
    if (options.open === "auto") load(widget);
  }

  const load = (widget: Shown) =>
    (widget.popup ??= (import(/* @vite-ignore */ `${origin}/widget/v/${__POPUP_FILE__}`) as Promise<{ mount: PopupMount }>)
      .then((chunk) => chunk.mount(widget))
      .catch(() => undefined));

  /** The popup's commands wait for its chunk (a close before it was asked for has nothing to close). */
  function run(command: string) {
    const widget = shown;
    if (!widget || (command === "close" && !widget.popup)) return;
    load(widget).then((popup) => {
      if (widget !== shown) return;
      if (popup) return popup[command as keyof PopupHandle]();
      // The popup could not load (offline, blocked): the page itself still can, and the next open tries the chunk again.
      widget.popup = undefined;
      if (command !== "close") window.open(`${origin}/${encodeURIComponent(widget.page)}?lang=${widget.lang}&src=widget`, "_blank", "noopener");
    });
  }

  function destroy() {
    const widget = shown;
    shown = undefined;
    widget?.popup?.then((popup) => popup?.destroy());
    (widget?.button.parentNode as ShadowRoot | undefined)?.host.remove();
  }

  // Each command is called with its own name first, so the popup's three share `run`.
  const commands: Record<string, (name: string, ...args: unknown[]) => void> = {
    init: (_, raw) => init(raw),
    open: run,
    close: run,
    toggle: run,
    destroy,
    // Any event but open and close finds no set (or a prototype's member without `add`): the call throws, and is
    // ignored. The popup calls only the listeners that are functions.
    on: (_, event, listener) => listeners[event as WidgetEvent].add(listener),
    off: (_, event, listener) => listeners[event as WidgetEvent].delete(listener),
    // A tag of a later copy: it only counts when nothing is shown yet.
    tag: (_, element) => !shown && init((element as HTMLScriptElement).dataset),
  };

  const api: Api = (command, ...args) => {
    // Never throw into the host page: an unknown command or bad argument does nothing.
    try {
      // Before <body> exists (a tag in <head>), every call waits for it, in the order the calls came.
      if (document.body) commands[command]?.(command, ...args);
      else document.addEventListener("DOMContentLoaded", () => api(command, ...args));
    } catch {
      /* ignored on purpose */
    }
  };
  api.v = __WIDGET_VERSION__;
  win.Greenpage = api;

  // A tag without `data-page` (the SDK's) draws nothing: the SDK's queued init does.
  api("init", tag?.dataset);
  for (const call of before?.q ?? []) api(...(call as [string]));
}
