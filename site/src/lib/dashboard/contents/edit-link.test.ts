// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { contentsEditLink, takeEditTarget } from "./edit-link.ts";

describe("links to an item's editor on Contents", () => {
  it("names an initiative with ?edit= and a news post with ?news=", () => {
    expect(contentsEditLink("initiative", 12)).toBe("/dashboard/contents?edit=12");
    expect(contentsEditLink("news", 5)).toBe("/dashboard/contents?news=5");
  });

  it("reads the id once and takes it out of the address, keeping the rest", () => {
    window.history.replaceState(null, "", "/dashboard/contents?edit=12&news=5#top");
    expect(takeEditTarget("initiative")).toBe(12);
    expect(window.location.search).toBe("?news=5");
    expect(window.location.hash).toBe("#top");
    expect(takeEditTarget("initiative")).toBeNull();
    expect(takeEditTarget("news")).toBe(5);
    window.history.replaceState(null, "", "/dashboard/contents?edit=abc");
    expect(takeEditTarget("initiative")).toBeNull();
    expect(window.location.search).toBe("");
  });
});
