import { randomBytes } from "node:crypto";
import { alias } from "drizzle-orm/pg-core";
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Database } from "@greenpage/db";
import { invitationCodes, users } from "@greenpage/db/schema";
import { notFound } from "../../lib/errors.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { ADMIN_OFFICE_ERRORS } from "./errors.ts";
import type { CodeStatus, Invitation, InvitationFilter } from "./model.ts";
import { containing } from "../../lib/like.ts";

/** Readable codes without look-alike characters (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newInvitationCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

const creator = alias(users, "creator");
const usedBy = alias(users, "used_by_user");

/** A code's state: revoked wins, then used, then expired; otherwise it still signs someone up. */
function statusOf(row: typeof invitationCodes.$inferSelect, now: Date): CodeStatus {
  if (row.revokedAt) return "revoked";
  if (row.usedBy || row.usedAt) return "used";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "unused";
}

function whereStatus(status: CodeStatus, now: Date): SQL | undefined {
  const used = or(isNotNull(invitationCodes.usedBy), isNotNull(invitationCodes.usedAt));
  const fresh = and(isNull(invitationCodes.usedBy), isNull(invitationCodes.usedAt));
  const live = or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, now));
  switch (status) {
    case "revoked":
      return isNotNull(invitationCodes.revokedAt);
    case "used":
      return and(isNull(invitationCodes.revokedAt), used);
    case "expired":
      return and(isNull(invitationCodes.revokedAt), fresh, isNotNull(invitationCodes.expiresAt), lte(invitationCodes.expiresAt, now));
    case "unused":
      return and(isNull(invitationCodes.revokedAt), fresh, live);
  }
}

function whereOf(filter: InvitationFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(whereStatus(filter.status, now));
  const q = filter.q?.trim();
  if (q) {
    const like = containing(q);
    conditions.push(or(ilike(invitationCodes.code, like), ilike(invitationCodes.note, like), ilike(usedBy.email, like), ilike(usedBy.name, like)));
  }
  return and(...conditions);
}

const selection = { code: invitationCodes, creatorEmail: creator.email, user: { id: usedBy.id, email: usedBy.email, name: usedBy.name } };

function baseQuery(db: Database) {
  return db
    .select(selection)
    .from(invitationCodes)
    .leftJoin(creator, eq(creator.id, invitationCodes.createdBy))
    .leftJoin(usedBy, eq(usedBy.id, invitationCodes.usedBy))
    .$dynamic();
}

type Row = {
  code: typeof invitationCodes.$inferSelect;
  creatorEmail: string | null;
  user: { id: string | null; email: string | null; name: string | null } | null;
};

function toInvitation(row: Row, now: Date): Invitation {
  const c = row.code;
  return {
    code: c.code,
    used: c.usedBy !== null || c.usedAt !== null,
    status: statusOf(c, now),
    note: c.note,
    used_by: row.user?.id ? { id: row.user.id, email: row.user.email ?? "", name: row.user.name ?? "" } : null,
    used_at: c.usedAt?.toISOString() ?? null,
    expires_at: c.expiresAt?.toISOString() ?? null,
    revoked_at: c.revokedAt?.toISOString() ?? null,
    created_by: row.creatorEmail,
    created_at: c.createdAt.toISOString(),
  };
}

/** A batch of codes, with the audit entry in the same transaction. */
export async function createInvitations(
  db: Database,
  actor: AuditActor,
  input: { count: number; expiresInDays?: number | undefined; note?: string | null | undefined },
) {
  const now = new Date();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  const note = input.note?.trim() || null;
  const rows = Array.from({ length: input.count }, () => ({ code: newInvitationCode(), createdBy: actor.id, expiresAt, note }));
  const inserted = await db.transaction(async (tx) => {
    const created = await tx.insert(invitationCodes).values(rows).returning();
    await recordAdminAction(tx, {
      actor,
      action: "invitation.create",
      target: {
        type: "invitation",
        id: created.length === 1 ? created[0]!.id : null,
        label: created.length === 1 ? created[0]!.code : `${created.length} codes`,
      },
      details: { count: created.length, expires_in_days: input.expiresInDays ?? null, expires_at: expiresAt?.toISOString() ?? null, note },
    });
    return created;
  });
  return inserted.map((code) => toInvitation({ code, creatorEmail: actor.email, user: null }, now));
}

export async function listInvitations(db: Database, filter: InvitationFilter, window: { pageSize: number; offset: number }) {
  const now = new Date();
  const where = whereOf(filter, now);
  const [total] = await db.select({ n: count() }).from(invitationCodes).leftJoin(usedBy, eq(usedBy.id, invitationCodes.usedBy)).where(where);
  const rows = await baseQuery(db).where(where).orderBy(desc(invitationCodes.id)).limit(window.pageSize).offset(window.offset);
  return { count: Number(total?.n ?? 0), results: rows.map((row) => toInvitation(row, now)) };
}

/** At most this many codes in one CSV: more than any batch, far less than a response can carry. */
export const EXPORT_MAX_ROWS = 10_000;
const CSV_COLUMNS = ["code", "status", "note", "used_by_email", "used_by_name", "used_at", "expires_at", "revoked_at", "created_by", "created_at"] as const;

/** The list as CSV (same filter). Notes and names are typed by people: formulas are escaped. */
export async function exportInvitations(db: Database, filter: InvitationFilter): Promise<string> {
  const now = new Date();
  const rows = await baseQuery(db).where(whereOf(filter, now)).orderBy(desc(invitationCodes.id)).limit(EXPORT_MAX_ROWS);
  const records = rows.map((row) => {
    const i = toInvitation(row, now);
    return [
      i.code,
      i.status,
      i.note ?? "",
      i.used_by?.email ?? "",
      i.used_by?.name ?? "",
      i.used_at ?? "",
      i.expires_at ?? "",
      i.revoked_at ?? "",
      i.created_by ?? "",
      i.created_at,
    ];
  });
  return stringify(records, { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true });
}

/**
 * A code no longer signs anyone up (sign-up answers it like an unknown
 * code). A used code cannot be revoked; revoking twice changes nothing.
 */
export async function revokeInvitation(db: Database, actor: AuditActor, code: string) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitationCodes).where(sql`upper(${invitationCodes.code}) = ${code.trim().toUpperCase()}`).for("update");
    if (!row) throw notFound();
    if (row.revokedAt) return;
    if (row.usedBy || row.usedAt) throw ADMIN_OFFICE_ERRORS.raise("code_used");
    await tx.update(invitationCodes).set({ revokedAt: now }).where(eq(invitationCodes.id, row.id));
    await recordAdminAction(tx, {
      actor,
      action: "invitation.revoke",
      target: { type: "invitation", id: row.id, label: row.code },
      details: { note: row.note },
    });
  });
  const [row] = await baseQuery(db).where(sql`upper(${invitationCodes.code}) = ${code.trim().toUpperCase()}`);
  return toInvitation(row!, now);
}
