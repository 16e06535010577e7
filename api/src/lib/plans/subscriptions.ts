import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { PLAN_CODES, type PlanCode, pageSubscriptions, pages, subscriptionPlans, userSubscriptions } from "@greenpage/db/schema";
import { isProPlan, limitsFor } from "./limits.ts";
import type { Tx } from "../transaction.ts";

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** A plan as subscriptions show it: `{ code, name_json, is_pro }`. */
export const planView = (plan: Pick<PlanRow, "code" | "nameJson">) => ({
  code: plan.code,
  name_json: plan.nameJson as Record<string, string>,
  is_pro: isProPlan(plan.code),
});

/** Every new account starts on Starter. Safe to call twice. */
export async function assignStarterPlan(db: Database, userId: string): Promise<void> {
  const [starter] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "starter"));
  if (!starter) throw new Error("The starter plan is missing: run the migrations.");
  await db.insert(userSubscriptions).values({ userId, planId: starter.id }).onConflictDoNothing();
}

/** The id of a plan one can be put on: an offered (active) plan, by its code. */
async function offeredPlanId(db: Database | Tx, code: string): Promise<number | undefined> {
  if (!(PLAN_CODES as readonly string[]).includes(code)) return undefined;
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.code, code as PlanCode), eq(subscriptionPlans.isActive, true)));
  return plan?.id;
}

/**
 * Puts every page the user owns on their account's plan: the account is what
 * is billed, its pages carry its plan (see LIMIT_GOVERNED_BY).
 */
export async function applyAccountPlanToPages(tx: Tx | Database, userId: string, planId: number): Promise<void> {
  const owned = await tx.select({ id: pages.id }).from(pages).where(eq(pages.ownerId, userId));
  for (const page of owned) {
    await tx
      .insert(pageSubscriptions)
      .values({ pageId: page.id, planId })
      .onConflictDoUpdate({ target: pageSubscriptions.pageId, set: { planId, status: "active", endsAt: null, updatedAt: new Date() } });
  }
}

/**
 * Puts a user on a plan given by an admin (no payment): active with no end,
 * any scheduled change dropped, and their pages with it. False for an unknown plan.
 */
export async function assignUserPlan(db: Database | Tx, userId: string, code: string): Promise<boolean> {
  const planId = await offeredPlanId(db, code);
  if (planId === undefined) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(userSubscriptions)
      .values({ userId, planId })
      .onConflictDoUpdate({
        target: userSubscriptions.userId,
        // A given plan is not billed: no price, period or retries stay behind to renew at the old terms.
        set: {
          planId,
          status: "active",
          endsAt: null,
          scheduledPlanId: null,
          scheduledTier: null,
          pastDueSince: null,
          failedRenewals: 0,
          tier: null,
          interval: null,
          amount: null,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          nextAttemptAt: null,
          updatedAt: new Date(),
        },
      });
    await applyAccountPlanToPages(tx, userId, planId);
  });
  return true;
}

/**
 * Puts one page on a plan (an admin's exception, e.g. a sponsored page). The
 * next change of its owner's plan puts it back in step. False for an unknown plan.
 */
export async function assignPagePlan(db: Database | Tx, pageId: number, code: string): Promise<boolean> {
  const planId = await offeredPlanId(db, code);
  if (planId === undefined) return false;
  await db
    .insert(pageSubscriptions)
    .values({ pageId, planId })
    .onConflictDoUpdate({ target: pageSubscriptions.pageId, set: { planId, status: "active", endsAt: null, updatedAt: new Date() } });
  return true;
}

export async function findUserSubscription(db: Database, userId: string) {
  const [row] = await db
    .select({ subscription: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId));
  if (!row) return null;
  return {
    status: row.subscription.status,
    ends_at: row.subscription.endsAt?.toISOString() ?? null,
    subscription_plan: planView(row.plan),
  };
}

/** The code of a page's plan, the one its limits follow (Starter when it has none). */
export async function pagePlanCode(db: Pick<Database, "select">, pageId: number): Promise<PlanCode> {
  const [row] = await db
    .select({ code: subscriptionPlans.code })
    .from(pageSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pageSubscriptions.planId))
    .where(eq(pageSubscriptions.pageId, pageId));
  return row?.code ?? "starter";
}

/** A page's subscription in the shape of `page_subscription` in page reads. */
export async function findPageSubscription(db: Database, pageId: number) {
  const [row] = await db
    .select({ status: pageSubscriptions.status, plan: subscriptionPlans })
    .from(pageSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pageSubscriptions.planId))
    .where(eq(pageSubscriptions.pageId, pageId));
  return row ? { status: row.status, subscription_plan: planView(row.plan) } : null;
}

export async function listPlans(db: Database) {
  const rows = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.sortOrder));
  return rows.map((plan) => ({ ...planView(plan), limits: limitsFor(plan.code) }));
}
