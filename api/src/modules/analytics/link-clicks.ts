import { and, between, eq, sql, sum } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pageViewDaily } from "@greenpage/db/schema";
import { windowDays } from "./report.ts";
import { refreshPageDays } from "./rollups.ts";

export type LinkClickCount = { clicks: number; visitors: number };

/**
 * Clicks per link block over the last `days` UTC days (today included), from
 * the `link_click` roll-ups, refreshed first so a click counts at once. Keyed
 * by block id; a block nobody clicked is absent.
 */
export async function linkClicks(db: Database, pageId: number, days: number, now = new Date()): Promise<Map<number, LinkClickCount>> {
  await refreshPageDays(db, pageId, now);
  return linkClicksBetween(db, pageId, windowDays(days, now));
}

/** The same, for a window whose roll-ups are already fresh (the report's). */
export async function linkClicksBetween(db: Database, pageId: number, window: { since: string; until: string }): Promise<Map<number, LinkClickCount>> {
  const rows = await db
    .select({ value: pageViewDaily.value, clicks: sum(pageViewDaily.views), visitors: sum(pageViewDaily.visitors) })
    .from(pageViewDaily)
    .where(and(eq(pageViewDaily.pageId, pageId), eq(pageViewDaily.dimension, "link_click"), between(pageViewDaily.day, window.since, window.until)))
    .groupBy(pageViewDaily.value)
    .orderBy(sql`sum(${pageViewDaily.views}) DESC`, pageViewDaily.value);
  return new Map(rows.map((r) => [Number(r.value), { clicks: Number(r.clicks ?? 0), visitors: Number(r.visitors ?? 0) }]));
}
