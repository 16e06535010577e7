/** How soon an owner is told a certificate is about to expire: within this many days, the row counts them down. */
export const EXPIRY_COUNTDOWN_DAYS = 90;

/**
 * Whole days from `now` (its UTC calendar day) to a `YYYY-MM-DD` date: 0 on
 * the day itself (the last day the certificate holds), negative once past.
 */
export function daysUntil(date: string, now: Date = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / 86_400_000);
}

/** The countdown to show for an expiry date, or null when it is far off or already past (the row says Expired). */
export function expiryCountdown(date: string | null, now: Date = new Date()): number | null {
  if (!date) return null;
  const days = daysUntil(date, now);
  return days >= 0 && days <= EXPIRY_COUNTDOWN_DAYS ? days : null;
}

/** What an owner's row says of a claim coming due, as a text key and its count, or null when nothing is near. */
export function dueNotice(
  item: { due_date: string | null; due_basis: "expiry" | "review" | null; is_expired: boolean },
  now: Date = new Date(),
): { key: string; count?: number } | null {
  if (!item.due_date || !item.due_basis) return null;
  const days = daysUntil(item.due_date, now);
  if (item.due_basis === "review") {
    if (days < 0) return { key: "verifications.review_overdue" };
    if (days === 0) return { key: "verifications.review_due_today" };
    return days <= EXPIRY_COUNTDOWN_DAYS ? { key: "verifications.review_due_in", count: days } : null;
  }
  // Past its expiry, the row's Expired badge says it.
  if (item.is_expired) return null;
  const countdown = expiryCountdown(item.due_date, now);
  if (countdown === null) return null;
  return countdown === 0 ? { key: "verifications.expires_today" } : { key: "verifications.expires_in", count: countdown };
}
