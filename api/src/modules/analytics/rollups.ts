import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import type { RollupDimension } from "@greenpage/db/schema";
import { dayOf } from "./salts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each breakdown's value for an event, as SQL over `page_view_events`: the
 * path viewed (the page, an initiative, the widget), the source ('' for a
 * plain link), the referrer's host without `www.` ('' for none), the
 * language, the device type and the browser family. The day's `total` has
 * the value ''.
 */
const BREAKDOWN_VALUES = {
  path: sql`path`,
  source: sql`coalesce(source, '')`,
  referrer: sql`coalesce(regexp_replace(regexp_replace(referrer, '^[a-z]+://', ''), '^www\\.|[:/].*$', '', 'g'), '')`,
  language: sql`coalesce(language, '')`,
  device: sql`coalesce(device, '')`,
  browser: sql`coalesce(browser, '')`,
} as const satisfies Record<Exclude<RollupDimension, "total" | "link_click">, SQL>;
const BREAKDOWNS = Object.keys(BREAKDOWN_VALUES) as (keyof typeof BREAKDOWN_VALUES)[];

/** One lock for every roll-up (the job's and a screen's refresh): they replace the same rows. */
const ROLLUP_LOCK = 727_001;

const dayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'UTC')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/**
 * Recomputes the roll-ups of the given UTC days (inclusive) from the raw
 * events, for every page with views then or for one page: the days' rows are
 * replaced in one transaction, so a reader sees the old numbers or the new,
 * never half. One pass over the views makes every dimension (grouping sets),
 * the breakdown a row belongs to told by which column it is grouped by; the
 * clicks on link blocks are counted apart (`link_click`, value the block's
 * id), so a click is never a view.
 */
export async function rollUpDays(db: Database, from: string, to: string, pageId?: number): Promise<void> {
  const onePage = pageId === undefined ? sql`` : sql` AND business_id = ${pageId}`;
  const columns = sql.join(
    BREAKDOWNS.map((name) => sql`${BREAKDOWN_VALUES[name]} AS ${sql.identifier(name)}`),
    sql`, `,
  );
  const sets = sql.join(
    BREAKDOWNS.map((name) => sql`(business_id, day, ${sql.identifier(name)})`),
    sql`, `,
  );
  const dimension = sql.join(
    BREAKDOWNS.map((name) => sql`WHEN GROUPING(${sql.identifier(name)}) = 0 THEN ${name}`),
    sql` `,
  );
  const value = sql.join(
    BREAKDOWNS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`DELETE FROM page_view_daily WHERE day BETWEEN ${from}::date AND ${to}::date${onePage}`);
    await tx.execute(sql`
      INSERT INTO page_view_daily (business_id, day, dimension, value, views, visitors)
      SELECT business_id, day, CASE ${dimension} ELSE 'total' END, coalesce(${value}, ''), count(*), count(DISTINCT visitor_hash)
      FROM (
        SELECT business_id, (created_at AT TIME ZONE 'UTC')::date AS day, ${columns}, visitor_hash
        FROM page_view_events
        WHERE business_id IS NOT NULL${onePage} AND kind = 'view' AND created_at >= ${dayStart(from)} AND created_at < ${dayEnd(to)}
      ) events
      GROUP BY GROUPING SETS ((business_id, day), ${sets})`);
    await tx.execute(sql`
      INSERT INTO page_view_daily (business_id, day, dimension, value, views, visitors)
      SELECT business_id, (created_at AT TIME ZONE 'UTC')::date, 'link_click', link_block_id::text, count(*), count(DISTINCT visitor_hash)
      FROM page_view_events
      WHERE business_id IS NOT NULL${onePage} AND kind = 'click' AND link_block_id IS NOT NULL
        AND created_at >= ${dayStart(from)} AND created_at < ${dayEnd(to)}
      GROUP BY business_id, (created_at AT TIME ZONE 'UTC')::date, link_block_id`);
  });
}

/** Which of the days' roll-ups of a page miss views or clicks stored since (events are only ever added to recent days). */
async function staleDays(db: Database, pageId: number, days: string[]): Promise<string[]> {
  const checks = days.map(
    (day) => sql`SELECT ${day}::text AS day,
      (SELECT count(*) FROM page_view_events WHERE business_id = ${pageId} AND created_at >= ${dayStart(day)} AND created_at < ${dayEnd(day)})
      <> coalesce((SELECT sum(views) FROM page_view_daily
        WHERE business_id = ${pageId} AND dimension IN ('total', 'link_click') AND day = ${day}::date), 0) AS stale`,
  );
  const rows = rowsOf<{ day: string; stale: boolean }>(await db.execute(sql.join(checks, sql` UNION ALL `)));
  return rows.filter((r) => r.stale).map((r) => r.day);
}

/** Rebuilds under way, by page and days: reads of the same page in this process wait for one instead of each making its own. */
const refreshing = new Map<string, Promise<void>>();

/**
 * A page's screen refreshes its own today and yesterday before reading, so a
 * view is counted at once, not at the next run: one count per day tells the
 * days whose roll-ups miss views, and only those are rebuilt (usually none;
 * under steady traffic, today).
 */
export async function refreshPageDays(db: Database, pageId: number, now = new Date()): Promise<void> {
  const stale = await staleDays(db, pageId, [dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now)]);
  if (stale.length === 0) return;
  const key = `${pageId} ${stale.join(" ")}`;
  let rebuild = refreshing.get(key);
  if (!rebuild) {
    rebuild = rollUpDays(db, stale[0]!, stale.at(-1)!, pageId).finally(() => refreshing.delete(key));
    refreshing.set(key, rebuild);
  }
  await rebuild;
}

/**
 * The job's run (every minute): views are stored as they happen, so only
 * today can change — and yesterday, for a minute past midnight or a view
 * committed late.
 */
export async function rollUpRecent(db: Database, now = new Date()): Promise<void> {
  await rollUpDays(db, dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now));
}
