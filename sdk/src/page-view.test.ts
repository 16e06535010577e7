import { afterEach, describe, expect, it, vi } from "vitest";
import { sendLinkClick, sendPageView } from "./page-view.ts";

afterEach(() => vi.unstubAllGlobals());

describe("sendPageView", () => {
  it("posts the view as JSON with keepalive to the API's page-view path", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    sendPageView({ path: "/midori", referrer: null, language: "ja" }, "https://greenpage.example/");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://greenpage.example/api/v1/analytics/evts/");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect(JSON.parse(String(init.body))).toEqual({ path: "/midori", referrer: null, language: "ja" });
  });

  it("sends the source marker the page was opened with", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    sendPageView({ path: "/midori", referrer: null, language: "en", source: "qr" });
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toMatchObject({ source: "qr" });
  });

  it("ignores a failed send: analytics never disturbs a visit", async () => {
    const failed = vi.fn(async () => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", failed);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    expect(() => sendPageView({ path: "/", referrer: null, language: "en" })).not.toThrow();
    // Node reports an unhandled rejection once the microtasks have run: one macrotask later is enough.
    await new Promise((resolve) => setImmediate(resolve));
    process.off("unhandledRejection", unhandled);
    expect(failed).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("sendLinkClick", () => {
  it("sends the click by beacon, so following the link is not delayed", () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    const fetch = vi.fn();
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetch);
    sendLinkClick({ path: "/midori", linkBlockId: 7, language: "ja" }, "https://greenpage.example");
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("https://greenpage.example/api/v1/analytics/evts/");
    expect(JSON.parse(body)).toEqual({ path: "/midori", kind: "click", link_block_id: 7, language: "ja" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch when the beacon is missing or refused", () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    vi.stubGlobal("fetch", fetch);
    sendLinkClick({ path: "/widget/midori", linkBlockId: 3 });
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ path: "/widget/midori", kind: "click", link_block_id: 3, language: null });
  });
});
