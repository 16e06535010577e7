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
