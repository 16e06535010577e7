import { RULES } from "../../lib/validate.ts";

/** Messages of the contact form: the shared field rules plus the one for an unknown category. */
export const CONTACT_MESSAGES = {
  required: RULES.required,
  email: RULES.email,
  tooLong: RULES.tooLong,
  category: "Select a valid category.",
} as const;
