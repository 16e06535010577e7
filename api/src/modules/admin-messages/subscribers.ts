import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { newsletterSubscribers } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { SUBSCRIBER_STATUSES, type SubscriberFilter } from "./model.ts";
import { containing } from "../../lib/like.ts";

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

function whereOf(filter: SubscriberFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(filter.status ? eq(newsletterSubscribers.status, filter.status) : undefined, q ? ilike(newsletterSubscribers.email, containing(q)) : undefined);
}

const view = (row: SubscriberRow) => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
});

/** Subscribers, newest first, with how many there are in each status (of all, not only the filtered). */
export async function listSubscribers(ctx: AppContext, filter: SubscriberFilter, window: { pageSize: number; offset: number }) {
  const where = whereOf(filter);
  const [[total], rows, perStatus] = await Promise.all([
    ctx.db.select({ n: count() }).from(newsletterSubscribers).where(where),
    ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(window.pageSize)
      .offset(window.offset),
    ctx.db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status),
  ]);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, Number(perStatus.find((row) => row.status === status)?.n ?? 0)])) as Record<
    (typeof SUBSCRIBER_STATUSES)[number],
    number
  >;
  return { count: Number(total?.n ?? 0), counts: { ...counts, total: perStatus.reduce((sum, row) => sum + Number(row.n), 0) }, results: rows.map(view) };
}

const EXPORT_MAX_ROWS = 50_000;
const CSV_COLUMNS = ["email", "locale", "status", "subscribed_at", "confirmed_at"] as const;

/** The list as CSV (same filter); addresses were typed by visitors, so formulas are escaped. */
export async function exportSubscribers(ctx: AppContext, filter: SubscriberFilter): Promise<string> {
  const rows = await ctx.db.select().from(newsletterSubscribers).where(whereOf(filter)).orderBy(desc(newsletterSubscribers.createdAt)).limit(EXPORT_MAX_ROWS);
  const records = rows.map((r) => [r.email, r.locale, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ""]);
  return stringify(records, { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true });
}

/** Removes a subscriber for good (they get no more mail); the audit entry keeps the address (`subscriber.remove`). */
export async function removeSubscriber(ctx: AppContext, actor: AuditActor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
    if (!row) throw notFound();
    await recordAdminAction(tx, {
      actor,
      action: "subscriber.remove",
      target: { type: "subscriber", id, label: row.email },
      details: { email: row.email, status: row.status, locale: row.locale },
    });
  });
}
