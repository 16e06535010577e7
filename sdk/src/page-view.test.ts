import { afterEach, describe, expect, it, vi } from "vitest";
import { sendPageView } from "./page-view.ts";

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
