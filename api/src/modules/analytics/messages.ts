import { RULES } from "../../lib/validate.ts";

/** The longest path and referrer a page view may carry. */
export const PAGE_VIEW_MAX_LENGTH = 2048;

/** The Analytics windows (specification §9); each plan keeps up to its `analytics_window_days`. */
export const ANALYTICS_WINDOWS = [7, 30, 90, 365] as const;
export const WINDOW_MESSAGE = "Select 7, 30, 90 or 365 days.";

/** A share link's name and password. */
export const SHARE_LINK_LIMITS = { name: 80, passwordMin: 8, passwordMax: 128, perPage: 20 } as const;

export const ANALYTICS_MESSAGES = {
  required: RULES.required,
  tooLong: RULES.tooLong,
  path: "Path must start with /.",
  passwordLength: `Password must be ${SHARE_LINK_LIMITS.passwordMin} to ${SHARE_LINK_LIMITS.passwordMax} characters.`,
  incorrectPassword: "Incorrect password.",
  shareLinkUnknown: "This stats link does not exist or was revoked.",
  sharePasswordRequired: "This stats link is protected by a password.",
  tooManyShareLinks: `A page can have at most ${SHARE_LINK_LIMITS.perPage} share links. Revoke one first.`,
  enabled: "Enabled must be true or false.",
  kind: "Select view or click.",
  linkBlock: "A click needs the id of the link block clicked.",
} as const;
