import { describe, expect, it } from "vitest";
import { PAGE_FONT_STACKS, pageTheme } from "./theme.ts";

describe("pageTheme", () => {
  it("uses the owner's colours and picks readable text on them", () => {
    expect(pageTheme({ primary_color: "#166534", theme: "dark" })).toEqual({
      dark: true,
      style: `--page-accent:#166534;--page-on-accent:#ffffff;--page-accent-2:#166534;--page-font:${PAGE_FONT_STACKS.system}`,
    });
    expect(pageTheme({ primary_color: "#fde047" }).style).toContain("--page-on-accent:#111827");
  });

  it("never lets a style value escape into CSS", () => {
    const theme = pageTheme({ primary_color: "red;background:url(//evil)", accent_color: "#abc" });
    expect(theme.style).toBe(`--page-accent:#166534;--page-on-accent:#ffffff;--page-accent-2:#abc;--page-font:${PAGE_FONT_STACKS.system}`);
    expect(theme.dark).toBe(false);
  });

  it("applies the owner's font as a system font stack, and only a known one", () => {
    expect(pageTheme({ font: "serif" }).style).toContain(`--page-font:${PAGE_FONT_STACKS.serif}`);
    expect(pageTheme({ font: "rounded" }).style).toContain(`--page-font:${PAGE_FONT_STACKS.rounded}`);
    expect(PAGE_FONT_STACKS.serif).toMatch(/serif$/);
    expect(pageTheme({ font: "x;background:red" }).style).toContain(`--page-font:${PAGE_FONT_STACKS.system}`);
    // No webfont: every stack ends in a generic family the browser always has.
    for (const stack of Object.values(PAGE_FONT_STACKS)) expect(stack).not.toMatch(/url\(|@import/);
  });
});
