import { API_URL } from "./config.ts";
import type { Plan } from "./pricing.ts";

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
    const response = await fetch(`${API_URL}/api/v1/plans/`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const plans = (await response.json()) as Plan[];
    cached = { plans, until: Date.now() + TTL_MS };
    return plans;
  } catch {
    return null;
  }
}
