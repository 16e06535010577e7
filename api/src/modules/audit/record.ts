import type { Database } from "@greenpage/db";
import { adminAuditLog } from "@greenpage/db/schema";
import type { Tx } from "../../lib/transaction.ts";

/** The admin who acts: id and email (the email is copied, so the entry outlives the account). */
export type AuditActor = { id: string; email: string };

export type AuditTarget = {
  type: "user" | "page" | "invitation" | "subscription" | "transaction" | "report" | "message" | "subscriber" | "content";
  id?: string | number | null;
  /** What a person reads for the target: an email, a handle, a code. */
  label?: string | null;
};

export type AuditEntry = {
  actor: AuditActor;
  /** One of AUDIT_ACTIONS' values. */
  action: string;
  target: AuditTarget;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Every write of the product team, keyed by method and route below
 * `/api/v1`, with the audit action it records. The service records the entry
 * (in the same transaction as the change where there is one: an action that
 * did not happen is never logged, one that happened always is); a test holds
 * every admin write route to having an entry here.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  "POST /admin/invitations/": "invitation.create",
  "PUT /admin/users/:user/plan/": "plan.assign_user",
  "PUT /admin/businesses/:business/plan/": "plan.assign_page",
  "POST /admin/verifications/:content_id/approve/": "verification.approve",
  "POST /admin/verifications/:content_id/reject/": "verification.reject",
  "POST /admin/verifications/:content_id/revoke/": "verification.revoke",
  "POST /billing/admin/transactions/:transaction/refund/": "billing.refund",
  "POST /admin/invitations/:code/revoke/": "invitation.revoke",
  "POST /admin/users/:user/plan/extend/": "plan.extend",
  "POST /admin/businesses/:business/plan/extend/": "plan.extend",
  "POST /admin/messages/:id/handled/": "message.handled",
  "DELETE /admin/messages/:id/handled/": "message.reopen",
  "POST /admin/messages/:id/replies/": "message.reply",
  "DELETE /admin/newsletter/subscribers/:id/": "subscriber.remove",
  "POST /admin/businesses/:business/unpublish/": "page.unpublish",
  "POST /admin/businesses/:business/hide/": "page.hide",
  "POST /admin/businesses/:business/restore/": "page.restore",
  "POST /admin/reports/:id/resolve/": "report.resolve",
  "POST /admin/users/:user/disable/": "user.disable",
  "POST /admin/users/:user/enable/": "user.enable",
  "DELETE /admin/users/:user/": "user.delete",
  "PUT /admin/users/:user/role/": "user.role",
  "POST /admin/users/:user/verification-email/": "user.verification_email",
  "POST /admin/users/:user/password-reset/": "user.password_reset",
};

/** Writes one audit entry, inside the caller's transaction when given one. */
export async function recordAdminAction(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
    targetLabel: entry.target.label ?? null,
    reason: entry.reason ?? null,
    details: wellFormed(entry.details ?? {}),
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The details with every string well formed: jsonb refuses a lone UTF-16
 * surrogate, which a typed note or reason may hold (text columns take it).
 */
function wellFormed(details: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(details, (_key, value) => (typeof value === "string" ? value.replace(LONE_SURROGATE, "\uFFFD") : value)));
}
