import type { Plan } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

/**
 * The plans and their limits from the API, which enforces them. Cached for a
 * minute in this process: the landing pages read them on every visit and they
 * change only with a deploy. Null when the API is unreachable, so the page
 * still renders its prices without the comparison.
 */
let cached: { plans: Plan[]; until: number } | null = null;
const TTL_MS = 60_000;

export async function loadPlans(): Promise<Plan[] | null> {
  if (cached && cached.until > Date.now()) return cached.plans;
  try {
    const plans = await serverApi.plans.list();
    cached = { plans, until: Date.now() + TTL_MS };
    return plans;
  } catch {
    return null;
  }
}
