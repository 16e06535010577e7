import { asc, eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { subscriptionPlans, userSubscriptions } from "@greenpage/db/schema";
import { isProPlan, limitsFor } from "../../lib/plans.ts";

/** Every new account starts on Starter. Safe to call twice. */
export async function assignStarterPlan(db: Database, userId: string): Promise<void> {
  const [starter] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "starter"));
  if (!starter) throw new Error("The starter plan is missing: run the migrations.");
  await db.insert(userSubscriptions).values({ userId, planId: starter.id }).onConflictDoNothing();
}

export async function assignUserPlan(db: Database, userId: string, code: string): Promise<boolean> {
  const [plan] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
  if (!plan) return false;
  await db
    .insert(userSubscriptions)
    .values({ userId, planId: plan.id })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { planId: plan.id, status: "active", endsAt: null, updatedAt: new Date() } });
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
    subscription_plan: { code: row.plan.code, name_json: row.plan.nameJson as Record<string, string>, is_pro: isProPlan(row.plan.code) },
  };
}

export async function listPlans(db: Database) {
  const rows = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.sortOrder));
  return rows.map((plan) => ({
    code: plan.code,
    name_json: plan.nameJson as Record<string, string>,
    is_pro: isProPlan(plan.code),
    limits: limitsFor(plan.code),
  }));
}
