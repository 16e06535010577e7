import { RULES } from "../../lib/validate.ts";

/** Messages of the accounts module; the first two are the specification's words. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: "Password must be at least 7 characters",
  emailExists: "This email already exists.",
  required: RULES.required,
  invalidEmail: RULES.email,
  tooLong: RULES.tooLong,
  invitationRequired: "An invitation code is required for early access.",
  invitationInvalid: "This invitation code is invalid or has already been used.",
  signedUp: "Account created. We sent you an email to verify your address.",
  loggedOut: "You have been logged out.",
} as const;
