// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportPageView } from "./page-view.ts";

const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
const sent = () => JSON.parse(String(fetch.mock.calls.at(-1)![1].body));

beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal("fetch", fetch);
  document.documentElement.lang = "en";
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

describe("reportPageView", () => {
  it("reports the src marker, then removes it and every utm_ value from the address, keeping the rest and the hash", () => {
    history.replaceState({ index: 3 }, "", "/midori?src=qr&utm_medium=x&keep=1#top");
    reportPageView();
    expect(sent()).toMatchObject({ path: "/midori", language: "en", source: "qr" });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/midori?keep=1#top");
    // The client router's state survives the rewrite.
    expect(history.state).toEqual({ index: 3 });
  });

  it("reports a hand-made utm_source when there is no src", () => {
    history.replaceState(null, "", "/midori?utm_source=newsletter&utm_campaign=spring");
    reportPageView();
    expect(sent().source).toBe("newsletter");
    expect(`${location.pathname}${location.search}`).toBe("/midori");
    // A tag manager that loads after consent still sees the campaign the visitor came with.
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer?.at(-1)).toEqual({
      originalLocation: expect.stringMatching(/\/midori\?utm_source=newsletter&utm_campaign=spring$/),
    });
  });

  it("reports no source for a plain link and leaves the address alone", () => {
    history.replaceState(null, "", "/midori?lang=ja#news");
    const replaceState = vi.spyOn(history, "replaceState");
    reportPageView();
    expect(sent().source).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it("names the join screen, never the invitation's token", () => {
    history.replaceState(null, "", "/join/secret-token?src=qr");
    reportPageView();
    expect(sent()).toMatchObject({ path: "/join", source: "qr" });
  });

  it("names the shared stats screen, never the stats link's token", () => {
    history.replaceState(null, "", "/stats/secret-token");
    reportPageView();
    expect(sent()).toMatchObject({ path: "/stats" });
  });
});
