import { t } from "elysia";
import { PublicContent } from "../public-pages/model.ts";

/** What a visitor gives at a gate: name, company and work email (limited), or the password. */
export const GateBody = t.Object({
  name: t.Optional(t.String({ maxLength: 500 })),
  company: t.Optional(t.String({ maxLength: 500 })),
  email: t.Optional(t.String({ maxLength: 500 })),
  password: t.Optional(t.String({ maxLength: 500 })),
});
export type GateBody = typeof GateBody.static;

export const GrantView = t.Object({
  grant: t.String({ description: "Opens this item (and its attachments) for a short time: pass it as `?grant=`" }),
  expires_at: t.String(),
  content: PublicContent,
});

export const AccessLogEntry = t.Object({
  id: t.Integer(),
  content_id: t.Nullable(t.Integer({ description: "null once the item was deleted" })),
  content_title: t.String(),
  method: t.String({ description: "limited or password" }),
  name: t.Nullable(t.String()),
  email: t.Nullable(t.String()),
  company: t.Nullable(t.String()),
  data_accessed: t.String(),
  created_at: t.String(),
});
export type AccessLogEntry = typeof AccessLogEntry.static;

export const AccessLogQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200, description: "Matches name, email, company or the item's title", "x-field": "q" })),
  content_id: t.Optional(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select a valid initiative.", "x-field": "content_id" })),
});
