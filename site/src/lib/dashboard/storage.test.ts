// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  landingType,
  lastSelectedPageId,
  pickCurrentPage,
  rememberedPageRole,
  rememberLandingType,
  rememberPageRole,
  rememberSelectedPage,
} from "./storage.ts";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("current page", () => {
  const pages = [{ id: 3 }, { id: 8 }, { id: 12 }];

  it("is the stored id while it is one of the user's pages, else the first, else none", () => {
    expect(pickCurrentPage(pages, 8)).toEqual({ id: 8 });
    expect(pickCurrentPage(pages, 99)).toEqual({ id: 3 });
    expect(pickCurrentPage(pages, null)).toEqual({ id: 3 });
    expect(pickCurrentPage([], 8)).toBeNull();
  });

  it("remembers the last selected page across visits, and forgets it on sign-out", () => {
    expect(lastSelectedPageId()).toBeNull();
    rememberSelectedPage(12);
    expect(lastSelectedPageId()).toBe(12);
    window.localStorage.setItem("greenpage.lastBusinessId", "not-a-number");
    expect(lastSelectedPageId()).toBeNull();
    rememberSelectedPage(12);
    rememberPageRole(12, "viewer");
    expect(rememberedPageRole()).toBe("viewer");
    rememberSelectedPage(null);
    expect(lastSelectedPageId()).toBeNull();
    // Leaving or deleting the page forgets the role it had: another screen must not draw a viewer's navigation.
    expect(rememberedPageRole()).toBeNull();
  });

  it("logs and uses an empty value when storage is unavailable, never throwing", () => {
    rememberSelectedPage(5);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    // What blocked cookies or some private modes do: touching localStorage throws.
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      expect(lastSelectedPageId()).toBeNull();
      expect(() => rememberSelectedPage(6)).not.toThrow();
      expect(landingType()).toBe("business");
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      Object.defineProperty(window, "localStorage", original);
    }
    expect(lastSelectedPageId()).toBe(5);
  });
});

describe("landing page type", () => {
  it("is business unless the personal landing page was seen last", () => {
    expect(landingType()).toBe("business");
    rememberLandingType("personal");
    expect(landingType()).toBe("personal");
    rememberLandingType("business");
    expect(landingType()).toBe("business");
    window.localStorage.setItem("greenpage.landingPage", "{broken");
    expect(landingType()).toBe("business");
  });
});

describe("the role on the current page", () => {
  it("is kept for the page it was seen on, and forgotten once another page is current", () => {
    expect(rememberedPageRole()).toBeNull();
    rememberPageRole(3, "viewer");
    // No page chosen yet: the first is current, as it was when the role was seen.
    expect(rememberedPageRole()).toBe("viewer");
    rememberSelectedPage(3);
    expect(rememberedPageRole()).toBe("viewer");
    rememberSelectedPage(8);
    expect(rememberedPageRole()).toBeNull();
    window.localStorage.setItem("greenpage.pageRole", JSON.stringify({ id: 8, role: "admin" }));
    expect(rememberedPageRole()).toBeNull();
    window.localStorage.setItem("greenpage.pageRole", "{not json");
    expect(rememberedPageRole()).toBeNull();
  });
});
