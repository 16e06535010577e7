import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import {
  type BillingInterval,
  billingEvents,
  billingTransactions,
  checkoutSessions,
  type Currency,
  type SetupServiceCode,
  serviceOrders,
  subscriptionPlans,
  userSubscriptions,
} from "@greenpage/db/schema";
import { addBusinessDays, SETUP_SERVICES } from "../../lib/plans/catalog.ts";
import { applyAccountPlanToPages, isProPlan } from "../../lib/plans/index.ts";
import type { Tx } from "../../lib/transaction.ts";
import { periodEnd } from "./money.ts";
import { type BillingDeps, type BillingNotice, composeNotices, type Composed, NOTHING_TOLD, sendNotices, receipt } from "./mails.ts";

import type { BillingEvent } from "./providers/provider.ts";

/**
 * The subscription state machine. Every change to what an account pays for
 * goes through here, inside one transaction that holds the account's
 * subscription row, so two changes at once run one after the other.
 *
 *   starter ─checkout─▶ active ─renewal fails─▶ past_due ─retries fail (7 days)─▶ canceled (Starter)
 *                       │  ▲ ◀──── a retry succeeds ─────┘
 *          cancel or    │  │ reactivate
 *          downgrade    ▼  │
 *                    scheduled_end ─period end─▶ the scheduled plan (Starter: canceled)
 */
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** Days after the first failed renewal on which it is tried again; after the last, the account goes back to Starter. */
export const DUNNING_RETRY_DAYS = [1, 3, 5, 7] as const;
const DAY_MS = 86_400_000;

export async function planIdOf(tx: Tx | Database, code: string): Promise<number> {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.code, code as never));
  if (!plan) throw new Error(`Plan ${code} is missing: run the migrations.`);
  return plan.id;
}

/** The account's subscription, locked until the transaction ends (created on Starter when missing). */
export async function lockSubscription(tx: Tx, userId: string): Promise<SubscriptionRow & { planCode: string }> {
  await tx
    .insert(userSubscriptions)
    .values({ userId, planId: await planIdOf(tx, "starter") })
    .onConflictDoNothing();
  // Locked alone: PostgreSQL rechecks a join after waiting for a lock, and a plan changed meanwhile would drop the row.
  const [sub] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).for("update");
  const [plan] = await tx.select({ code: subscriptionPlans.code }).from(subscriptionPlans).where(eq(subscriptionPlans.id, sub!.planId));
  return { ...sub!, planCode: plan!.code };
}

/** What a checkout was priced against: paying it after this changed would charge the wrong amount. */
export function basisOf(sub: Pick<SubscriptionRow, "status" | "tier" | "interval" | "currency" | "currentPeriodEnd"> & { planCode: string }): string {
  return [sub.planCode, sub.status, sub.tier, sub.interval, sub.currency, sub.currentPeriodEnd?.toISOString()].join("|");
}

/** Whether the account pays for a plan now (past due still counts: it keeps the plan while retries run). */
export const isPaying = (sub: Pick<SubscriptionRow, "amount" | "status"> & { planCode: string }) =>
  sub.planCode !== "starter" && sub.amount !== null && sub.status !== "canceled";

/** Back on Starter: nothing billed, nothing scheduled; the card stays on file for a later upgrade. */
async function endOnStarter(tx: Tx, sub: SubscriptionRow, now: Date) {
  const starter = await planIdOf(tx, "starter");
  await tx
    .update(userSubscriptions)
    .set({
      planId: starter,
      status: "canceled",
      endsAt: now,
      tier: null,
      interval: null,
      amount: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      scheduledPlanId: null,
      scheduledTier: null,
      pastDueSince: null,
      nextAttemptAt: null,
      failedRenewals: 0,
      providerSubscriptionId: null,
      updatedAt: now,
    })
    .where(eq(userSubscriptions.id, sub.id));
  await applyAccountPlanToPages(tx, sub.userId, starter);
}

/** What applying an event did: `stale` when a checkout lost the race to another change (nothing charged by us; Stripe's is paid back). */
export type Applied = { changed: boolean; transactionId: number | null; stale?: boolean; notices?: BillingNotice[] };

export const STALE_CHECKOUT = "Your plan changed since this checkout was opened. Start again from Billing.";

/**
 * Applies a provider event once: its id is stored in the same transaction,
 * so a replayed or duplicated event finds it and changes nothing. Returns
 * whether anything changed (false for a replay, or an event about a state
 * that has moved on, e.g. a renewal for a period already paid).
 */
export async function applyEvent(deps: BillingDeps, provider: string, event: BillingEvent, now = new Date()): Promise<Applied> {
  let told: Composed = NOTHING_TOLD;
  const applied = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ provider, eventId: event.id, type: event.type, changed: false, appliedAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (!fresh) return { changed: false, transactionId: null };
    const result = await applyFresh(tx, provider, event, now);
    if (result.changed) {
      await tx
        .update(billingEvents)
        .set({ changed: true })
        .where(and(eq(billingEvents.provider, provider), eq(billingEvents.eventId, event.id)));
      const userId = "userId" in event ? event.userId : await sessionUser(tx, event.sessionId);
      if (userId) told = await composeNotices(tx, deps, userId, result.notices ?? []);
    }
    return result;
  });
  await sendNotices(deps, told);
  return applied;
}

async function sessionUser(tx: Tx, sessionId: string): Promise<string | null> {
  const [row] = await tx.select({ userId: checkoutSessions.userId }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row?.userId ?? null;
}

async function applyFresh(tx: Tx, provider: string, event: BillingEvent, now: Date): Promise<Applied> {
  const unchanged: Applied = { changed: false, transactionId: null };
  switch (event.type) {
    case "checkout.completed": {
      const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, event.sessionId)).for("update");
      if (!session || session.status === "complete") return unchanged;
      const sub = await lockSubscription(tx, session.userId);
      // An upgrade's difference was priced for the period it was opened in: paid after that period, it buys nothing.
      const lapsed = session.amount !== session.fullAmount && session.expiresAt <= now;
      if (session.item === "subscription" && (session.basis !== basisOf(sub) || lapsed)) {
        // Another change won the race (two upgrades at once): this one is refused, and the provider told to return the money.
        await tx.update(checkoutSessions).set({ status: "failed", failureMessage: STALE_CHECKOUT }).where(eq(checkoutSessions.id, session.id));
        return { changed: false, transactionId: null, stale: true };
      }
      const card = event.card;
      const [charge] = await tx
        .insert(billingTransactions)
        .values({
          userId: session.userId,
          kind: "charge",
          item: session.item,
          itemCode: session.itemCode,
          tier: session.tier,
          interval: session.interval,
          amount: session.amount,
          currency: session.currency,
          status: "succeeded",
          provider,
          providerRef: event.paymentRef,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
          createdAt: now,
        })
        .returning({ id: billingTransactions.id });
      await tx.update(checkoutSessions).set({ status: "complete", completedAt: now, failureMessage: null }).where(eq(checkoutSessions.id, session.id));
      const cardColumns = card ? { cardBrand: card.brand, cardLast4: card.last4 } : {};
      if (session.item === "setup_service") {
        const service = SETUP_SERVICES[session.itemCode as SetupServiceCode];
        await tx.insert(serviceOrders).values({
          userId: session.userId,
          pageId: session.pageId,
          service: session.itemCode as SetupServiceCode,
          amount: session.amount,
          currency: session.currency,
          transactionId: charge!.id,
          dueOn: addBusinessDays(now, service.businessDays).toISOString().slice(0, 10),
          createdAt: now,
        });
        if (card) await tx.update(userSubscriptions).set(cardColumns).where(eq(userSubscriptions.id, sub.id));
        return { changed: true, transactionId: charge!.id, notices: [receipt(session.itemCode, session.amount, session.currency, charge!.id)] };
      }
      const interval = session.interval as BillingInterval;
      const keepsPeriod = isPaying(sub) && sub.interval === interval && sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now;
      const start = keepsPeriod ? sub.currentPeriodStart! : now;
      const end = keepsPeriod ? sub.currentPeriodEnd! : periodEnd(now, interval);
      const planId = await planIdOf(tx, session.itemCode);
      await tx
        .update(userSubscriptions)
        .set({
          planId,
          status: "active",
          endsAt: null,
          tier: session.tier,
          interval,
          currency: session.currency,
          amount: await fullPriceOf(tx, session.id),
          currentPeriodStart: start,
          currentPeriodEnd: end,
          nextAttemptAt: end,
          scheduledPlanId: null,
          scheduledTier: null,
          pastDueSince: null,
          failedRenewals: 0,
          provider,
          providerCustomerId: event.customerId ?? sub.providerCustomerId,
          providerSubscriptionId: event.subscriptionId ?? sub.providerSubscriptionId,
          providerPaymentMethod: event.paymentMethod ?? sub.providerPaymentMethod,
          proCurrency: isProPlan(session.itemCode) ? session.currency : sub.proCurrency,
          updatedAt: now,
          ...cardColumns,
        })
        .where(eq(userSubscriptions.id, sub.id));
      await tx
        .update(billingTransactions)
        .set({ periodStart: keepsPeriod ? now : start, periodEnd: end })
        .where(eq(billingTransactions.id, charge!.id));
      await applyAccountPlanToPages(tx, session.userId, planId);
      return { changed: true, transactionId: charge!.id, notices: [receipt(session.itemCode, session.amount, session.currency, charge!.id)] };
    }
    case "checkout.failed": {
      const updated = await tx
        .update(checkoutSessions)
        .set({ status: "failed", failureMessage: event.message })
        .where(and(eq(checkoutSessions.id, event.sessionId), sql`${checkoutSessions.status} <> 'complete'`))
        .returning({ id: checkoutSessions.id });
      return { changed: updated.length > 0, transactionId: null };
    }
    case "renewal.paid": {
      const sub = await lockSubscription(tx, event.userId);
      if (!isPaying(sub) || !sub.currentPeriodEnd || event.periodEnd <= sub.currentPeriodEnd) return unchanged;
      const charge = await recordRenewal(tx, provider, sub, event, now, { status: "succeeded", periodStart: event.periodStart, periodEnd: event.periodEnd });
      // A downgrade scheduled for this renewal (the provider already charged its price) applies with it.
      const downgrade = sub.scheduledPlanId !== null && sub.scheduledTier !== null;
      await tx
        .update(userSubscriptions)
        .set({
          status: "active",
          currentPeriodStart: event.periodStart,
          currentPeriodEnd: event.periodEnd,
          nextAttemptAt: event.periodEnd,
          pastDueSince: null,
          failedRenewals: 0,
          updatedAt: now,
          ...(downgrade
            ? { planId: sub.scheduledPlanId!, tier: sub.scheduledTier, amount: event.amount, scheduledPlanId: null, scheduledTier: null, endsAt: null }
            : {}),
        })
        .where(eq(userSubscriptions.id, sub.id));
      if (downgrade) await applyAccountPlanToPages(tx, event.userId, sub.scheduledPlanId!);
      return { changed: true, transactionId: charge?.id ?? null, notices: charge ? [receipt(sub.planCode, event.amount, event.currency, charge.id)] : [] };
    }
    case "renewal.failed": {
      const sub = await lockSubscription(tx, event.userId);
      if (!isPaying(sub)) return unchanged;
      const failed = await recordRenewal(tx, provider, sub, event, now, { status: "failed", failureMessage: event.message });
      const since = sub.pastDueSince ?? now;
      const failures = sub.failedRenewals + 1;
      // Stripe runs its own retries and ends the subscription itself (customer.subscription.deleted): only ours end by count.
      if (failures > DUNNING_RETRY_DAYS.length && provider === "test") {
        await endOnStarter(tx, sub, now);
        return { changed: true, transactionId: failed?.id ?? null, notices: [{ kind: "billing_plan_ended", reason: "unpaid" }] };
      }
      const nextAttempt = new Date(since.getTime() + DUNNING_RETRY_DAYS[Math.min(failures, DUNNING_RETRY_DAYS.length) - 1]! * DAY_MS);
      await tx
        .update(userSubscriptions)
        .set({
          status: "past_due",
          pastDueSince: since,
          failedRenewals: failures,
          nextAttemptAt: nextAttempt,
          updatedAt: now,
        })
        .where(eq(userSubscriptions.id, sub.id));
      const notice: BillingNotice = { kind: "billing_payment_failed", amount: event.amount, currency: event.currency, message: event.message, nextAttempt };
      return { changed: true, transactionId: failed?.id ?? null, notices: [notice] };
    }
    case "subscription.ended": {
      const sub = await lockSubscription(tx, event.userId);
      if (sub.planCode === "starter") return unchanged;
      await endOnStarter(tx, sub, now);
      return { changed: true, transactionId: null, notices: [{ kind: "billing_plan_ended", reason: "canceled" }] };
    }
  }
}

/** A renewal's charge, paid or failed, on the saved card; one row per provider payment (a replay adds none: undefined). */
async function recordRenewal(
  tx: Tx,
  provider: string,
  sub: SubscriptionRow & { planCode: string },
  event: { userId: string; amount: number; currency: Currency; paymentRef: string },
  now: Date,
  outcome: Pick<typeof billingTransactions.$inferInsert, "status" | "failureMessage" | "periodStart" | "periodEnd">,
) {
  const [row] = await tx
    .insert(billingTransactions)
    .values({
      userId: event.userId,
      kind: "charge",
      item: "subscription",
      itemCode: sub.planCode,
      tier: sub.tier,
      interval: sub.interval,
      amount: event.amount,
      currency: event.currency,
      provider,
      providerRef: event.paymentRef,
      cardBrand: sub.cardBrand,
      cardLast4: sub.cardLast4,
      createdAt: now,
      ...outcome,
    })
    .onConflictDoNothing()
    .returning({ id: billingTransactions.id });
  return row;
}

/** The price of one whole period of what a checkout bought (an upgrade's charge is only the prorated part). */
async function fullPriceOf(tx: Tx, sessionId: string): Promise<number> {
  const [row] = await tx.select({ fullAmount: checkoutSessions.fullAmount }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row!.fullAmount;
}

/** The account's plan ends at its period end: a cancel (to Starter) or a downgrade (to a cheaper plan at `tier`). */
export async function scheduleEnd(tx: Tx, sub: SubscriptionRow, toPlan: string, tier: string | null, now: Date) {
  await tx
    .update(userSubscriptions)
    .set({ status: "scheduled_end", endsAt: sub.currentPeriodEnd, scheduledPlanId: await planIdOf(tx, toPlan), scheduledTier: tier, updatedAt: now })
    .where(eq(userSubscriptions.id, sub.id));
}

/** A scheduled end taken back before it happened. */
export async function reactivate(tx: Tx, sub: SubscriptionRow, now: Date) {
  await tx
    .update(userSubscriptions)
    .set({ status: "active", endsAt: null, scheduledPlanId: null, scheduledTier: null, updatedAt: now })
    .where(eq(userSubscriptions.id, sub.id));
}

/**
 * The period is over and a scheduled change applies: to Starter, or to the
 * cheaper plan, whose first period is then renewed like any other.
 */
export async function applyScheduledChange(tx: Tx, sub: SubscriptionRow, now: Date, priceOf: (plan: string, tier: string) => number | null) {
  const [target] = await tx
    .select({ code: subscriptionPlans.code })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, sub.scheduledPlanId ?? -1));
  const amount = target && sub.scheduledTier ? priceOf(target.code, sub.scheduledTier) : null;
  if (!target || target.code === "starter" || amount === null) return endOnStarter(tx, sub, now);
  await tx
    .update(userSubscriptions)
    .set({
      planId: sub.scheduledPlanId!,
      tier: sub.scheduledTier,
      amount,
      status: "active",
      endsAt: null,
      scheduledPlanId: null,
      scheduledTier: null,
      updatedAt: now,
    })
    .where(eq(userSubscriptions.id, sub.id));
  await applyAccountPlanToPages(tx, sub.userId, sub.scheduledPlanId!);
}

/** The plan ends now (its period's money is back, or a past-due owner cancels): Starter, nothing deleted. */
export async function endNow(tx: Tx, sub: SubscriptionRow, now: Date) {
  await endOnStarter(tx, sub, now);
}

export type { Currency };
