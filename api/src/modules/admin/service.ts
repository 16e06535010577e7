import { randomBytes } from "node:crypto";
import { count, desc } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { invitationCodes, users } from "@greenpage/db/schema";
import { loadUser } from "../accounts/service.ts";

/** Readable codes without look-alike characters (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newInvitationCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export async function createInvitations(db: Database, input: { count: number; expiresInDays?: number | undefined; createdBy: string }) {
  const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
  const rows = Array.from({ length: input.count }, () => ({ code: newInvitationCode(), createdBy: input.createdBy, expiresAt }));
  const inserted = await db.insert(invitationCodes).values(rows).returning();
  return inserted.map(toInvitation);
}

export async function listInvitations(db: Database, window: { pageSize: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(invitationCodes);
  const rows = await db.select().from(invitationCodes).orderBy(desc(invitationCodes.id)).limit(window.pageSize).offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toInvitation) };
}

export async function listUsers(db: Database, window: { pageSize: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(users);
  const rows = await db.select().from(users).orderBy(desc(users.createdAt)).limit(window.pageSize).offset(window.offset);
  return { count: total?.n ?? 0, results: await Promise.all(rows.map((row) => loadUser(db, row))) };
}

function toInvitation(row: typeof invitationCodes.$inferSelect) {
  return {
    code: row.code,
    used: row.usedBy !== null,
    used_at: row.usedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
