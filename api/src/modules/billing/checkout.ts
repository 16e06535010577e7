import { and, eq } from "drizzle-orm";
import { checkoutSessions, type Currency, subscriptionPlans, type BillingInterval } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { priceOf, SETUP_SERVICES } from "../../lib/plans/catalog.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { upgradeCharge } from "./money.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { basisOf, isPaying, lockSubscription } from "./state.ts";

export type CheckoutBody = {
  plan?: string | undefined;
  tier?: string | undefined;
  interval?: BillingInterval | undefined;
  service?: string | undefined;
  currency: Currency;
  business_id?: number | undefined;
};

const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** How offers compare: the monthly-equivalent price, then a longer interval. */
const monthly = (amount: number, interval: BillingInterval) => (interval === "year" ? amount / 12 : amount);

/**
 * Opens a checkout for a plan (a first purchase or an upgrade, prorated) or
 * a setup service. The same Idempotency-Key returns the same checkout.
 */
export async function openCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: { id: string; email: string },
  body: CheckoutBody,
  idempotencyKey: string | null,
  now = new Date(),
) {
  if (idempotencyKey) {
    const [existing] = await ctx.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.idempotencyKey, idempotencyKey)));
    if (existing) return checkoutView(existing);
  }
  const id = crypto.randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, user.id);
    let values: Omit<typeof checkoutSessions.$inferInsert, "id" | "userId" | "provider" | "url" | "expiresAt" | "basis">;
    if (body.service !== undefined) {
      const service = SETUP_SERVICES[body.service as keyof typeof SETUP_SERVICES];
      if (!service) throw BILLING_ERRORS.raise("plan_not_available");
      const price = service.price[body.currency];
      values = { item: "setup_service", itemCode: body.service, currency: body.currency, amount: price, fullAmount: price, pageId: body.business_id ?? null };
    } else {
      const interval = body.interval ?? "month";
      const [plan] = await tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.code, (body.plan ?? "") as never));
      const full = plan?.isActive && body.tier ? priceOf(plan.code, body.tier, interval, body.currency) : null;
      if (!plan || full === null) throw BILLING_ERRORS.raise("plan_not_available");
      const paying = isPaying(sub);
      if ((sub.proCurrency && sub.proCurrency !== body.currency) || (paying && sub.currency !== body.currency)) {
        throw BILLING_ERRORS.raise("currency_mismatch");
      }
      let amount = full;
      const samePlan = paying && sub.planCode === plan.code && sub.tier === body.tier && sub.interval === interval;
      if (samePlan && sub.status === "past_due" && provider.name === "test") {
        // A renewal failed: paying the plan again with another card starts a new period now and ends the dunning
        // (Stripe's customers change their card in Stripe's portal, and Stripe retries).
      } else if (paying) {
        if (samePlan) throw BILLING_ERRORS.raise("already_on_plan");
        const current = monthly(sub.amount!, sub.interval!);
        const next = monthly(full, interval);
        if (next < current || (next === current && interval !== "year")) throw BILLING_ERRORS.raise("use_downgrade");
        amount = upgradeCharge(
          { amount: sub.amount!, interval: sub.interval!, start: sub.currentPeriodStart ?? now, end: sub.currentPeriodEnd ?? now },
          { amount: full, interval },
          now,
        ).amount;
      }
      values = { item: "subscription", itemCode: plan.code, tier: body.tier!, interval, currency: body.currency, amount, fullAmount: full };
    }
    const [created] = await tx
      .insert(checkoutSessions)
      .values({
        ...values,
        id,
        userId: user.id,
        provider: provider.name,
        url: "",
        basis: basisOf(sub),
        idempotencyKey,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const upgrades = created?.item === "subscription" && isPaying(sub) && sub.status !== "past_due";
    return created && { ...created, upgradeOf: upgrades ? sub.providerSubscriptionId : null };
  });
  if (!row) return openCheckout(ctx, provider, user, body, idempotencyKey, now);
  const started = await provider.createCheckout({
    sessionId: id,
    email: user.email,
    item: row.item as "subscription" | "setup_service",
    itemCode: row.itemCode,
    description: row.item === "subscription" ? `Greenpage ${row.itemCode}` : `Greenpage ${row.itemCode.replace("_", " ")}`,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    successUrl: `${ctx.config.siteUrl}/dashboard/billing?checkout=${id}`,
    cancelUrl: `${ctx.config.siteUrl}/dashboard/billing`,
    upgradeOf: row.upgradeOf,
  });
  const [updated] = await ctx.db
    .update(checkoutSessions)
    .set({ url: started.url, providerSessionId: started.providerSessionId })
    .where(eq(checkoutSessions.id, id))
    .returning();
  return checkoutView(updated!);
}

type CheckoutRow = typeof checkoutSessions.$inferSelect;

export function checkoutView(row: CheckoutRow) {
  return {
    id: row.id,
    item: row.item as "subscription" | "setup_service",
    item_code: row.itemCode,
    tier: row.tier,
    interval: row.interval,
    currency: row.currency,
    amount: row.amount,
    full_amount: row.fullAmount,
    status: row.status as "open" | "requires_action" | "complete" | "failed" | "expired",
    failure_message: row.failureMessage,
    url: row.url,
    provider: row.provider as "test" | "stripe",
    expires_at: row.expiresAt.toISOString(),
  };
}

/** One of the user's checkouts (404 for anyone else's: ids are not secrets to rely on). */
export async function findCheckout(ctx: AppContext, userId: string, id: string): Promise<CheckoutRow> {
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  if (!row) throw notFound();
  return row;
}
