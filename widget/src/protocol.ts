/**
 * What the loader (widget.js), the lazily loaded popup chunk and the framed
 * `/widget/{handle}` page agree on. Types only, plus the message names: the
 * three are built and cached separately, so this file is their contract.
 */
import type { EmbedOptions } from "@greenpage/sdk/embed";

/** The languages the API speaks, as `embed()` takes them. */
export type Lang = NonNullable<EmbedOptions["lang"]>;
export type Position = "bottom-right" | "bottom-left";

/** One embed, as read from a tag's `data-*` attributes or given to `Greenpage('init', …)`. */
export type WidgetOptions = {
  page: string;
  lang: Lang;
  position: Position;
  /** The launcher's text; the language's default when not given. */
  label: string;
  /** A CSS colour for the launcher and the popup's frame. */
  color: string;
  open: "auto" | "click";
};

export type WidgetEvent = "open" | "close";

/** What the host added with `Greenpage('on', …)`, unchecked; the popup chunk calls those that are functions. */
export type Listeners = Record<WidgetEvent, Set<unknown>>;

/**
 * The popup chunk's entry: `mount` takes over the launcher once the chunk has loaded (on intent, on the
 * first open, or at once for `open: "auto"`, which the chunk decides: once per browser session).
 */
export type PopupMount = (options: PopupOptions) => PopupHandle;

/** The embed's settings, with what the popup needs from widget.js. */
export type PopupOptions = WidgetOptions & {
  /** The launcher: the popup draws into its shadow root (`parentNode`), sets its `aria-expanded` and gives it focus back. */
  button: HTMLButtonElement;
  /** The site's origin: the framed page is `/widget/{page}`, and frame messages from anywhere else are ignored. */
  origin: string;
  listeners: Listeners;
};

/** What widget.js asks of the popup: every open, close and toggle once the chunk has loaded. */
export type PopupHandle = { open(): void; close(): void; toggle(): void; destroy(): void };

/** Messages the framed page posts to its parent: `{ greenpage: "ready", title }` or `{ greenpage: "close" }`. */
export type FrameMessage = { greenpage: "ready"; title: string } | { greenpage: "close" };

export const FRAME_MESSAGE_KEY = "greenpage";
