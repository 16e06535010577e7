import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { analyticsReportSubscriptions, type LanguageCode, pageMembers, pages, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { analyticsReport } from "./report.ts";
import { dayOf } from "./salts.ts";
import { weeklyReportMail } from "./weekly-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the member receives the page's weekly report. */
export async function weeklyReportOf(ctx: AppContext, pageId: number, userId: string): Promise<{ enabled: boolean }> {
  const [row] = await ctx.db
    .select({ pageId: analyticsReportSubscriptions.pageId })
    .from(analyticsReportSubscriptions)
    .where(and(eq(analyticsReportSubscriptions.pageId, pageId), eq(analyticsReportSubscriptions.userId, userId)));
  return { enabled: row !== undefined };
}

/**
 * Turns the member's weekly report on (in the language given) or off. A
 * member who turns it on mid-week gets the coming Monday's report; turning it
 * off and on again does not resend a week already sent.
 */
export async function setWeeklyReport(ctx: AppContext, pageId: number, userId: string, enabled: boolean, language: LanguageCode) {
  const key = and(eq(analyticsReportSubscriptions.pageId, pageId), eq(analyticsReportSubscriptions.userId, userId));
  if (!enabled) await ctx.db.delete(analyticsReportSubscriptions).where(key);
  else
    await ctx.db
      .insert(analyticsReportSubscriptions)
      .values({ pageId, userId, language, lastSentWeek: lastWeek(new Date()).monday })
      .onConflictDoUpdate({ target: [analyticsReportSubscriptions.pageId, analyticsReportSubscriptions.userId], set: { language } });
  return { enabled };
}

/** The last full week (Monday to Sunday, UTC) before `now`. */
export function lastWeek(now: Date): { monday: string; sunday: Date } {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * DAY_MS;
  return { monday: dayOf(new Date(monday)), sunday: new Date(monday + 6 * DAY_MS + 12 * 60 * 60 * 1000) };
}

/**
 * The Monday job: every subscribed member who still belongs to the page gets
 * last week's report, compared with the week before. Each member's week is
 * claimed (`last_sent_week` moved forward) in the transaction that writes the
 * mail to the outbox, so a job run again after a crash, or by two processes,
 * sends each week once. Answers how many mails were written.
 */
export async function sendWeeklyReports(ctx: AppContext, now = new Date()): Promise<number> {
  const { monday, sunday } = lastWeek(now);
  const due = await ctx.db
    .select({
      pageId: analyticsReportSubscriptions.pageId,
      userId: analyticsReportSubscriptions.userId,
      language: analyticsReportSubscriptions.language,
      email: users.email,
      handle: pages.handle,
      nameJson: pages.nameJson,
    })
    .from(analyticsReportSubscriptions)
    .innerJoin(pageMembers, and(eq(pageMembers.pageId, analyticsReportSubscriptions.pageId), eq(pageMembers.userId, analyticsReportSubscriptions.userId)))
    .innerJoin(users, eq(users.id, analyticsReportSubscriptions.userId))
    .innerJoin(pages, eq(pages.id, analyticsReportSubscriptions.pageId))
    .where(or(isNull(analyticsReportSubscriptions.lastSentWeek), lt(analyticsReportSubscriptions.lastSentWeek, monday)));
  const reports = new Map<number, Awaited<ReturnType<typeof analyticsReport>>>();
  let sent = 0;
  for (const member of due) {
    let report = reports.get(member.pageId);
    if (!report) {
      report = await analyticsReport(ctx.db, member.pageId, 7, { compare: true, now: sunday });
      reports.set(member.pageId, report);
    }
    const screen = `${ctx.config.siteUrl}/dashboard/analytics?page=${member.pageId}`;
    const mail = weeklyReportMail(member.language, { page: member, report, url: screen, settingsUrl: screen });
    const id = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(analyticsReportSubscriptions)
        .set({ lastSentWeek: monday })
        .where(
          and(
            eq(analyticsReportSubscriptions.pageId, member.pageId),
            eq(analyticsReportSubscriptions.userId, member.userId),
            or(isNull(analyticsReportSubscriptions.lastSentWeek), sql`${analyticsReportSubscriptions.lastSentWeek} < ${monday}::date`),
          ),
        )
        .returning({ pageId: analyticsReportSubscriptions.pageId });
      return claimed.length ? ctx.mailer.compose(tx, { to: member.email, kind: "analytics_weekly", ...mail }) : null;
    });
    if (id !== null) {
      await ctx.mailer.dispatch([id]);
      sent++;
    }
  }
  return sent;
}
