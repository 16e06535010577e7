import { t } from "elysia";
import { PublicContent } from "../public-pages/model.ts";
import { VISITOR_LIMITS } from "./messages.ts";

const limited = (field: keyof typeof VISITOR_LIMITS) =>
  t.Optional(t.String({ maxLength: 500, description: `Limited access: required, at most ${VISITOR_LIMITS[field]} characters after trimming` }));

/**
 * What a visitor gives at a gate: name, company and work email (limited), or
 * the password. The service checks them, not this model: which fields are
 * required depends on the item's access, and the messages are in the
 * visitor's language, the page's default when they ask for none.
 */
export const GateBody = t.Object({
  name: limited("name"),
  company: limited("company"),
  email: limited("email"),
  password: t.Optional(t.String({ maxLength: 500, description: "Password access: required, not blank" })),
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
