import { count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@greenpage/db";
import { contents, pageReports, pages, users } from "@greenpage/db/schema";
import type { PageReport } from "./model.ts";

const resolver = alias(users, "resolver");

/** Reports matching `where`, newest first (last resolved first with `byResolution`), with their page, item and resolver. */
export async function listReportsWhere(db: Database, where: SQL | undefined, window: { pageSize: number; offset: number }, byResolution = false) {
  const [total] = await db.select({ n: count() }).from(pageReports).where(where);
  const rows = await db
    .select({
      report: pageReports,
      handle: pages.handle,
      pageName: pages.nameJson,
      itemTitle: contents.titleJson,
      resolverEmail: resolver.email,
    })
    .from(pageReports)
    .innerJoin(pages, eq(pages.id, pageReports.pageId))
    .leftJoin(contents, eq(contents.id, pageReports.contentId))
    .leftJoin(resolver, eq(resolver.id, pageReports.resolvedBy))
    .where(where)
    .orderBy(...(byResolution ? [desc(pageReports.resolvedAt)] : []), desc(pageReports.createdAt), desc(pageReports.id))
    .limit(window.pageSize)
    .offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toReport) };
}

function toReport(row: {
  report: typeof pageReports.$inferSelect;
  handle: string;
  pageName: unknown;
  itemTitle: unknown;
  resolverEmail: string | null;
}): PageReport {
  const r = row.report;
  return {
    id: r.id,
    page: { id: r.pageId, handle: row.handle, name_json: (row.pageName as Record<string, string> | null) ?? null },
    item: r.contentId !== null && row.itemTitle ? { id: r.contentId, title_json: row.itemTitle as Record<string, string> } : null,
    reason: r.reason,
    message: r.message,
    email: r.email,
    locale: r.locale,
    status: r.status === "resolved" ? "resolved" : "open",
    resolution: r.resolution,
    resolution_note: r.resolutionNote,
    resolved_by: row.resolverEmail,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
