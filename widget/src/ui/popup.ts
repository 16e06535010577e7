import { FRAME_MESSAGE_KEY, type PopupHandle, type PopupOptions, type WidgetEvent } from "../protocol.ts";
import { adoptStyles } from "../styles.ts";
import { POPUP_CSS } from "./styles.ts";
import { POPUP_TEXT } from "./text.ts";

const AUTO_OPENED_KEY = "greenpage:auto-opened:";

/** How long the framed page has to say it is ready before the popup offers the page in a new tab. */
export const FRAME_TIMEOUT_MS = 10_000;

type Props = Record<string, unknown>;

/**
 * An element with its properties (`className`, `onclick`, `hidden`…) or, for
 * names that are not properties (`aria-*`), attributes; then its children.
 * Plain DOM and no framework: the chunk is a handful of elements.
 */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const name in props) {
    if (name in element) (element as unknown as Props)[name] = props[name];
    else element.setAttribute(name, props[name] as string);
  }
  element.append(...children);
  return element;
}

/**
 * The chunk widget.js imports on intent or on the first open: it takes over
 * the launcher and draws the modal into its shadow root on the first open.
 * A bar with the page's name, "open in a new tab" and close, over the framed
 * page. Focus stays inside (two sentinels send it round); Escape closes, from
 * the bar here and from inside the frame by its message. Host listeners that
 * throw are reported as the host's errors without stopping the popup.
 */
export function mount({ button, page, lang, position, color, open: openMode, origin, listeners }: PopupOptions): PopupHandle {
  const root = button.parentNode as ShadowRoot;
  adoptStyles(root, POPUP_CSS);
  const text = POPUP_TEXT[lang];
  const query = `${encodeURIComponent(page)}?lang=${lang}`;
  // The full page carries `src=widget`, so its view counts as the widget's.
  const pageUrl = `${origin}/${query}&src=widget`;
  const newTabLink = (className?: string) => el("a", { className, href: pageUrl, target: "_blank", rel: "noopener" }, text.openPage);
  let backdrop: HTMLDivElement | undefined;
  let closeButton: HTMLButtonElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isOpen = false;

  const emit = (event: WidgetEvent) => {
    for (const listener of [...listeners[event]]) {
      try {
        if (typeof listener === "function") listener();
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const show = (open: boolean) => {
    isOpen = open;
    button.setAttribute("aria-expanded", `${open}`);
    (backdrop ??= draw()).hidden = !open;
  };
  const open = () => {
    if (isOpen) return;
    show(true);
    closeButton.focus();
    emit("open");
  };
  const close = () => {
    if (!isOpen) return;
    show(false);
    button.focus();
    emit("close");
  };

  const onMessage = ({ origin: from, source, data }: MessageEvent) => {
    if (from !== origin || source !== frame.contentWindow || !data || typeof data !== "object") return;
    if (data[FRAME_MESSAGE_KEY] === "ready") {
      clearTimeout(timer);
      notice.remove();
      if (typeof data.title === "string") setTitle(data.title.slice(0, 200));
    } else if (data[FRAME_MESSAGE_KEY] === "close") close();
  };

  const title = el("p", { className: "title" });
  // Until the frame says it is ready: "Loading…", and after FRAME_TIMEOUT_MS the page in a new tab instead.
  const notice = el("p", { className: "notice", role: "status" }, text.loading);
  const frame = el("iframe", { className: "frame", src: `${origin}/widget/${query}` });
  const firstAction = newTabLink("action");
  const panel = el("div", { className: "panel", role: "dialog", "aria-modal": "true" });
  const setTitle = (name: string) => {
    const label = name ? `${name} · ${text.dialog}` : text.dialog;
    title.textContent = name || text.dialog;
    panel.setAttribute("aria-label", label);
    frame.title = label;
  };

  function draw(): HTMLDivElement {
    closeButton = el(
      "button",
      { type: "button", className: "action close", "aria-label": text.close, onclick: close },
      el("span", { "aria-hidden": "true" }, "×"),
    );
    panel.onkeydown = (event) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      close();
    };
    panel.append(el("div", { className: "bar" }, title, firstAction, closeButton), notice, frame);
    setTitle("");
    // Reaching a sentinel sends focus back into the dialog: before it to the frame, after it to the first control.
    const sentinel = (target: HTMLElement) => el("span", { className: "sentinel", tabIndex: 0, onfocus: () => target.focus() });
    const drawn = el("div", { className: position === "bottom-left" ? "backdrop left" : "backdrop" }, sentinel(frame), panel, sentinel(firstAction));
    drawn.style.setProperty("--gp-color", color);
    // A click on the backdrop is a pointer shortcut; keyboards close with Escape or the close button.
    drawn.onclick = (event) => event.target === drawn && close();
    addEventListener("message", onMessage);
    timer = setTimeout(() => {
      notice.setAttribute("role", "alert");
      notice.replaceChildren(`${text.failed} `, newTabLink());
    }, FRAME_TIMEOUT_MS);
    root.append(drawn);
    return drawn;
  }

  if (openMode === "auto" && firstAutoOpen(page)) open();
  return {
    open,
    close,
    toggle: () => (isOpen ? close() : open()),
    destroy() {
      clearTimeout(timer);
      removeEventListener("message", onMessage);
      backdrop?.remove();
      if (isOpen) emit("close");
    },
  };
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
