import { describe, expect, it } from "vitest";
import { pageTheme } from "./theme.ts";

describe("pageTheme", () => {
  it("uses the owner's colours and picks readable text on them", () => {
    expect(pageTheme({ primary_color: "#166534", theme: "dark" })).toEqual({
      dark: true,
      style: "--page-accent:#166534;--page-on-accent:#ffffff;--page-accent-2:#166534",
    });
    expect(pageTheme({ primary_color: "#fde047" }).style).toContain("--page-on-accent:#111827");
  });

  it("never lets a style value escape into CSS", () => {
    const theme = pageTheme({ primary_color: "red;background:url(//evil)", accent_color: "#abc" });
    expect(theme.style).toBe("--page-accent:#166534;--page-on-accent:#ffffff;--page-accent-2:#abc");
    expect(theme.dark).toBe(false);
  });
});
