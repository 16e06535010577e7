import { t } from "elysia";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { RULES } from "../../lib/validate.ts";

/** What the site sends after each route change. `path` is checked in the service so a missing one gets the form's message. */
export const PageViewBody = t.Object({
  path: t.Optional(t.String({ description: "The path viewed, starting with `/` (at most 2048 characters); a query string is dropped." })),
  referrer: t.Optional(t.Nullable(t.String({ description: "`document.referrer`; only its origin is kept (at most 2048 characters)." }))),
  language: t.Optional(t.Union([...LANGUAGE_CODES.map((code) => t.Literal(code)), t.Null()], { error: RULES.language })),
});
export type PageViewBody = typeof PageViewBody.static;

export const PageStats = t.Object({
  window_days: t.Integer(),
  since: t.String({ description: "Start of the window (UTC midnight, 29 days before today)" }),
  page_views: t.Integer(),
  visitors: t.Integer({ description: "Distinct visitors per day, summed over the window" }),
  feedback_30d: t.Integer({ description: "Stakeholder feedback responses given in the window" }),
  daily: t.Array(t.Object({ date: t.String(), page_views: t.Integer() })),
});
