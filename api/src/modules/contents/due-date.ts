import { type SQL, sql } from "drizzle-orm";
import type { contents } from "@greenpage/db/schema";

type Row = Pick<typeof contents.$inferSelect, "expirationDate" | "reviewIntervalMonths" | "lastVerified" | "issueDate" | "createdAt">;

/** The review intervals an owner can choose for a claim with no expiry date, in months. */
export const REVIEW_INTERVALS = [3, 6, 12, 24, 36] as const;

export type DueDate = { date: string; basis: "expiry" | "review" };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus whole months, the day kept or clamped to the month's last (Jan 31 + 1 month = Feb 28), as PostgreSQL adds an interval. */
export function addMonths(date: string, months: number): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dayOfMonth, lastDay));
  return day(target);
}

/**
 * When a claim is next due: its certificate's expiry date, or, with no
 * expiry, its review interval counted from its last review (the
 * verification, else its issue date, else when it was added). None when it
 * has neither.
 */
export function dueDateOf(row: Row): DueDate | null {
  if (row.expirationDate) return { date: row.expirationDate, basis: "expiry" };
  if (!row.reviewIntervalMonths) return null;
  const from = row.lastVerified ? day(row.lastVerified) : (row.issueDate ?? day(row.createdAt));
  return { date: addMonths(from, row.reviewIntervalMonths), basis: "review" };
}

/** The same, in SQL over the `contents` row aliased `c` (UTC days): what the reminder job selects by. */
export const DUE_DATE_SQL: SQL = sql`coalesce(c.expiration_date, (coalesce((c.last_verified at time zone 'UTC')::date, c.issue_date, (c.created_at at time zone 'UTC')::date) + make_interval(months => c.review_interval_months::int))::date)`;
