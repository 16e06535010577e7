import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { accessLogs } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { AccessLogEntry } from "./model.ts";
import { containing } from "../../lib/like.ts";

export type AccessLogFilter = { q?: string | undefined; content_id?: number | undefined };

function whereOf(pageId: number, filter: AccessLogFilter): SQL {
  const conditions: SQL[] = [eq(accessLogs.pageId, pageId)];
  if (filter.content_id !== undefined) conditions.push(eq(accessLogs.contentId, filter.content_id));
  const q = filter.q?.trim();
  if (q) {
    const like = containing(q);
    conditions.push(or(ilike(accessLogs.name, like), ilike(accessLogs.email, like), ilike(accessLogs.company, like), ilike(accessLogs.contentTitle, like))!);
  }
  return and(...conditions)!;
}

const toEntry = (row: typeof accessLogs.$inferSelect): AccessLogEntry => ({
  id: row.id,
  content_id: row.contentId,
  content_title: row.contentTitle,
  method: row.method,
  name: row.name,
  email: row.email,
  company: row.company,
  data_accessed: row.dataAccessed,
  created_at: row.createdAt.toISOString(),
});

/** One page of the Access Control table, newest first. */
export async function listAccessLogs(ctx: AppContext, pageId: number, filter: AccessLogFilter, window: { pageSize: number; offset: number }) {
  const where = whereOf(pageId, filter);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(accessLogs).where(where).orderBy(desc(accessLogs.createdAt), desc(accessLogs.id)).limit(window.pageSize).offset(window.offset),
    ctx.db.select({ n: count() }).from(accessLogs).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toEntry) };
}

/** The most rows one export holds; a page with more exports its latest ones (a filter narrows it). */
export const EXPORT_MAX_ROWS = 50_000;

export const CSV_COLUMNS = ["date", "name", "email", "company", "access", "initiative", "data_accessed"] as const;

/**
 * The table as CSV, with the same filter. Cells a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` …) are escaped: visitors typed these values.
 */
export async function exportAccessLogs(ctx: AppContext, pageId: number, filter: AccessLogFilter): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(accessLogs)
    .where(whereOf(pageId, filter))
    .orderBy(desc(accessLogs.createdAt), desc(accessLogs.id))
    .limit(EXPORT_MAX_ROWS);
  const records = rows.map((r) => [r.createdAt.toISOString(), r.name ?? "", r.email ?? "", r.company ?? "", r.method, r.contentTitle, r.dataAccessed]);
  return stringify(records, { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true });
}
