import { t } from "elysia";
import { LANGUAGE_CODES, PAGE_EVENT_KINDS } from "@greenpage/db/schema";
import { LanguageCodeSchema, NullableText, Text } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { ANALYTICS_MESSAGES as M, PAGE_VIEW_MAX_LENGTH as MAX, SHARE_LINK_LIMITS, WINDOW_MESSAGE } from "./messages.ts";

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
  kind: t.Optional(
    t.Union(
      PAGE_EVENT_KINDS.map((kind) => t.Literal(kind)),
      { error: M.kind, description: "`view` (the default), or `click` on a link block of the page at `path` (needs `link_block_id`; never counted as a view)" },
    ),
  ),
  link_block_id: t.Optional(t.Integer({ minimum: 1, maximum: 2147483647, error: M.linkBlock, description: "The link block clicked (`kind: click`)" })),
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
  link_clicks: t.Array(
    t.Object({
      link_block_id: t.Integer(),
      title_json: t.Record(t.String(), t.String()),
      url: t.String(),
      clicks: t.Integer(),
      visitors: t.Integer({ description: "Daily visitors who clicked, summed over the days" }),
    }),
    { description: "Clicks per link block in the window, most first (blocks deleted since are left out); clicks are not page views" },
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

const { name: NAME_MAX, passwordMin: PW_MIN, passwordMax: PW_MAX } = SHARE_LINK_LIMITS;
const Window = t.Optional(t.Integer({ minimum: 1, maximum: 365, error: WINDOW_MESSAGE, "x-field": "days", description: "7, 30 (default), 90 or 365" }));

/** A read-only link to the page's Analytics screen. */
export const ShareLink = t.Object({
  id: t.Integer(),
  name: t.Nullable(t.String()),
  url: t.String({ description: "The site's read-only stats page: /stats/{token}" }),
  has_password: t.Boolean(),
  created_at: t.String({ format: "date-time" }),
  created_by: t.Nullable(t.Object({ name: t.String(), email: t.String() })),
});
export type ShareLink = typeof ShareLink.static;

export const ShareLinkBody = t.Object({
  name: t.Optional(NullableText({ maxLength: NAME_MAX, messages: { maxLength: M.tooLong(NAME_MAX) }, description: "What the link is for" })),
  password: t.Optional(
    t.Union([t.String({ minLength: PW_MIN, maxLength: PW_MAX }), t.Null()], {
      messages: { minLength: M.passwordLength, maxLength: M.passwordLength },
      error: M.passwordLength,
      description: `Asked before the numbers are shown (${PW_MIN}–${PW_MAX} characters)`,
    }),
  ),
});
export type ShareLinkBody = typeof ShareLinkBody.static;

/** What a share link's viewer sends: the token travels in the body, never in the API's URLs. */
export const SharedStatsBody = t.Object({
  token: t.String({ maxLength: 100, error: M.shareLinkUnknown, description: "The share link's token: /stats/{token}" }),
  password: t.Optional(t.String({ maxLength: PW_MAX, messages: { maxLength: M.incorrectPassword } })),
  access: t.Optional(t.String({ maxLength: 64, description: "The pass an earlier answer gave for this protected link, instead of the password" })),
  days: Window,
  compare: t.Optional(t.Boolean({ description: "Also the totals of the same number of days just before" })),
});
export type SharedStatsBody = typeof SharedStatsBody.static;

export const SharedStats = t.Object({
  page: t.Object({
    handle: t.String(),
    name_json: t.Nullable(t.Record(t.String(), t.String())),
    analytics_window_days: t.Integer({ description: "The longest window the page's plan keeps" }),
  }),
  report: AnalyticsReport,
  access: t.Nullable(t.String({ description: "For a protected link: a pass to send as `access` on the next reads (12 hours), so the password is asked once" })),
});

export const WeeklyReport = t.Object({ enabled: t.Boolean({ description: "Whether you receive this page's weekly e-mail report" }) });
export const WeeklyReportBody = t.Object({
  enabled: t.Boolean({ error: M.enabled }),
  language: t.Optional(LanguageCodeSchema({ error: RULES.language, description: "The mail's language (default en)" })),
});
