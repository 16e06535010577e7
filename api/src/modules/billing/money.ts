import type { BillingInterval } from "@greenpage/db/schema";

/**
 * Billing arithmetic, in integer minor units. Every fraction of a period is
 * measured in milliseconds and rounded once, at the end, to the nearest unit.
 */

/** A billing period starting at `start`: one calendar month or year later (the 31st of a short month ends on its last day). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The unused share of a period at `now`, from 0 (over) to 1 (not started). */
export function unusedShare(period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const left = period.end.getTime() - now.getTime();
  return Math.min(1, Math.max(0, left / total));
}

/**
 * What an upgrade charges now. Within the same interval the period is kept
 * and the owner pays the difference for what is left of it; a change of
 * interval starts a new period and credits what is left of the old one.
 */
export function upgradeCharge(
  current: { amount: number; interval: BillingInterval; start: Date; end: Date },
  next: { amount: number; interval: BillingInterval },
  now: Date,
): { amount: number; keepsPeriod: boolean } {
  const unused = unusedShare(current, now);
  if (current.interval === next.interval) return { amount: Math.max(0, Math.round((next.amount - current.amount) * unused)), keepsPeriod: true };
  return { amount: Math.max(0, Math.round(next.amount - current.amount * unused)), keepsPeriod: false };
}

/** Days after a charge within which it is refunded in full (specification §9). */
export const FULL_REFUND_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * What a refund of a charge returns: all of it within 14 days, afterwards
 * the unused share of the period it paid for (nothing for a service or a
 * period that is over), less what was already refunded.
 */
export function refundableAmount(
  charge: { amount: number; refundedAmount: number; createdAt: Date; periodStart: Date | null; periodEnd: Date | null },
  now: Date,
): { amount: number; full: boolean } {
  const left = charge.amount - charge.refundedAmount;
  if (left <= 0) return { amount: 0, full: false };
  if (now.getTime() - charge.createdAt.getTime() <= FULL_REFUND_DAYS * DAY_MS) return { amount: left, full: true };
  if (!charge.periodStart || !charge.periodEnd) return { amount: 0, full: false };
  const prorated = Math.round(charge.amount * unusedShare({ start: charge.periodStart, end: charge.periodEnd }, now));
  return { amount: Math.max(0, Math.min(left, prorated - charge.refundedAmount)), full: false };
}
