import { and, count, eq, gte } from "drizzle-orm";
import { feedbackResponses } from "@greenpage/db/schema";
import type { Database } from "@greenpage/db";
import { analyticsReport } from "./report.ts";

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
 * per-day series (UTC days, zeros filled in): the Analytics report's numbers
 * (the daily roll-ups, today's refreshed first). `visitors` sums each day's
 * visitors: the salt changes every day, so a visitor who returns tomorrow
 * counts again. `feedback_30d` counts the stakeholder responses given in the
 * same window. Another window (7, 90, 365 days) is allowed by the page's plan.
 */
export async function pageStats(db: Database, pageId: number, now = new Date(), windowDays = STATS_WINDOW_DAYS): Promise<PageStats> {
  const report = await analyticsReport(db, pageId, windowDays, { now });
  const start = new Date(`${report.since}T00:00:00Z`);
  const [feedback] = await db
    .select({ n: count() })
    .from(feedbackResponses)
    .where(and(eq(feedbackResponses.pageId, pageId), gte(feedbackResponses.createdAt, start)));
  return {
    window_days: windowDays,
    since: start.toISOString(),
    page_views: report.totals.page_views,
    visitors: report.totals.visitors,
    feedback_30d: Number(feedback?.n ?? 0),
    daily: report.daily.map((d) => ({ date: d.date, page_views: d.page_views })),
  };
}
