import { describe, expect, it } from "vitest";
import { safeCallback, signInRedirect } from "./session.ts";

describe("session redirects", () => {
  it("sends visitors without a session to sign in with SessionRequired and the page to come back to", () => {
    expect(signInRedirect(new URL("http://localhost:4321/dashboard?tab=home"))).toBe("/login?error=SessionRequired&callbackUrl=%2Fdashboard%3Ftab%3Dhome");
  });

  it("follows only same-site callback paths", () => {
    expect(safeCallback("/dashboard/contents")).toBe("/dashboard/contents");
    expect(safeCallback("https://evil.example")).toBe("/dashboard");
    expect(safeCallback("//evil.example")).toBe("/dashboard");
    expect(safeCallback(null)).toBe("/dashboard");
    expect(safeCallback("/\\evil.example")).toBe("/dashboard");
    expect(safeCallback("/\t/evil.example")).toBe("/dashboard");
    expect(safeCallback("/dashboard?tab=home#top")).toBe("/dashboard?tab=home#top");
  });
});
