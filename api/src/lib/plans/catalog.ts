import { BILLING_INTERVALS, type BillingInterval, CURRENCIES, type Currency, type PlanCode } from "@greenpage/db/schema";

export { BILLING_INTERVALS, type BillingInterval, CURRENCIES, type Currency };

/**
 * The price catalogue: the one place prices live. The pricing page, the
 * Billing screen, checkout and the SDK all read it through `GET /billing/catalog/`.
 *
 * Prices are monthly by employee tier (specification §9): USD 49, 79, 99,
 * 149, custom; JPY 6,500, 10,500, 13,000, 20,000. Each tier is sold on the
 * plan that fits an organization of that size; the largest tier is a custom
 * quote. Yearly billing costs ten months (two months free).
 */
export const EMPLOYEE_TIERS = ["b1_10", "b11_50", "b51_250", "b251_1000", "b1001"] as const;
export type EmployeeTier = (typeof EMPLOYEE_TIERS)[number];

type Money = Record<Currency, number>;

/** Monthly prices in minor units (cents; yen has none). `null`: a custom quote, not sold online. */
export const TIER_PRICES: readonly { tier: EmployeeTier; plan: Exclude<PlanCode, "starter">; monthly: Money | null }[] = [
  { tier: "b1_10", plan: "plus", monthly: { USD: 4900, JPY: 6500 } },
  { tier: "b11_50", plan: "pro", monthly: { USD: 7900, JPY: 10500 } },
  { tier: "b51_250", plan: "premium", monthly: { USD: 9900, JPY: 13000 } },
  { tier: "b251_1000", plan: "premium", monthly: { USD: 14900, JPY: 20000 } },
  { tier: "b1001", plan: "premium", monthly: null },
];

/** Months a yearly price is worth. */
export const YEARLY_MONTHS = 10;

/** Paid setup services: one-off, delivered within their business days of the order. */
export const SETUP_SERVICES: Record<"page_setup" | "custom_page", { businessDays: number; price: Money }> = {
  page_setup: { businessDays: 14, price: { USD: 49000, JPY: 65000 } },
  custom_page: { businessDays: 30, price: { USD: 149000, JPY: 200000 } },
};

/** The smallest charge a card payment may be (Stripe's minimums: USD 0.50, JPY 50); a smaller upgrade difference is rounded up to it. */
export const MINIMUM_CHARGE: Record<Currency, number> = { USD: 50, JPY: 50 };

/** Digits after the decimal point: USD has cents, JPY has no minor unit. */
export const MINOR_DIGITS: Record<Currency, number> = { USD: 2, JPY: 0 };

/** What one period of a plan at a tier costs, or null when the catalogue does not sell it. */
export function priceOf(plan: string, tier: string, interval: BillingInterval, currency: Currency): number | null {
  const row = TIER_PRICES.find((price) => price.plan === plan && price.tier === tier);
  if (!row?.monthly) return null;
  return row.monthly[currency] * (interval === "year" ? YEARLY_MONTHS : 1);
}

/** The catalogue as the API returns it. */
export function catalogView() {
  return {
    currencies: [...CURRENCIES],
    intervals: [...BILLING_INTERVALS],
    minor_digits: MINOR_DIGITS,
    yearly_months: YEARLY_MONTHS,
    prices: TIER_PRICES.map((row) => ({
      tier: row.tier,
      plan: row.plan,
      custom: row.monthly === null,
      month: row.monthly,
      year: row.monthly && { USD: row.monthly.USD * YEARLY_MONTHS, JPY: row.monthly.JPY * YEARLY_MONTHS },
    })),
    services: Object.entries(SETUP_SERVICES).map(([code, service]) => ({ code, business_days: service.businessDays, price: service.price })),
  };
}

/** Monday to Friday: the date `days` business days after `from` (weekends skipped; public holidays are not known here). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}
