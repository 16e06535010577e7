import { and, count, desc, eq, ilike, lt, gte, or, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Database } from "@greenpage/db";
import { adminAuditLog } from "@greenpage/db/schema";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanDate } from "../../lib/validate.ts";
import { AUDIT_ACTIONS } from "./record.ts";
import { AUDIT_MESSAGES } from "./messages.ts";
import type { AuditLogEntry, AuditQuery } from "./model.ts";
import { containing } from "../../lib/like.ts";

const DAY_MS = 86_400_000;

/** The filters, checked (dates with field errors), as one condition; blank filters are no filter. */
export function auditWhere(query: AuditQuery): SQL | undefined {
  const errors = new FieldErrorCollector();
  const from = cleanDate(errors, "from", query.from?.trim());
  const to = cleanDate(errors, "to", query.to?.trim());
  if (from && to && to < from) errors.add("to", AUDIT_MESSAGES.dateRange);
  errors.throwIfAny();
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(adminAuditLog.createdAt, new Date(`${from}T00:00:00Z`)));
  if (to) conditions.push(lt(adminAuditLog.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)));
  const action = query.action?.trim();
  if (action) conditions.push(eq(adminAuditLog.action, action));
  const targetType = query.target_type?.trim();
  if (targetType) conditions.push(eq(adminAuditLog.targetType, targetType));
  const actor = query.actor?.trim();
  if (actor) conditions.push(or(eq(adminAuditLog.actorId, actor), ilike(adminAuditLog.actorEmail, containing(actor)))!);
  const target = query.target?.trim();
  if (target) conditions.push(or(eq(adminAuditLog.targetId, target), ilike(adminAuditLog.targetLabel, containing(target)))!);
  const q = query.q?.trim();
  if (q) {
    const like = containing(q);
    conditions.push(or(ilike(adminAuditLog.targetLabel, like), ilike(adminAuditLog.reason, like), ilike(adminAuditLog.actorEmail, like))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

type Row = typeof adminAuditLog.$inferSelect;

const toEntry = (row: Row): AuditLogEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail },
  action: row.action,
  target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
  reason: row.reason,
  details: row.details ?? {},
});

const newestFirst = [desc(adminAuditLog.createdAt), desc(adminAuditLog.id)];

/** One page of the log, newest first. */
export async function listAudit(db: Database, query: AuditQuery, window: { pageSize: number; offset: number }) {
  const where = auditWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toEntry) };
}

/** The most rows one export holds: the newest ones (a filter narrows it). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const AUDIT_CSV_COLUMNS = ["at", "actor_email", "actor_id", "action", "target_type", "target_id", "target_label", "reason", "details"] as const;

/**
 * The filtered log as CSV, newest first. Cells a spreadsheet would run as a
 * formula are escaped: labels and reasons come from people.
 */
export async function exportAudit(db: Database, query: AuditQuery): Promise<string> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(auditWhere(query))
    .orderBy(...newestFirst)
    .limit(AUDIT_EXPORT_MAX_ROWS);
  const records = rows.map((r) => [
    r.createdAt.toISOString(),
    r.actorEmail,
    r.actorId ?? "",
    r.action,
    r.targetType,
    r.targetId ?? "",
    r.targetLabel ?? "",
    r.reason ?? "",
    JSON.stringify(r.details ?? {}),
  ]);
  return stringify(records, { header: true, columns: [...AUDIT_CSV_COLUMNS], escape_formulas: true, bom: true });
}

/** The action names for the filter: every one the console records, and any older one still in the log. */
export async function knownActions(db: Database): Promise<string[]> {
  const logged = await db.selectDistinct({ action: adminAuditLog.action }).from(adminAuditLog);
  return [...new Set([...Object.values(AUDIT_ACTIONS), ...logged.map((r) => r.action)])].sort();
}

/** Deletes entries older than `days` (the daily job; AUDIT_RETENTION_DAYS, at least a year). Answers how many went. */
export async function pruneAuditLog(db: Pick<Database, "delete">, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const gone = await db.delete(adminAuditLog).where(lt(adminAuditLog.createdAt, cutoff)).returning({ id: adminAuditLog.id });
  return gone.length;
}
