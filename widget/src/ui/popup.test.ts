// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Listeners, WidgetOptions } from "../protocol.ts";
import { FRAME_TIMEOUT_MS, mount } from "./popup.ts";

const ORIGIN = "https://greenpage.example";
const options: WidgetOptions = { page: "midori", lang: "ja", position: "bottom-left", label: "x", color: "#1d4ed8", open: "click" };

/** The popup mounted on a launcher of our own, as widget.js hands it over. */
function setUp(settings: Partial<WidgetOptions> = {}) {
  const host = document.createElement("div");
  const root = host.attachShadow({ mode: "open" });
  const button = document.createElement("button");
  root.append(button);
  document.body.append(host);
  const events: string[] = [];
  // What a host adds with Greenpage('on', …) is not checked there: anything but a function is skipped here.
  const listeners: Listeners = { open: new Set([() => events.push("open"), "not a function"]), close: new Set([() => events.push("close"), null]) };
  const popup = mount({ ...options, ...settings, button, origin: ORIGIN, listeners });
  const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  return { root, button, events, popup, $, host };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.body.replaceChildren();
});

describe("the popup chunk", () => {
  it("draws nothing until the first open, then a labelled modal dialog in the page's language, focused on close", () => {
    const { popup, $, button, events } = setUp();
    expect($("iframe")).toBeNull();
    popup.open();
    const dialog = $<HTMLElement>("[role=dialog]")!;
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-label")).toBe("サステナビリティページ");
    expect($<HTMLIFrameElement>("iframe")!.src).toBe(`${ORIGIN}/widget/midori?lang=ja`);
    expect($<HTMLAnchorElement>("a.action")!.href).toBe(`${ORIGIN}/midori?lang=ja&src=widget`);
    expect($("button.close")!.getAttribute("aria-label")).toBe("閉じる");
    expect($(".backdrop")!.className).toBe("backdrop left");
    expect($<HTMLElement>(".notice")!.getAttribute("role")).toBe("status");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe($("button.close"));
    expect(events).toEqual(["open"]);
  });

  it("closes by Escape, by the close button and by the backdrop, giving focus back to the launcher", () => {
    const { popup, $, button, events, root } = setUp();
    for (const closeBy of [
      () => $("[role=dialog]")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })),
      () => $<HTMLButtonElement>("button.close")!.click(),
      () => $<HTMLElement>(".backdrop")!.click(),
    ]) {
      popup.open();
      closeBy();
      expect($<HTMLElement>(".backdrop")!.hidden).toBe(true);
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(root.activeElement).toBe(button);
    }
    // A click inside the panel is not a click on the backdrop.
    popup.open();
    $<HTMLElement>(".bar")!.click();
    expect($<HTMLElement>(".backdrop")!.hidden).toBe(false);
    expect(events).toEqual(["open", "close", "open", "close", "open", "close", "open"]);
  });

  it("keeps focus inside: the sentinels send it to the frame and back to the first control", () => {
    const { popup, $, root } = setUp();
    popup.open();
    const [before, after] = root.querySelectorAll<HTMLElement>(".sentinel");
    before!.dispatchEvent(new FocusEvent("focus"));
    expect(root.activeElement).toBe($("iframe"));
    after!.dispatchEvent(new FocusEvent("focus"));
    expect(root.activeElement).toBe($("a.action"));
  });

  it("takes the page's title and close requests only from its own frame, and offers a new tab when the frame stays silent", () => {
    vi.useFakeTimers();
    const { popup, $, events } = setUp();
    popup.open();
    const frame = $<HTMLIFrameElement>("iframe")!;
    const post = (data: unknown, origin = ORIGIN, source: unknown = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
    post({ greenpage: "ready", title: "Evil" }, "https://evil.example");
    post({ greenpage: "ready", title: "Evil" }, ORIGIN, window);
    expect($("[role=dialog]")!.getAttribute("aria-label")).toBe("サステナビリティページ");
    vi.advanceTimersByTime(FRAME_TIMEOUT_MS);
    expect($(".notice")!.getAttribute("role")).toBe("alert");
    expect($<HTMLAnchorElement>(".notice a")!.href).toBe(`${ORIGIN}/midori?lang=ja&src=widget`);
    post({ greenpage: "ready", title: "みどりコーヒー" });
    expect($(".notice")).toBeNull();
    expect($(".title")!.textContent).toBe("みどりコーヒー");
    expect(frame.title).toBe("みどりコーヒー · サステナビリティページ");
    post({ greenpage: "close" });
    expect(events).toEqual(["open", "close"]);
    popup.destroy();
    expect($(".backdrop")).toBeNull();
  });

  it("opens by itself for open: auto once per browser session and page, and every time when storage is blocked", () => {
    expect(setUp({ open: "auto" }).$("[role=dialog]")).not.toBeNull();
    // The next page of the host's site in the same session: the launcher only.
    const again = setUp({ open: "auto" });
    expect(again.$("[role=dialog]")).toBeNull();
    expect(again.events).toEqual([]);
    expect(setUp({ open: "auto", page: "another" }).events).toEqual(["open"]);
    expect(setUp().events).toEqual([]);

    // A sandboxed frame or a privacy setting: reading sessionStorage throws.
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(setUp({ open: "auto" }).events).toEqual(["open"]);
  });
});
