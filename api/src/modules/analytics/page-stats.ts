import { and, count, countDistinct, eq, gte, sql } from "drizzle-orm";
import { feedbackResponses, pageViewEvents } from "@greenpage/db/schema";
import type { Database } from "@greenpage/db";

/** The dashboard home's window (spec: "Dashboard stats cover the last 30 days"). */
export const STATS_WINDOW_DAYS = 30;

export type PageStats = {
  window_days: number;
  since: string;
  page_views: number;
  visitors: number;
  feedback_30d: number;
  daily: { date: string; page_views: number }[];
};

/**
 * Page views of one page over the last 30 days (today included), with a
 * per-day series (UTC days, zeros filled in). `visitors` counts daily visitor
 * hashes: the salt changes every day, so a visitor who returns tomorrow counts again.
 * `feedback_30d` counts the stakeholder responses given in the same window.
 * Another window (7, 90, 365 days) is the Analytics screen's, allowed by the page's plan.
 */
export async function pageStats(db: Database, pageId: number, now = new Date(), windowDays = STATS_WINDOW_DAYS): Promise<PageStats> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (windowDays - 1)));
  const inWindow = and(eq(pageViewEvents.pageId, pageId), gte(pageViewEvents.createdAt, start));
  const day = sql<string>`to_char(${pageViewEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [totals, perDay, [feedback]] = await Promise.all([
    db
      .select({ views: count(), visitors: countDistinct(pageViewEvents.visitorHash) })
      .from(pageViewEvents)
      .where(inWindow),
    db.select({ day, views: count() }).from(pageViewEvents).where(inWindow).groupBy(day),
    db
      .select({ n: count() })
      .from(feedbackResponses)
      .where(and(eq(feedbackResponses.pageId, pageId), gte(feedbackResponses.createdAt, start))),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.views)]));
  const daily = Array.from({ length: windowDays }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, page_views: byDay.get(date) ?? 0 };
  });
  return {
    window_days: windowDays,
    since: start.toISOString(),
    page_views: Number(totals[0]?.views ?? 0),
    visitors: Number(totals[0]?.visitors ?? 0),
    feedback_30d: Number(feedback?.n ?? 0),
    daily,
  };
}
