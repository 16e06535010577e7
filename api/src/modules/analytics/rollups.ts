import { sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { dayOf } from "./salts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each dimension's value for an event, as SQL over `page_view_events`: the
 * path viewed (the page, an initiative, the widget), the source ('' for a
 * plain link), the referrer's host without `www.` ('' for none), the
 * language, the device type and the browser family.
 */
const DIMENSIONS = {
  total: sql`''`,
  path: sql`path`,
  source: sql`coalesce(source, '')`,
  referrer: sql`coalesce(regexp_replace(regexp_replace(referrer, '^[a-z]+://', ''), '^www\\.|[:/].*$', '', 'g'), '')`,
  language: sql`coalesce(language, '')`,
  device: sql`coalesce(device, '')`,
  browser: sql`coalesce(browser, '')`,
} as const;

/** One lock for every roll-up (the job's and a screen's refresh): they replace the same rows. */
const ROLLUP_LOCK = 727_001;

/**
 * Recomputes the roll-ups of the given UTC days (inclusive) from the raw
 * events, for every page with views then or for one page: the days' rows are
 * replaced in one transaction, so a reader sees the old numbers or the new,
 * never half.
 */
export async function rollUpDays(db: Database, from: string, to: string, pageId?: number): Promise<void> {
  const onePage = pageId === undefined ? sql`` : sql` AND business_id = ${pageId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`DELETE FROM page_view_daily WHERE day BETWEEN ${from}::date AND ${to}::date${onePage}`);
    for (const [dimension, value] of Object.entries(DIMENSIONS)) {
      await tx.execute(sql`
        INSERT INTO page_view_daily (business_id, day, dimension, value, views, visitors)
        SELECT business_id, (created_at AT TIME ZONE 'UTC')::date, ${dimension}, ${value}, count(*), count(DISTINCT visitor_hash)
        FROM page_view_events
        WHERE business_id IS NOT NULL${onePage}
          AND created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
          AND created_at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')
        GROUP BY 1, 2, 4`);
    }
  });
}

/** A page's screen refreshes its own today and yesterday before reading, so a view is counted at once, not at the next run. */
export async function refreshPageDays(db: Database, pageId: number, now = new Date()): Promise<void> {
  await rollUpDays(db, dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now), pageId);
}

/**
 * The job's run (every minute): views are stored as they happen, so only
 * today can change — and yesterday, for a minute past midnight or a view
 * committed late.
 */
export async function rollUpRecent(db: Database, now = new Date()): Promise<void> {
  await rollUpDays(db, dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now));
}
