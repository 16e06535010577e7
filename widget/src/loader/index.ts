import type { PopupHandle, PopupMount, WidgetEvent, WidgetOptions } from "../protocol.ts";
import { createLauncher, type Launcher } from "./launcher.ts";
import { readOptions, type RawOptions } from "./options.ts";

// Swapped in by the build: the popup chunk's versioned file name and the widget's version.
declare const __POPUP_FILE__: string;
declare const __WIDGET_VERSION__: string;

/** `window.Greenpage`: the one global. Before this script runs it is the host's queue (`q`). */
type Api = ((command: string, ...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; v?: string };
type Listener = () => void;
type Instance = { options: WidgetOptions; launcher: Launcher; popup?: Promise<PopupHandle | null>; isOpen: boolean };

const AUTO_OPENED_KEY = "greenpage:auto-opened:";

const win = window as unknown as { Greenpage?: Api };
const tag = document.currentScript as HTMLScriptElement | null;

if (win.Greenpage?.v) {
  // A second copy of the tag: the running copy decides (it shows one launcher at most).
  win.Greenpage("tag", tag);
} else {
  start();
}

function start() {
  const origin = tag?.src ? new URL(tag.src).origin : location.origin;
  const queued = Array.from(win.Greenpage?.q ?? []);
  const listeners: Record<WidgetEvent, Set<Listener>> = { open: new Set(), close: new Set() };
  let current: Instance | null = null;
  // Before <body> exists an init waits; the latest one asked for is the one drawn.
  let generation = 0;
  let waiting = false;
  // An open asked for while the launcher waits for <body> happens once it is drawn.
  let openWhenShown = false;

  const emit = (event: WidgetEvent) => {
    for (const listener of [...listeners[event]]) {
      try {
        listener();
      } catch (error) {
        // The host's own listener failed: report it as the host's error, without stopping ours.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  function init(raw: unknown) {
    destroy();
    const options = readOptions((raw ?? {}) as RawOptions);
    if (!options) return;
    const asked = generation;
    waiting = true;
    whenBodyExists(() => {
      if (asked !== generation) return;
      waiting = false;
      const launcher = createLauncher(
        options,
        () => (current?.isOpen ? close() : open()),
        () => current && loadPopup(current),
      );
      current = { options, launcher, isOpen: false };
      const openNow = openWhenShown;
      openWhenShown = false;
      if (openNow || (options.open === "auto" && firstAutoOpen(options.page))) open();
    });
  }

  function loadPopup(instance: Instance): Promise<PopupHandle | null> {
    const { options, launcher } = instance;
    instance.popup ??= (import(/* @vite-ignore */ `${origin}/widget/v/${__POPUP_FILE__}`) as Promise<{ mount: PopupMount }>)
      .then(({ mount }) =>
        mount({
          root: launcher.root,
          src: `${origin}/widget/${encodeURIComponent(options.page)}?lang=${options.lang}`,
          // The full page carries `src=widget`, so its view counts as the widget's (as in the fallback below).
          pageUrl: `${origin}/${encodeURIComponent(options.page)}?lang=${options.lang}&src=widget`,
          origin,
          lang: options.lang,
          position: options.position,
          color: options.color,
          onClose: close,
        }),
      )
      .catch(() => null);
    return instance.popup;
  }

  function open() {
    const instance = current;
    if (!instance && waiting) openWhenShown = true;
    if (!instance || instance.isOpen) return;
    instance.isOpen = true;
    instance.launcher.setExpanded(true);
    loadPopup(instance).then((popup) => {
      if (current !== instance || !instance.isOpen) return;
      if (!popup) {
        // The popup could not load (offline, blocked): the page itself still can.
        instance.isOpen = false;
        instance.launcher.setExpanded(false);
        instance.popup = undefined;
        window.open(`${origin}/${encodeURIComponent(instance.options.page)}?lang=${instance.options.lang}&src=widget`, "_blank", "noopener");
        return;
      }
      popup.open();
      emit("open");
    });
  }

  function close() {
    const instance = current;
    if (!instance?.isOpen) return;
    instance.isOpen = false;
    instance.launcher.setExpanded(false);
    instance.popup?.then((popup) => popup?.close());
    instance.launcher.focus();
    emit("close");
  }

  function destroy() {
    generation++;
    waiting = false;
    openWhenShown = false;
    const instance = current;
    if (!instance) return;
    current = null;
    instance.popup?.then((popup) => popup?.destroy());
    instance.launcher.remove();
    if (instance.isOpen) emit("close");
  }

  const commands: Record<string, (...args: unknown[]) => void> = {
    init,
    open,
    close,
    destroy,
    toggle: () => (current?.isOpen ? close() : open()),
    on: (event, listener) => {
      if ((event === "open" || event === "close") && typeof listener === "function") listeners[event].add(listener as Listener);
    },
    off: (event, listener) => {
      if (event === "open" || event === "close") listeners[event].delete(listener as Listener);
    },
    // A tag of a later copy: it only counts when nothing is shown yet.
    tag: (element) => {
      if (!current && !waiting && element instanceof HTMLScriptElement) init(element.dataset);
    },
  };

  const api: Api = (command, ...args) => {
    // Never throw into the host page: an unknown command or bad argument does nothing.
    try {
      commands[command]?.(...args);
    } catch {
      /* ignored on purpose */
    }
  };
  api.v = __WIDGET_VERSION__;
  win.Greenpage = api;

  if (tag?.dataset.page) init(tag.dataset);
  for (const call of queued) api(...(Array.from(call) as [string, ...unknown[]]));
}

function whenBodyExists(run: () => void) {
  if (document.body) run();
  else document.addEventListener("DOMContentLoaded", run, { once: true });
}

/** `data-open="auto"` opens once per browser session, not on every page of the host's site. */
function firstAutoOpen(page: string): boolean {
  try {
    if (sessionStorage.getItem(AUTO_OPENED_KEY + page)) return false;
    sessionStorage.setItem(AUTO_OPENED_KEY + page, "1");
  } catch {
    // Storage blocked (sandboxed frame, privacy mode): opening every time beats never.
  }
  return true;
}
