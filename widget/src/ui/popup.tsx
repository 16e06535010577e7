import { useEffect, useRef, useState } from "preact/hooks";
import { FRAME_MESSAGE_KEY, type PopupOptions } from "../protocol.ts";
import type { PopupText } from "./text.ts";

/** How long the framed page has to say it is ready before the popup offers the page in a new tab. */
export const FRAME_TIMEOUT_MS = 10_000;

type Props = Omit<PopupOptions, "root" | "lang"> & { opened: boolean; text: PopupText };

/**
 * The modal: a bar with the page's name, "open in a new tab" and close, over
 * the framed page. Focus stays inside (two sentinels send it round), Escape
 * closes — from the bar here, and from inside the frame by its message.
 */
export function Popup({ opened, src, pageUrl, origin, position, color, text, onClose }: Props) {
  const [title, setTitle] = useState("");
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const frame = useRef<HTMLIFrameElement>(null);
  const firstAction = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== "object") return;
      if (data[FRAME_MESSAGE_KEY] === "ready") {
        setState("ready");
        if (typeof data.title === "string") setTitle(data.title.slice(0, 200));
      } else if (data[FRAME_MESSAGE_KEY] === "close") {
        onClose();
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (state !== "loading") return;
    const timer = setTimeout(() => setState((now) => (now === "loading" ? "failed" : now)), FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (opened) closeButton.current?.focus();
  }, [opened]);

  const label = title ? `${title} · ${text.dialog}` : text.dialog;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a pointer shortcut; keyboards close with Escape or the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      class={position === "bottom-left" ? "backdrop left" : "backdrop"}
      hidden={!opened}
      style={{ "--gp-color": color }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focus-trap sentinel; reaching it sends focus back into the dialog. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above. */}
      <span class="sentinel" tabIndex={0} onFocus={() => frame.current?.focus()} />
      <div
        class="panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.stopPropagation();
          onClose();
        }}
      >
        <div class="bar">
          <p class="title">{title || text.dialog}</p>
          <a ref={firstAction} class="action" href={pageUrl} target="_blank" rel="noopener">
            {text.openPage}
          </a>
          <button ref={closeButton} type="button" class="action close" aria-label={text.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {state !== "ready" && (
          <p class="notice" role={state === "failed" ? "alert" : "status"}>
            {state === "failed" ? (
              <>
                {text.failed}{" "}
                <a href={pageUrl} target="_blank" rel="noopener">
                  {text.openPage}
                </a>
              </>
            ) : (
              text.loading
            )}
          </p>
        )}
        <iframe ref={frame} class="frame" src={src} title={label} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focus-trap sentinel; reaching it sends focus back into the dialog. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above. */}
      <span class="sentinel" tabIndex={0} onFocus={() => firstAction.current?.focus()} />
    </div>
  );
}
