/** How many keys one user may hold that have not expired (revoked keys are deleted). */
export const MAX_LIVE_API_KEYS = 20;
export const NAME_MAX_LENGTH = 100;
export const EXPIRY_MAX_DAYS = 365;

/** Messages of the API keys module. */
export const API_KEY_MESSAGES = {
  name: `Give the key a name of 1 to ${NAME_MAX_LENGTH} characters.`,
  expiry: `Choose an expiry of 1 to ${EXPIRY_MAX_DAYS} days, or none.`,
  verifyFirst: "Verify your email address before creating an API key.",
  tooMany: `You already have ${MAX_LIVE_API_KEYS} active API keys. Revoke one before creating another.`,
} as const;
