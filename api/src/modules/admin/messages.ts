/** Messages of the admin calls. */
export const ADMIN_MESSAGES = {
  count: "Count must be between 1 and 500.",
  expiry: "Expiry must be between 1 and 365 days.",
  plan: "Select a valid plan.",
} as const;
