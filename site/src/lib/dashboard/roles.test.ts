// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { hasRole, shownPageRole, showPageRole } from "./roles.ts";
import { DASHBOARD_SCREENS, screenRole } from "./screens.ts";

describe("page roles", () => {
  it("rank viewer < editor < owner, as the API does", () => {
    expect(hasRole("viewer", "viewer")).toBe(true);
    expect(hasRole("viewer", "editor")).toBe(false);
    expect(hasRole("editor", "editor")).toBe(true);
    expect(hasRole("editor", "owner")).toBe(false);
    expect(hasRole("owner", "owner")).toBe(true);
    expect(hasRole("viewer", null)).toBe(true);
  });

  it("give each screen the least role it is for: viewers read Home, analytics, results, the access log, the insights and the team", () => {
    const forViewers = DASHBOARD_SCREENS.filter((s) => screenRole(s.key) === "viewer").map((s) => s.key);
    expect(forViewers).toEqual(["home", "analytics", "feedback_results", "access_control", "ai_analysis", "benchmark", "assessments", "members"]);
    expect(screenRole("contents")).toBe("editor");
    expect(screenRole("onboarding")).toBe("editor");
    expect(screenRole("account")).toBeNull();
    expect(screenRole("billing")).toBeNull();
    expect(screenRole("start")).toBeNull();
  });

  it("are shown on the document for the navigation's CSS", () => {
    showPageRole("viewer");
    expect(document.documentElement.dataset.pageRole).toBe("viewer");
    expect(shownPageRole()).toBe("viewer");
    // And in a cookie, so the server draws the next screen's navigation for it.
    expect(document.cookie).toContain("page_role=viewer");
    showPageRole(null);
    expect(shownPageRole()).toBeNull();
    expect(document.cookie).not.toContain("page_role=");
  });
});
