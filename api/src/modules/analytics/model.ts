import { t } from "elysia";
import { LANGUAGE_CODES } from "@greenpage/db/schema";
import { Text } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { ANALYTICS_MESSAGES as M, PAGE_VIEW_MAX_LENGTH as MAX } from "./messages.ts";

/** What the site sends after each route change. */
export const PageViewBody = t.Object({
  path: Text({
    minLength: 1,
    maxLength: MAX,
    pattern: "^/",
    messages: { required: M.required, minLength: M.required, maxLength: M.tooLong(MAX), pattern: M.path },
    description: "The path viewed, starting with `/`; a query string is dropped.",
  }),
  referrer: t.Optional(
    t.Union([t.String({ maxLength: MAX }), t.Null()], {
      messages: { maxLength: M.tooLong(MAX) },
      description: "`document.referrer`; only its origin is kept.",
    }),
  ),
  language: t.Optional(t.Union([...LANGUAGE_CODES.map((code) => t.Literal(code)), t.Null()], { error: RULES.language })),
  source: t.Optional(
    t.Union([t.String({ maxLength: 64 }), t.Null()], {
      messages: { maxLength: M.tooLong(64) },
      description:
        "The marker the page was opened with: its `src` parameter, else `utm_source` (qr, widget, embed, explore, share-<network>, or any hand-made value); none means a plain link.",
    }),
  ),
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

const Totals = t.Object({ page_views: t.Integer(), visitors: t.Integer({ description: "Daily visitors summed over the days" }) });
const Breakdown = t.Array(
  t.Object({ value: t.String({ description: "'' for none (a plain link, no referrer…)" }), page_views: t.Integer(), visitors: t.Integer() }),
);

/** The Analytics screen's window, read from the daily roll-ups (UTC days). */
export const AnalyticsReport = t.Object({
  window_days: t.Integer(),
  time_zone: t.Literal("UTC"),
  since: t.String({ format: "date" }),
  until: t.String({ format: "date" }),
  totals: Totals,
  previous: t.Nullable(Totals, { description: "The same number of days just before, with `compare=true`" }),
  daily: t.Array(
    t.Object({ date: t.String({ format: "date" }), page_views: t.Integer(), visitors: t.Integer(), feedback: t.Integer(), gate_passes: t.Integer() }),
  ),
  breakdowns: t.Object({
    path: Breakdown,
    source: Breakdown,
    referrer: Breakdown,
    language: Breakdown,
    device: Breakdown,
    browser: Breakdown,
  }),
});
