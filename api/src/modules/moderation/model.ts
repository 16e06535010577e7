import { t } from "elysia";
import { PLAN_CODES } from "@greenpage/db/schema";
import { ChoiceIn, NullableText, Text } from "../../lib/http-schemas.ts";
import { PageQuery } from "../../lib/pagination.ts";
import { EMAIL_PATTERN } from "../../lib/validate.ts";
import { MODERATION_LIMITS as L, MODERATION_MESSAGES as M, PAGE_STATES, REPORT_REASONS, REPORT_RESOLUTIONS } from "./messages.ts";

const Localized = t.Record(t.String(), t.String());
const text = (maxLength: number, required: string = M.required) => ({
  maxLength,
  messages: { required, minLength: required, maxLength: M.tooLong(maxLength) },
});

export const ModerationState = t.Union([t.Literal("unpublished"), t.Literal("hidden")], {
  description: "`unpublished`: the owner may publish again once fixed; `hidden` (abuse): only an admin's restore brings it back",
});

export const AdminPagesQuery = t.Object({
  ...PageQuery.properties,
  q: t.Optional(t.String({ maxLength: 100, error: M.tooLong(100), description: "Part of the handle or of the name (en or ja)" })),
  country: t.Optional(t.String({ maxLength: 2, pattern: "^[A-Za-z]{2}$", error: M.country, description: "ISO 3166-1 alpha-2" })),
  plan: t.Optional(ChoiceIn(PLAN_CODES, M.plan, { description: "The page's plan code" })),
  state: t.Optional(ChoiceIn(PAGE_STATES, M.state, { description: "`published`, `unpublished` (by its owner) or `moderated` (taken down by the team)" })),
});
export type AdminPagesQuery = typeof AdminPagesQuery.static;

export const AdminPage = t.Object({
  id: t.Integer(),
  handle: t.String(),
  name_json: t.Nullable(Localized),
  owner_email: t.Nullable(t.String()),
  country: t.Nullable(t.String()),
  plan: t.Nullable(t.String({ description: "The page's plan code" })),
  is_published: t.Boolean(),
  is_visible: t.Boolean(),
  moderation_state: t.Nullable(ModerationState),
  moderation_reason: t.Nullable(t.String()),
  moderated_at: t.Nullable(t.String()),
  open_reports: t.Integer({ description: "Reports on the page not resolved yet" }),
  created_at: t.String(),
});
export type AdminPage = typeof AdminPage.static;

export const PageReport = t.Object({
  id: t.Integer(),
  page: t.Object({ id: t.Integer(), handle: t.String(), name_json: t.Nullable(Localized) }),
  item: t.Nullable(t.Object({ id: t.Integer(), title_json: Localized }, { description: "The initiative reported, when one was" })),
  reason: t.String(),
  message: t.Nullable(t.String()),
  email: t.Nullable(t.String()),
  locale: t.String(),
  status: t.Union([t.Literal("open"), t.Literal("resolved")]),
  resolution: t.Nullable(t.String({ description: "`no_action`, `unpublished` or `contacted`" })),
  resolution_note: t.Nullable(t.String()),
  resolved_by: t.Nullable(t.String({ description: "The email of the admin who resolved it" })),
  resolved_at: t.Nullable(t.String()),
  created_at: t.String(),
});
export type PageReport = typeof PageReport.static;

export const ModerationEvent = t.Object({
  action: t.String({ description: "`page.unpublish`, `page.hide`, `page.restore` or `report.resolve`" }),
  actor_email: t.String(),
  reason: t.Nullable(t.String()),
  created_at: t.String(),
});

export const AdminPageDetail = t.Object({
  ...AdminPage.properties,
  reports: t.Array(PageReport, { description: "Every report on the page, newest first" }),
  history: t.Array(ModerationEvent, { description: "The team's actions on the page, newest first (from the audit log)" }),
});
export type AdminPageDetail = typeof AdminPageDetail.static;

export const TakedownBody = t.Object({
  reason: Text({ ...text(L.reason, M.takedownReason), minLength: 1, description: "Why: the owner reads it in the mail and on their dashboard" }),
});

export const ReportsQuery = t.Object({
  ...PageQuery.properties,
  status: t.Optional(ChoiceIn(["open", "resolved"] as const, "Select open or resolved.", { description: "Default: open" })),
});

export const ResolveBody = t.Object({
  resolution: ChoiceIn(REPORT_RESOLUTIONS, M.resolution, {
    description: "`no_action`, `unpublish` (the page, with `note` as the reason the owner reads) or `contact` (mails the owner `message`)",
  }),
  note: t.Optional(NullableText({ ...text(L.note), description: "The decision's note; the reason the owner reads when unpublishing (required then)" })),
  message: t.Optional(NullableText({ ...text(L.message), description: "The mail to the owner (required for `contact`)" })),
});
export type ResolveBody = typeof ResolveBody.static;

export const ReportBody = t.Object({
  reason: ChoiceIn(REPORT_REASONS, M.reason, { description: `One of: ${REPORT_REASONS.join(", ")}.` }),
  message: t.Optional(NullableText({ ...text(L.message), description: "What is wrong (optional)" })),
  email: t.Optional(
    NullableText({
      ...text(L.email),
      pattern: EMAIL_PATTERN,
      messages: { ...text(L.email).messages, pattern: M.email },
      description: "Where the team may answer (optional)",
    }),
  ),
  content_id: t.Optional(t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647, error: M.item, description: "The initiative reported (optional)" }))),
  locale: t.Optional(
    t.Union([t.Literal("en"), t.Literal("ja")], { error: "Only en and ja are supported.", description: "The reporter's language (default en)" }),
  ),
});
export type ReportBody = typeof ReportBody.static;

export const ReportCreated = t.Object({ id: t.Integer() });
