import { RULES } from "../../lib/validate.ts";

/** The longest path and referrer a page view may carry. */
export const PAGE_VIEW_MAX_LENGTH = 2048;

export const ANALYTICS_MESSAGES = {
  required: RULES.required,
  tooLong: RULES.tooLong,
  path: "Path must start with /.",
} as const;
