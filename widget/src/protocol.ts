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

/** The popup chunk's entry: `mount` draws the popup into the launcher's shadow root. */
export type PopupMount = (options: PopupOptions) => PopupHandle;

export type PopupOptions = {
  root: ShadowRoot;
  /** The framed page, e.g. `https://greenpage.example/widget/acme?lang=ja`. */
  src: string;
  /** The full public page, for "open in a new tab" and when the frame cannot load. */
  pageUrl: string;
  /** The site's origin: frame messages from anywhere else are ignored. */
  origin: string;
  lang: Lang;
  position: Position;
  color: string;
  /** Called when the popup closes itself (Escape, the close button, the backdrop). */
  onClose: () => void;
};

export type PopupHandle = { open(): void; close(): void; destroy(): void };

/** Messages the framed page posts to its parent: `{ greenpage: "ready", title }` or `{ greenpage: "close" }`. */
export type FrameMessage = { greenpage: "ready"; title: string } | { greenpage: "close" };

export const FRAME_MESSAGE_KEY = "greenpage";
