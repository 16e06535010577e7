import type { Currency } from "@greenpage/db/schema";
import { MINOR_DIGITS } from "../../lib/plans/catalog.ts";

/** An amount as receipts and mails print it: `USD 49.00`, `JPY 6,500`. */
export function formatMoney(amount: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const value = (amount / 10 ** digits).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${value}`;
}

/** The plan or service a charge was for, as a receipt names it. */
export const ITEM_NAMES: Record<string, string> = {
  plus: "Greenpage Plus plan",
  pro: "Greenpage Pro plan",
  premium: "Greenpage Premium plan",
  page_setup: "Page setup service",
  custom_page: "Custom page service",
};
