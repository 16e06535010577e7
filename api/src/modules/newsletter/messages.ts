import { RULES } from "../../lib/validate.ts";

export const NEWSLETTER_MESSAGES = {
  required: RULES.required,
  email: RULES.email,
  checkInbox: "Check your inbox to confirm your subscription.",
  invalidConfirmation: "This confirmation link is invalid or has expired.",
  invalidUnsubscribe: "This unsubscribe link is invalid.",
} as const;
