import { t } from "elysia";
import { RULES } from "../../lib/validate.ts";

const text = (maxLength: number, field: string, description: string, error: string = RULES.tooLong(maxLength)) =>
  t.Optional(t.String({ maxLength, description, error, "x-field": field }));

/** The Audit log's filters; the list and its CSV take the same. */
export const AuditQuery = t.Object({
  action: text(64, "action", "One action name, e.g. `user.disable` (GET /admin/audit/actions/ lists them)"),
  actor: text(254, "actor", "The admin who acted: their user id, or (part of) their email address"),
  target_type: text(32, "target_type", "`user`, `page`, `invitation`, `subscription`, `transaction`, `report`, `message`, `subscriber` or `content`"),
  target: text(254, "target", "The target's id, or (part of) what it reads as: an email, a handle, a code"),
  q: text(200, "q", "Searches the target's label, the reason and the actor's email"),
  from: text(10, "from", "First day (YYYY-MM-DD, UTC), included", RULES.date),
  to: text(10, "to", "Last day (YYYY-MM-DD, UTC), included", RULES.date),
});
export type AuditQuery = typeof AuditQuery.static;

export const AuditLogEntry = t.Object({
  id: t.Integer(),
  at: t.String({ description: "When the action happened (ISO 8601)" }),
  actor: t.Object({
    id: t.Nullable(t.String({ description: "The admin's user id (null once the account is gone)" })),
    email: t.String({ description: "The admin's email address when they acted" }),
  }),
  action: t.String({ description: "What was done, e.g. `page.hide`" }),
  target: t.Object({
    type: t.String(),
    id: t.Nullable(t.String()),
    label: t.Nullable(t.String({ description: "What a person reads for the target: an email, a handle, a code" })),
  }),
  reason: t.Nullable(t.String()),
  details: t.Record(t.String(), t.Unknown(), { description: "Facts of the action: the plan set, how many codes, the previous state…" }),
});
export type AuditLogEntry = typeof AuditLogEntry.static;

export const AuditActionList = t.Object({
  actions: t.Array(t.String(), { description: "Every action name the console records, and any other found in the log, sorted" }),
});
