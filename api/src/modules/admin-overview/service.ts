import { and, asc, count, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import {
  billingTransactions,
  contactMessages,
  contents,
  emailOutbox,
  pageReports,
  pages,
  subscriptionPlans,
  userSubscriptions,
  users,
} from "@greenpage/db/schema";
import type { Overview } from "./model.ts";

const DAY_MS = 86_400_000;
/** A subscription in any of these states has an account on its plan (a canceled one has moved back to Starter). */
const LIVE_SUBSCRIPTION = ["active", "past_due", "scheduled_end"];

/** Where each figure is handled in the dashboard. */
export const OVERVIEW_LINKS = {
  signups: "/dashboard/admin/users",
  published_pages: "/dashboard/admin/pages",
  subscriptions: "/dashboard/admin/plans",
  revenue_this_month: "/dashboard/admin/plans",
  verification_queue: "/dashboard/admin/verifications",
  open_reports: "/dashboard/admin/reports",
  unhandled_messages: "/dashboard/admin/messages",
} as const;

const counted = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

async function signups(db: Database, now: Date) {
  // An ISO string, not a Date: postgres.js takes no Date in a raw fragment.
  const since = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      week: sql<number>`count(*) filter (where ${users.createdAt} >= ${since(7)})`,
      month: sql<number>`count(*) filter (where ${users.createdAt} >= ${since(30)})`,
      total: count(),
    })
    .from(users);
  return { last_7_days: Number(row?.week ?? 0), last_30_days: Number(row?.month ?? 0), total: Number(row?.total ?? 0) };
}

async function subscriptionsByPlan(db: Database) {
  const rows = await db
    .select({
      plan: subscriptionPlans.code,
      nameJson: subscriptionPlans.nameJson,
      active: sql<number>`count(${userSubscriptions.id})`,
    })
    .from(subscriptionPlans)
    .leftJoin(userSubscriptions, and(eq(userSubscriptions.planId, subscriptionPlans.id), inArray(userSubscriptions.status, LIVE_SUBSCRIPTION)))
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows.map((r) => ({ plan: r.plan, name_json: r.nameJson as Record<string, string>, active: Number(r.active) }));
}

async function revenueSince(db: Database, monthStart: Date) {
  const rows = await db
    .select({
      currency: billingTransactions.currency,
      charged: sql<number>`coalesce(sum(${billingTransactions.amount}) filter (where ${billingTransactions.kind} = 'charge'), 0)`,
      refunded: sql<number>`coalesce(sum(${billingTransactions.amount}) filter (where ${billingTransactions.kind} = 'refund'), 0)`,
    })
    .from(billingTransactions)
    .where(and(eq(billingTransactions.status, "succeeded"), gte(billingTransactions.createdAt, monthStart)))
    .groupBy(billingTransactions.currency)
    .orderBy(billingTransactions.currency);
  return rows.map((r) => ({ currency: r.currency, charged: Number(r.charged), refunded: Number(r.refunded), net: Number(r.charged) - Number(r.refunded) }));
}

/** pg-boss's failed jobs; its schema exists only once the job runner has started, and until then nothing has failed. */
async function failedJobs(db: Database): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('pgboss.job') is not null as present`));
  if (!table?.present) return 0;
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed'`));
  return Number(row?.n ?? 0);
}

/** The figures of the console's Overview, as of `now`; money this month counts from the first of the month, UTC. */
export async function overview(db: Database, now = new Date()): Promise<Overview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [signupFigures, subscriptions, revenue, published, queue, reports, messages, mails, jobs] = await Promise.all([
    signups(db, now),
    subscriptionsByPlan(db),
    revenueSince(db, monthStart),
    counted(db.select({ n: count() }).from(pages).where(eq(pages.isPublished, true))),
    counted(db.select({ n: count() }).from(contents).where(eq(contents.evidenceState, "submitted"))),
    counted(db.select({ n: count() }).from(pageReports).where(eq(pageReports.status, "open"))),
    counted(db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt))),
    counted(db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed"))),
    failedJobs(db),
  ]);
  return {
    signups: signupFigures,
    published_pages: published,
    subscriptions,
    revenue_this_month: revenue,
    month_start: monthStart.toISOString(),
    verification_queue: queue,
    open_reports: reports,
    unhandled_messages: messages,
    failed_mails: mails,
    failed_jobs: jobs,
    links: { ...OVERVIEW_LINKS },
  };
}
