/** What the notification settings and unsubscribe calls answer (API messages are English, as elsewhere). */
export const NOTIFICATION_MESSAGES = {
  enabled: "Enter true or false.",
  invalidLink: "This unsubscribe link is not valid.",
  unsubscribed: "You will no longer receive these mails.",
} as const;

/**
 * Past this many single mails in a day (the last 24 hours), a member's further
 * notifications wait for the daily digest instead of coming one by one.
 */
export const SINGLE_MAILS_PER_DAY = 3;
