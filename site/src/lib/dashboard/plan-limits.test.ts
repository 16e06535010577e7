import { PLAN_LIMITS } from "@greenpage/sdk";
import { describe, expect, it } from "vitest";
import { hasRoom, pagePlanLimits } from "./plan-limits.ts";

const on = (code: string | null) => ({ page_subscription: code ? { subscription_plan: { code } } : null }) as unknown as Parameters<typeof pagePlanLimits>[0];

describe("pagePlanLimits", () => {
  it("reads the page's plan from the API's table; no plan is Starter", () => {
    expect(pagePlanLimits(on("plus"))).toBe(PLAN_LIMITS.plus);
    expect(pagePlanLimits(on(null))).toBe(PLAN_LIMITS.starter);
    expect(pagePlanLimits(on(null)).access_control).toBe(false);
  });

  it("has room below a limit, and always when unlimited", () => {
    expect(hasRoom(10, 9)).toBe(true);
    expect(hasRoom(10, 10)).toBe(false);
    expect(hasRoom(null, 1000)).toBe(true);
  });
});
