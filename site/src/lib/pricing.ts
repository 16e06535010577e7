import type { BillingCatalog, Plan, PlanCode } from "@greenpage/sdk";
import { serverApi } from "./server-api.ts";

/**
 * The price catalogue from the API (`GET /billing/catalog/`): the same
 * numbers checkout charges, never typed in the site. Cached for a minute in
 * this process (the landing pages read it on every visit; it changes with a
 * deploy). Null when the API is unreachable: the page then says so instead
 * of showing prices it cannot stand behind.
 */
export type Currency = "USD" | "JPY";
export type Catalog = BillingCatalog;
export type PriceRow = Catalog["prices"][number];

let cached: { catalog: Catalog; until: number } | null = null;
const TTL_MS = 60_000;

export async function loadCatalog(): Promise<Catalog | null> {
  if (cached && cached.until > Date.now()) return cached.catalog;
  try {
    const catalog = await serverApi.billing.catalog();
    cached = { catalog, until: Date.now() + TTL_MS };
    return catalog;
  } catch {
    return null;
  }
}

/** The cheapest tier a plan is sold at (its "from" price), or null for Starter and custom quotes. */
export function startingRow(catalog: Catalog, plan: PlanCode): PriceRow | null {
  const rows = catalog.prices.filter((row) => row.plan === plan && row.month);
  return rows.sort((a, b) => a.month!.USD - b.month!.USD)[0] ?? null;
}

/** A price in minor units as the pricing page shows it: whole amounts without decimals (`$49`, `¥6,500`). */
export function formatPrice(amount: number, currency: Currency, locale: string, minorDigits: number): string {
  const major = amount / 10 ** minorDigits;
  const digits = Number.isInteger(major) ? 0 : minorDigits;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major);
}

/** Where "Choose" goes: sign-up, which sends a signed-in visitor straight to checkout for this offer. */
export const chooseHref = (row: PriceRow, currency: Currency) => `/signup?plan=${row.plan}&tier=${row.tier}&currency=${currency}`;

/** A plan and its limits as `GET /api/v1/plans/` returns them (null = unlimited). */
export type { Plan };
export type PlanLimits = Plan["limits"];
