import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { pageSubscriptions, pages, userSubscriptions } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { priceOf } from "../../lib/plans/index.ts";
import { periodEnd } from "./money.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { composeNotices, type Composed, NOTHING_TOLD, sendNotices } from "./mails.ts";
import { type Applied, applyEvent, applyScheduledChange, isPaying, lockSubscription, planIdOf } from "./state.ts";

/** Subscriptions whose period ended or whose retry is due, oldest first. */
export async function dueSubscriptions(ctx: AppContext, now: Date, limit = 100): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(and(inArray(userSubscriptions.status, ["active", "past_due", "scheduled_end"]), lte(userSubscriptions.nextAttemptAt, now)))
    .orderBy(asc(userSubscriptions.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.userId);
}

export type Settled = { action: "none" | "ended" | "renewed" | "failed" | "external"; applied?: Applied };

/**
 * Settles one account at its period end or retry time: a scheduled change
 * applies, then the period is renewed by charging the saved card. Safe to run
 * twice or after a crash: the charge's idempotency key and the event id are
 * both derived from the period and the attempt, so a rerun finds its work done.
 */
export async function settleSubscription(ctx: AppContext, provider: PaymentProvider, userId: string, now = new Date()): Promise<Settled> {
  let told: Composed = NOTHING_TOLD;
  const due = await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, userId);
    // A plan an admin gave until a date is not paid for, but its scheduled end applies all the same.
    const givenUntil = sub.status === "scheduled_end" && sub.planCode !== "starter";
    if (!sub.nextAttemptAt || sub.nextAttemptAt > now || !(isPaying(sub) || givenUntil)) return null;
    if (sub.status === "scheduled_end") {
      await applyScheduledChange(tx, sub, now, (plan, tier) => priceOf(plan, tier, sub.interval!, sub.currency!));
      const after = await lockSubscription(tx, userId);
      if (!isPaying(after)) {
        told = await composeNotices(tx, ctx, userId, [{ kind: "billing_plan_ended", reason: "canceled" }]);
        return "ended" as const;
      }
      return after;
    }
    return sub;
  });
  await sendNotices(ctx, told);
  if (due === null) return { action: "none" };
  if (due === "ended") return { action: "ended" };
  const key = `renew_${due.id}_${due.currentPeriodEnd!.getTime()}_${due.failedRenewals}`;
  const charge = await provider.chargeRenewal({ idempotencyKey: key, paymentMethod: due.providerPaymentMethod, amount: due.amount!, currency: due.currency! });
  if (charge === null) {
    // The provider renews on its own and reports by webhook, which sets the next date again.
    await ctx.db.update(userSubscriptions).set({ nextAttemptAt: null }).where(eq(userSubscriptions.userId, userId));
    return { action: "external" };
  }
  const base = { id: `${provider.name}_evt_${key}`, userId, paymentRef: charge.paymentRef, amount: due.amount!, currency: due.currency! };
  if (charge.ok) {
    const start = due.currentPeriodEnd!;
    const applied = await applyEvent(
      ctx,
      provider.name,
      { ...base, type: "renewal.paid", periodStart: start, periodEnd: periodEnd(start, due.interval!) },
      now,
    );
    return { action: "renewed", applied };
  }
  const applied = await applyEvent(ctx, provider.name, { ...base, type: "renewal.failed", message: charge.message }, now);
  return { action: "failed", applied };
}

/**
 * Pages an admin put on a plan until a date, whose date has passed: back on
 * their owner's account plan (Starter without one). Answers how many.
 */
export async function endLapsedPagePlans(ctx: AppContext, now = new Date()): Promise<number> {
  const lapsed = await ctx.db
    .select({ id: pageSubscriptions.id, pageId: pageSubscriptions.pageId, ownerPlan: userSubscriptions.planId })
    .from(pageSubscriptions)
    .innerJoin(pages, eq(pages.id, pageSubscriptions.pageId))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, pages.ownerId))
    .where(and(eq(pageSubscriptions.status, "scheduled_end"), lte(pageSubscriptions.endsAt, now)));
  if (lapsed.length === 0) return 0;
  const starter = await planIdOf(ctx.db, "starter");
  for (const row of lapsed) {
    await ctx.db
      .update(pageSubscriptions)
      .set({ planId: row.ownerPlan ?? starter, status: "active", endsAt: null, updatedAt: now })
      .where(and(eq(pageSubscriptions.id, row.id), eq(pageSubscriptions.status, "scheduled_end"), lte(pageSubscriptions.endsAt, now)));
  }
  return lapsed.length;
}
