import { PLAN_LIMITS, type OwnedPage } from "@greenpage/sdk";

type PlanCode = keyof typeof PLAN_LIMITS;
export type PlanLimits = (typeof PLAN_LIMITS)[PlanCode];

/**
 * The limits of the page's plan, from the API's own plan table (the SDK's
 * PLAN_LIMITS, generated from it): what the API would refuse on save, known
 * before the owner fills a form in. A page without a plan is on Starter, as the API reads it.
 */
export function pagePlanLimits(page: Pick<OwnedPage, "page_subscription">): PlanLimits {
  const code = page.page_subscription?.subscription_plan.code;
  return code && code in PLAN_LIMITS ? PLAN_LIMITS[code as PlanCode] : PLAN_LIMITS.starter;
}

/** Whether one more of a counted thing still fits the plan (null = unlimited). */
export function hasRoom(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}
