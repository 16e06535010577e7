import { randomBytes } from "node:crypto";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages, invitationCodes, users } from "@greenpage/db/schema";
import { fieldError, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { loadUser } from "../accounts/service.ts";
import { assignPagePlan, assignUserPlan, findPageSubscription, findUserSubscription } from "../../lib/plans/index.ts";
import { ADMIN_MESSAGES } from "./messages.ts";

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

/** A user by id or by email address (any case): whatever contains an `@` is an email. */
async function findUserId(db: Database, reference: string): Promise<string> {
  const where = reference.includes("@") ? sql`lower(${users.email}) = ${reference.trim().toLowerCase()}` : eq(users.id, reference);
  const [row] = await db.select({ id: users.id }).from(users).where(where);
  if (!row) throw notFound();
  return row.id;
}

/** A page by id or by handle (any case); handles are never all digits, so digits are an id. */
async function findPageId(db: Database, reference: string): Promise<number> {
  const where = /^\d+$/.test(reference) ? eq(pages.id, rowIdOrNotFound(reference)) : sql`lower(${pages.handle}) = ${reference.trim().toLowerCase()}`;
  const [row] = await db.select({ id: pages.id }).from(pages).where(where);
  if (!row) throw notFound();
  return row.id;
}

/** Puts a user (id or email) on a plan, active; answers their subscription. */
export async function assignPlanToUser(db: Database, userReference: string, planCode: string) {
  const userId = await findUserId(db, userReference);
  if (!(await assignUserPlan(db, userId, planCode))) throw fieldError("plan", ADMIN_MESSAGES.plan);
  return (await findUserSubscription(db, userId))!;
}

/** Puts a page (id or handle) on a plan, active; answers its subscription. */
export async function assignPlanToPage(db: Database, pageReference: string, planCode: string) {
  const pageId = await findPageId(db, pageReference);
  if (!(await assignPagePlan(db, pageId, planCode))) throw fieldError("plan", ADMIN_MESSAGES.plan);
  return (await findPageSubscription(db, pageId))!;
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
