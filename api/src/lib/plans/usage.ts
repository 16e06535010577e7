import { and, count, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { contentCategories, contents, news, pageInvitations, pageMembers, pages, subscriptionPlans, userSubscriptions } from "@greenpage/db/schema";
import type { PlanCode } from "@greenpage/db/schema";
import type { Tx } from "../transaction.ts";
import { limitsFor, type PlanLimits, planLimit } from "./limits.ts";
import { pagePlanCode } from "./subscriptions.ts";

type Reader = Pick<Database | Tx, "select">;

/** What a page uses of each counted limit (pages per account is the account's, see `accountPages`). */
export type PageUsage = Record<"team_users" | "verified_certificates" | "custom_views" | "access_control" | "initiatives" | "news_posts", number>;

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** A page's invitations that still work: not revoked, not expired, uses left. */
export const liveInvitationsOf = (pageId: number, now = new Date()) =>
  and(
    eq(pageInvitations.pageId, pageId),
    isNull(pageInvitations.revokedAt),
    gt(pageInvitations.expiresAt, now),
    lt(pageInvitations.uses, pageInvitations.maxUses),
  );

/** Seats that live invitations hold: each one's unused uses, until it expires or is revoked. */
export async function pendingSeats(db: Reader, pageId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${pageInvitations.maxUses} - ${pageInvitations.uses}), 0)` })
    .from(pageInvitations)
    .where(liveInvitationsOf(pageId, now));
  return Number(row?.n ?? 0);
}

/** What a page uses of each counted limit; team users are members plus the seats live invitations hold. */
export async function pageUsage(db: Reader, pageId: number): Promise<PageUsage> {
  const [members, pending, verified, views, gated, initiatives, posts] = await Promise.all([
    db.select({ n: count() }).from(pageMembers).where(eq(pageMembers.pageId, pageId)),
    pendingSeats(db, pageId),
    db
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.pageId, pageId), inArray(contents.evidenceState, ["submitted", "verified"]))),
    db.select({ n: count() }).from(contentCategories).where(eq(contentCategories.pageId, pageId)),
    db
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.pageId, pageId), ne(contents.access, "public"))),
    db.select({ n: count() }).from(contents).where(eq(contents.pageId, pageId)),
    db.select({ n: count() }).from(news).where(eq(news.pageId, pageId)),
  ]);
  return {
    team_users: n(members) + pending,
    verified_certificates: n(verified),
    custom_views: n(views),
    access_control: n(gated),
    initiatives: n(initiatives),
    news_posts: n(posts),
  };
}

export async function accountPages(db: Reader, userId: string): Promise<{ id: number; handle: string }[]> {
  return db.select({ id: pages.id, handle: pages.handle }).from(pages).where(eq(pages.ownerId, userId)).orderBy(pages.id);
}

const LIMIT_MESSAGES: Record<"team_users" | "custom_views" | "initiatives" | "news_posts", (limit: number) => string> = {
  // The specification's message, with the number the plan allows.
  team_users: (limit) => `This team has reached the maximum number of users (${limit}) for its plan. Upgrade to add more.`,
  custom_views: (limit) => `Your plan includes ${limit} custom views. Upgrade to add more.`,
  initiatives: (limit) => `Your plan includes ${limit} initiatives. Upgrade to add more.`,
  news_posts: (limit) => `Your plan includes ${limit} news posts. Upgrade to add more.`,
};

/**
 * Refuses one more of a counted thing when the page's plan is full: 403
 * `plan_limit` with where to upgrade. `extra` counts what is about to be
 * added besides the stored rows (e.g. outstanding invitations).
 */
export async function checkPageRoom(db: Reader, pageId: number, key: keyof typeof LIMIT_MESSAGES, extra = 0): Promise<void> {
  const limit = limitsFor(await pagePlanCode(db, pageId))[key] as PlanLimits[typeof key];
  if (limit === null) return;
  const used = (await pageUsage(db, pageId))[key] + extra;
  if (used >= limit) throw planLimit(LIMIT_MESSAGES[key](limit));
}

/** The plan the account pays for (its id and code), or null before it has one. */
async function accountPlan(db: Reader, userId: string): Promise<{ id: number; code: PlanCode } | null> {
  const [plan] = await db
    .select({ id: subscriptionPlans.id, code: subscriptionPlans.code })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId));
  return plan ?? null;
}

/**
 * Refuses one more page for an account whose plan's pages are all used
 * (creating one, or taking one over); call it inside a transaction that
 * locked the user's row, so two at once cannot both pass. Answers the
 * account's plan, which its pages carry.
 */
export async function checkAccountPageRoom(tx: Reader, userId: string): Promise<{ id: number; code: PlanCode } | null> {
  const plan = await accountPlan(tx, userId);
  const limit = limitsFor(plan?.code ?? "starter").pages_per_account;
  const [owned] = await tx.select({ n: count() }).from(pages).where(eq(pages.ownerId, userId));
  if (Number(owned?.n ?? 0) >= limit) {
    throw planLimit(limit === 1 ? "Your plan includes 1 page. Upgrade to Pro to manage up to 5 pages." : `Your plan includes up to ${limit} pages.`);
  }
  return plan;
}

/**
 * Refuses one more member when the members alone fill the plan. A join takes
 * the seat its invitation held, so live invitations do not count here; they
 * only exceed the plan after a downgrade, and then the first to join is in.
 */
export async function checkTeamJoin(db: Reader, pageId: number): Promise<void> {
  const limit = await teamFullAt(db, pageId);
  if (limit !== null) throw planLimit(LIMIT_MESSAGES.team_users(limit));
}

/** The plan's team size when the members alone fill it (nobody more can join), else null. */
export async function teamFullAt(db: Reader, pageId: number): Promise<number | null> {
  const limit = limitsFor(await pagePlanCode(db, pageId)).team_users;
  if (limit === null) return null;
  const [members] = await db.select({ n: count() }).from(pageMembers).where(eq(pageMembers.pageId, pageId));
  return Number(members?.n ?? 0) >= limit ? limit : null;
}

/** Refuses a feature the page's plan does not include (assessments and AI, access control). */
export async function checkPageFeature(db: Reader, pageId: number, key: "assessments_and_ai" | "access_control", message: string): Promise<void> {
  if (!limitsFor(await pagePlanCode(db, pageId))[key]) throw planLimit(message);
}

/** Refuses an analytics window longer than the page's plan keeps. */
export async function checkAnalyticsWindow(db: Reader, pageId: number, days: number): Promise<void> {
  const allowed = limitsFor(await pagePlanCode(db, pageId)).analytics_window_days;
  if (days > allowed) throw planLimit(`Your plan keeps ${allowed} days of analytics. Upgrade to see ${days} days.`);
}

/**
 * Pages beyond the account's allowance (after a downgrade from Pro) are
 * read-only: the oldest pages, up to the allowance, stay editable; the rest
 * keep what they show but refuse changes until the owner upgrades.
 */
export async function checkPageWritable(db: Reader, page: { id: number; ownerId: string }): Promise<void> {
  const allowed = limitsFor((await accountPlan(db, page.ownerId))?.code ?? "starter").pages_per_account;
  const [older] = await db
    .select({ n: count() })
    .from(pages)
    .where(and(eq(pages.ownerId, page.ownerId), lt(pages.id, page.id)));
  if (Number(older?.n ?? 0) >= allowed) {
    throw planLimit(`This page is read-only: your plan includes ${allowed} page${allowed === 1 ? "" : "s"}. Upgrade to edit it again.`);
  }
}
