import { and, between, eq, gte, lt, sql, sum } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { accessLogs, feedbackResponses, linkBlocks, pageViewDaily, ROLLUP_DIMENSIONS, type RollupDimension } from "@greenpage/db/schema";
import { linkClicksBetween } from "./link-clicks.ts";
import { refreshPageDays } from "./rollups.ts";
import { dayOf } from "./salts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The breakdowns of views the screen lists, each its top values (link clicks are listed per block, apart). */
export const BREAKDOWNS = ROLLUP_DIMENSIONS.filter((d): d is Exclude<RollupDimension, "total" | "link_click"> => d !== "total" && d !== "link_click");
const TOP = 10;

type Row = { value: string; page_views: number; visitors: number };
export type AnalyticsReport = {
  window_days: number;
  time_zone: "UTC";
  since: string;
  until: string;
  totals: { page_views: number; visitors: number };
  previous: { page_views: number; visitors: number } | null;
  daily: { date: string; page_views: number; visitors: number; feedback: number; gate_passes: number }[];
  link_clicks: { link_block_id: number; title_json: Record<string, string>; url: string; clicks: number; visitors: number }[];
  breakdowns: Record<(typeof BREAKDOWNS)[number], Row[]>;
};

/** The window's clicks per link block that still exists, most first. */
async function blockClicks(db: Database, pageId: number, window: { since: string; until: string }): Promise<AnalyticsReport["link_clicks"]> {
  const [counts, blocks] = await Promise.all([
    linkClicksBetween(db, pageId, window),
    db.select({ id: linkBlocks.id, titleJson: linkBlocks.titleJson, url: linkBlocks.url }).from(linkBlocks).where(eq(linkBlocks.pageId, pageId)),
  ]);
  const byId = new Map(blocks.map((b) => [b.id, b]));
  return [...counts].flatMap(([id, count]) => {
    const block = byId.get(id);
    return block
      ? [{ link_block_id: id, title_json: block.titleJson as Record<string, string>, url: block.url, clicks: count.clicks, visitors: count.visitors }]
      : [];
  });
}

/** The window's first and last UTC day: today and the days before it. */
export function windowDays(days: number, now: Date) {
  const until = dayOf(now);
  const since = dayOf(new Date(Date.parse(`${until}T00:00:00Z`) - (days - 1) * DAY_MS));
  return { since, until };
}

async function totalsBetween(db: Database, pageId: number, since: string, until: string) {
  const [row] = await db
    .select({ views: sum(pageViewDaily.views), visitors: sum(pageViewDaily.visitors) })
    .from(pageViewDaily)
    .where(and(eq(pageViewDaily.pageId, pageId), eq(pageViewDaily.dimension, "total"), between(pageViewDaily.day, since, until)));
  return { page_views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}

/**
 * The top values of every breakdown in one read of the window's roll-ups
 * (ranked per dimension), not one query each: a year of a busy page is tens
 * of thousands of rows, read once.
 */
async function breakdownTops(db: Database, pageId: number, since: string, until: string): Promise<AnalyticsReport["breakdowns"]> {
  const rows = rowsOf<{ dimension: (typeof BREAKDOWNS)[number]; value: string; views: string | number; visitors: string | number }>(
    await db.execute(sql`
      SELECT dimension, value, views, visitors FROM (
        SELECT dimension, value, sum(views) AS views, sum(visitors) AS visitors,
          row_number() OVER (PARTITION BY dimension ORDER BY sum(views) DESC, value) AS place
        FROM page_view_daily
        WHERE business_id = ${pageId} AND day BETWEEN ${since}::date AND ${until}::date AND dimension NOT IN ('total', 'link_click')
        GROUP BY dimension, value
      ) ranked
      WHERE place <= ${TOP}
      ORDER BY dimension, place`),
  );
  const tops = Object.fromEntries(BREAKDOWNS.map((dimension) => [dimension, [] as Row[]])) as AnalyticsReport["breakdowns"];
  for (const r of rows) tops[r.dimension]?.push({ value: r.value, page_views: Number(r.views), visitors: Number(r.visitors) });
  return tops;
}

/** Counts per UTC day of a table's rows for the page (feedback given, gated items opened). */
async function perDay(db: Database, table: typeof feedbackResponses | typeof accessLogs, pageId: number, since: string, until: string) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)` })
    .from(table)
    .where(
      and(
        eq(table.pageId, pageId),
        gte(table.createdAt, new Date(`${since}T00:00:00Z`)),
        lt(table.createdAt, new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS)),
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * The Analytics screen's numbers for a window, read from the daily roll-ups
 * (days are UTC): totals and, with `compare`, the same span just before;
 * views, visitors, feedback and gated-item passes per day (zeros filled in);
 * the clicks on each link block; and the top values of each breakdown. Visitors are daily visitors summed.
 */
export async function analyticsReport(db: Database, pageId: number, days: number, options: { compare?: boolean; now?: Date } = {}): Promise<AnalyticsReport> {
  const now = options.now ?? new Date();
  await refreshPageDays(db, pageId, now);
  const { since, until } = windowDays(days, now);
  const [series, feedback, passes, breakdowns, linkClicks] = await Promise.all([
    db
      .select({ day: pageViewDaily.day, views: pageViewDaily.views, visitors: pageViewDaily.visitors })
      .from(pageViewDaily)
      .where(and(eq(pageViewDaily.pageId, pageId), eq(pageViewDaily.dimension, "total"), between(pageViewDaily.day, since, until))),
    perDay(db, feedbackResponses, pageId, since, until),
    perDay(db, accessLogs, pageId, since, until),
    breakdownTops(db, pageId, since, until),
    blockClicks(db, pageId, { since, until }),
  ]);
  // The window's totals are its days' rows summed.
  const totals = { page_views: 0, visitors: 0 };
  for (const r of series) {
    totals.page_views += r.views;
    totals.visitors += r.visitors;
  }
  const byDay = new Map(series.map((r) => [r.day, r]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = dayOf(new Date(Date.parse(`${since}T00:00:00Z`) + i * DAY_MS));
    const row = byDay.get(date);
    return { date, page_views: row?.views ?? 0, visitors: row?.visitors ?? 0, feedback: feedback.get(date) ?? 0, gate_passes: passes.get(date) ?? 0 };
  });
  let previous: AnalyticsReport["previous"] = null;
  if (options.compare) {
    const before = windowDays(days, new Date(Date.parse(`${since}T00:00:00Z`) - DAY_MS));
    previous = await totalsBetween(db, pageId, before.since, before.until);
  }
  return { window_days: days, time_zone: "UTC", since, until, totals, previous, daily, link_clicks: linkClicks, breakdowns };
}
