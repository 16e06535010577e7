import type { Plan, PlanCode } from "@greenpage/sdk";
/**
 * Monthly prices by company size (product spec §9): USD 49/79/99/149/custom,
 * JPY 6,500/10,500/13,000/20,000/custom. Each employee band is matched to the
 * plan that fits an organization of that size; Starter is free for everyone.
 * The limits themselves come from the API's `GET /plans/` (one table, server side).
 */
export type Currency = "USD" | "JPY";

export type EmployeeBand = {
  /** i18n key under `pricing.bands`. */
  key: string;
  plan: Exclude<PlanCode, "starter">;
  /** Per month; null means a custom quote. */
  price: Record<Currency, number> | null;
};

export const EMPLOYEE_BANDS: readonly EmployeeBand[] = [
  { key: "b1_10", plan: "plus", price: { USD: 49, JPY: 6500 } },
  { key: "b11_50", plan: "pro", price: { USD: 79, JPY: 10500 } },
  { key: "b51_250", plan: "premium", price: { USD: 99, JPY: 13000 } },
  { key: "b251_1000", plan: "premium", price: { USD: 149, JPY: 20000 } },
  { key: "b1001", plan: "premium", price: null },
];

/** Business days from order to delivery for the setup services. */
export const SETUP_SERVICES = [
  { key: "page_setup", businessDays: 14 },
  { key: "custom_page", businessDays: 30 },
] as const;

/** The lowest monthly price of a plan (Premium starts at its smallest band). */
export function startingPrice(plan: PlanCode): Record<Currency, number> | null {
  const prices = EMPLOYEE_BANDS.filter((band) => band.plan === plan && band.price).map((band) => band.price!);
  return prices.sort((a, b) => a.USD - b.USD)[0] ?? null;
}

export function formatPrice(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** A plan and its limits as `GET /api/v1/plans/` returns them (null = unlimited). */
export type { Plan };
export type PlanLimits = Plan["limits"];
