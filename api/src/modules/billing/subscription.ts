import { eq } from "drizzle-orm";
import { subscriptionPlans } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { accountPages, limitsFor, type PlanLimits, pageUsage, planView, priceOf } from "../../lib/plans/index.ts";
import { BILLING_ERRORS } from "./errors.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { notifyAccount } from "../notifications/record.ts";
import { composeNotices, type Composed, NOTHING_TOLD, sendNotices } from "./mails.ts";
import { endNow, isPaying, lockSubscription, reactivate, type SubscriptionRow, scheduleEnd } from "./state.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The Billing screen's subscription: plan, price, period, status, card and any scheduled change. */
export async function billingStatus(ctx: AppContext, userId: string, provider?: PaymentProvider) {
  const sub = await ctx.db.transaction((tx) => lockSubscription(tx, userId));
  const plans = await ctx.db.select().from(subscriptionPlans);
  const plan = plans.find((p) => p.id === sub.planId)!;
  const scheduled = plans.find((p) => p.id === sub.scheduledPlanId);
  return {
    plan: planView(plan),
    status: sub.status as "active" | "past_due" | "scheduled_end" | "canceled",
    tier: sub.tier,
    interval: sub.interval,
    currency: sub.currency,
    amount: sub.amount,
    current_period_start: iso(sub.currentPeriodStart),
    current_period_end: iso(sub.currentPeriodEnd),
    ends_at: iso(sub.endsAt),
    scheduled_change: scheduled ? { plan: planView(scheduled), tier: sub.scheduledTier, at: iso(sub.endsAt) } : null,
    past_due_since: iso(sub.pastDueSince),
    next_attempt_at: sub.status === "past_due" ? iso(sub.nextAttemptAt) : null,
    card: sub.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    provider: sub.provider,
    pro_currency: sub.proCurrency,
    portal: Boolean(provider?.portalUrl && sub.provider === provider.name && sub.providerCustomerId),
  };
}

/**
 * A cheaper plan from the period end (Starter is a cancel). Nothing changes
 * before then; the status reads `scheduled_end` with the date, and the
 * account holder is told (a plan notification).
 */
export async function scheduleDowngrade(ctx: AppContext, provider: PaymentProvider, userId: string, body: { plan: string; tier?: string | undefined }) {
  const now = new Date();
  const change = await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, userId);
    if (!isPaying(sub) || sub.status === "past_due") throw BILLING_ERRORS.raise("not_subscribed");
    const [target] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.code, body.plan as never));
    if (!target?.isActive) throw BILLING_ERRORS.raise("plan_not_available");
    if (target.code !== "starter") {
      const price = body.tier ? priceOf(target.code, body.tier, sub.interval!, sub.currency!) : null;
      if (price === null) throw BILLING_ERRORS.raise("plan_not_available");
      if (target.code === sub.planCode && body.tier === sub.tier) throw BILLING_ERRORS.raise("already_on_plan");
      if (price > sub.amount!) throw BILLING_ERRORS.raise("use_checkout");
    }
    await scheduleEnd(tx, sub, target.code, target.code === "starter" ? null : body.tier!, now);
    const price = target.code === "starter" ? null : priceOf(target.code, body.tier!, sub.interval!, sub.currency!);
    const endsAt = (sub.currentPeriodEnd ?? now).toISOString();
    const downgradeTo = target.code === "starter" ? null : target.nameJson;
    const told = await notifyAccount(tx, userId, { kind: "plan", event: "cancel_scheduled", endsAt, downgradeTo });
    return { sub, price, told };
  });
  await ctx.notifier.wake(change.told);
  await tellProvider(provider, change.sub, change.price);
  return billingStatus(ctx, userId, provider);
}

/**
 * Ends the paid plan at the period end. While past due the period is
 * already over and unpaid: the plan ends now, and the retries stop.
 */
export async function cancelSubscription(ctx: AppContext, provider: PaymentProvider, userId: string) {
  let told: Composed = NOTHING_TOLD;
  const ended = await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, userId);
    if (sub.status !== "past_due") return null;
    await endNow(tx, sub, new Date());
    told = await composeNotices(tx, ctx, userId, [{ kind: "billing_plan_ended", reason: "canceled" }]);
    return sub;
  });
  if (!ended) return scheduleDowngrade(ctx, provider, userId, { plan: "starter" });
  await sendNotices(ctx, told);
  if (ended.providerSubscriptionId) await provider.cancelNow(ended.providerSubscriptionId);
  return billingStatus(ctx, userId, provider);
}

/** Takes back a cancel or downgrade before the period ends. */
export async function reactivateSubscription(ctx: AppContext, provider: PaymentProvider, userId: string) {
  const sub = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, userId);
    if (locked.status !== "scheduled_end") throw BILLING_ERRORS.raise("nothing_scheduled");
    await reactivate(tx, locked, new Date());
    return locked;
  });
  await tellProvider(provider, sub, sub.amount, { undo: true });
  return billingStatus(ctx, userId, provider);
}

/**
 * A provider that renews on its own (Stripe) learns of a scheduled change:
 * a cancel (or its undoing) at the period end, or the price the next renewal
 * charges. `price` null means the plan ends (Starter).
 */
async function tellProvider(provider: PaymentProvider, sub: SubscriptionRow, price: number | null, options: { undo?: boolean } = {}) {
  const id = sub.providerSubscriptionId;
  if (!id || !sub.currentPeriodEnd) return;
  const wasCancel = sub.scheduledPlanId !== null && sub.scheduledTier === null;
  if (price === null || (options.undo && wasCancel)) return provider.setCancelAtPeriodEnd(id, !options.undo);
  // A downgrade replacing an earlier cancel: the subscription goes on after all.
  if (!options.undo && wasCancel) await provider.setCancelAtPeriodEnd(id, false);
  await provider.repriceSubscription(id, { amount: price, currency: sub.currency!, interval: sub.interval!, nextRenewal: sub.currentPeriodEnd });
}

type Blocked = { limit: keyof PlanLimits; page: string | null; used: number; allowed: number; effect: "read_only" | "hidden" | "no_new" };

/**
 * What a lower plan would block, page by page. Nothing is deleted: pages over
 * the account's allowance become read-only, gated items are hidden from
 * visitors until the plan includes access control again, and counted things
 * over the allowance stay but no new ones can be added.
 */
export async function downgradePreview(ctx: AppContext, userId: string, planCode: string) {
  const [plan] = await ctx.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.code, planCode as never));
  if (!plan?.isActive) throw BILLING_ERRORS.raise("plan_not_available");
  const limits = limitsFor(plan.code);
  const owned = await accountPages(ctx.db, userId);
  const blocked: Blocked[] = [];
  if (owned.length > limits.pages_per_account) {
    blocked.push({ limit: "pages_per_account", page: null, used: owned.length, allowed: limits.pages_per_account, effect: "read_only" });
  }
  for (const page of owned) {
    const usage = await pageUsage(ctx.db, page.id);
    if (!limits.access_control && usage.access_control > 0) {
      blocked.push({ limit: "access_control", page: page.handle, used: usage.access_control, allowed: 0, effect: "hidden" });
    }
    for (const key of ["team_users", "verified_certificates", "custom_views", "initiatives", "news_posts"] as const) {
      const allowed = limits[key];
      if (allowed !== null && usage[key] > allowed) blocked.push({ limit: key, page: page.handle, used: usage[key], allowed, effect: "no_new" });
    }
  }
  return { plan: planView(plan), limits, blocked };
}

/** A link to the provider's customer portal (card, invoices), for an account the provider knows. */
export async function portalLink(ctx: AppContext, provider: PaymentProvider, userId: string): Promise<{ url: string }> {
  const sub = await ctx.db.transaction((tx) => lockSubscription(tx, userId));
  if (!provider.portalUrl || sub.provider !== provider.name || !sub.providerCustomerId) throw BILLING_ERRORS.raise("no_portal");
  return { url: await provider.portalUrl(sub.providerCustomerId, `${ctx.config.siteUrl}/dashboard/billing`) };
}
