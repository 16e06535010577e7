// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { foldNavigation } from "./dashboard-nav.ts";

let nav: HTMLElement;
let toggle: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = `<nav data-dash-nav><button type="button" class="dash-nav-toggle" aria-expanded="false" aria-controls="list">Menu</button>
    <ul id="list"><li><a href="#contents">Contents</a></li></ul></nav>`;
  nav = document.querySelector("nav")!;
  toggle = nav.querySelector("button")!;
  foldNavigation(nav);
});

describe("the dashboard's phone navigation", () => {
  it("folds only once the script runs, and the button opens and closes it", () => {
    expect(nav.hasAttribute("data-foldable")).toBe(true);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.hasAttribute("data-open")).toBe(true);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.hasAttribute("data-open")).toBe(false);
  });

  it("closes on Escape with focus back on the button, and when a screen is chosen", () => {
    toggle.click();
    const link = nav.querySelector("a")!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(nav.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(toggle);

    toggle.click();
    link.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
