import { RULES } from "../../lib/validate.ts";

/** Why a visitor reports a page or an initiative; the site's form offers the same codes. */
export const REPORT_REASONS = ["misleading", "spam", "offensive", "impersonation", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin decides on a report. */
export const REPORT_RESOLUTIONS = ["no_action", "unpublish", "contact"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** The page states the admin list filters by: published, unpublished by its owner, or taken down by the team. */
export const PAGE_STATES = ["published", "unpublished", "moderated"] as const;

/** The longest text each field takes (the site's forms check the same, from the SDK's rules). */
export const MODERATION_LIMITS = { reason: 1000, message: 5000, email: 254, note: 1000 } as const;

export const MODERATION_MESSAGES = {
  required: RULES.required,
  email: RULES.email,
  tooLong: RULES.tooLong,
  reason: "Select a valid reason.",
  resolution: "Select no_action, unpublish or contact.",
  state: "Select published, unpublished or moderated.",
  country: "Select a valid country.",
  plan: "Select a valid plan.",
  item: "Select an initiative of this page.",
  takedownReason: "Give the reason the owner will read.",
  contactMessage: "Write the message the owner will receive.",
} as const;
