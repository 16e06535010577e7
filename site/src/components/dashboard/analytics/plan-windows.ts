import type { AnalyticsWindow, Plan } from "@greenpage/sdk";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";

export type PlanWindows = {
  /** The longest window the page's plan keeps; null while the plans are not known (the API decides then). */
  limit: number | null;
  /** The page's plan by name. */
  current: string;
  /** The cheapest plan that keeps a window, by name; null when none is known to. */
  planFor: (days: AnalyticsWindow) => string | null;
};

/**
 * What the page's plan allows on the Analytics screen, from the plans as the
 * API lists them (`GET /plans/`, cheapest first), as Access control reads its
 * own limit: the page's plan is its owner's, whoever is looking.
 */
export function planWindows(plans: Plan[] | undefined, code: string, language: string): PlanWindows {
  const lang = uiLanguage(language);
  const name = (plan: Plan) => localized(plan.name_json, lang) || plan.code;
  const own = plans?.find((p) => p.code === code);
  const keeps = (plan: Plan, days: number) => plan.limits.analytics_window_days === null || plan.limits.analytics_window_days >= days;
  return {
    limit: own ? (own.limits.analytics_window_days ?? null) : null,
    current: own ? name(own) : code.charAt(0).toUpperCase() + code.slice(1),
    planFor: (days) => {
      const plan = plans?.find((p) => keeps(p, days));
      return plan ? name(plan) : null;
    },
  };
}
