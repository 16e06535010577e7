import { and, eq } from "drizzle-orm";
import { type BillingInterval, checkoutSessions, type Currency, pages, type SetupServiceCode, subscriptionPlans } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { MINIMUM_CHARGE, priceOf, SETUP_SERVICES } from "../../lib/plans/catalog.ts";
import type { Tx } from "../../lib/transaction.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { upgradeCharge } from "./money.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { basisOf, isPaying, lockSubscription, type SubscriptionRow } from "./state.ts";

export type CheckoutBody = {
  plan?: string | undefined;
  tier?: string | undefined;
  interval?: BillingInterval | undefined;
  service?: string | undefined;
  currency: Currency;
  business_id?: number | undefined;
};

const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/**
 * Where an offer stands against the running plan, by the tiers' monthly list
 * prices (the interval aside): dearer is an upgrade, paid now; cheaper is a
 * downgrade, from the period end; the same plan from monthly to yearly is an
 * upgrade too. A yearly plan keeps yearly billing until it ends: its unused
 * months could not be credited to a monthly price.
 */
function compareOffer(sub: SubscriptionRow & { planCode: string }, next: { plan: string; tier: string; interval: BillingInterval; currency: Currency }) {
  if (sub.planCode === next.plan && sub.tier === next.tier && sub.interval === next.interval) throw BILLING_ERRORS.raise("already_on_plan");
  if (sub.interval === "year" && next.interval === "month") throw BILLING_ERRORS.raise("yearly_locked");
  const current = (sub.tier ? priceOf(sub.planCode, sub.tier, "month", next.currency) : null) ?? sub.amount!;
  const offered = priceOf(next.plan, next.tier, "month", next.currency)!;
  if (offered < current || (offered === current && !(sub.interval === "month" && next.interval === "year"))) throw BILLING_ERRORS.raise("use_downgrade");
}

type Values = Omit<typeof checkoutSessions.$inferInsert, "id" | "userId" | "provider" | "url" | "basis" | "createdAt">;

/** What a plan's checkout charges: the full price, or an upgrade's prorated difference (at least the provider's minimum). */
async function planValues(tx: Tx, provider: PaymentProvider, sub: SubscriptionRow & { planCode: string }, body: CheckoutBody, now: Date): Promise<Values> {
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
  const values = { item: "subscription", itemCode: plan.code, tier: body.tier!, interval, currency: body.currency, amount: full, fullAmount: full };
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS);
  if (!paying) return { ...values, expiresAt };
  if (sub.status === "past_due") {
    // A renewal failed: paying (this plan or another) starts a new period now at its full price and ends the dunning.
    // Stripe's customers change their card in Stripe's portal instead, and Stripe retries.
    if (provider.name !== "test") throw BILLING_ERRORS.raise("payment_past_due");
    return { ...values, expiresAt };
  }
  compareOffer(sub, { plan: plan.code, tier: body.tier!, interval, currency: body.currency });
  const end = sub.currentPeriodEnd;
  if (!end || end <= now) return { ...values, expiresAt };
  const prorated = upgradeCharge(
    { amount: sub.amount!, interval: sub.interval!, start: sub.currentPeriodStart ?? now, end },
    { amount: full, interval },
    now,
  ).amount;
  // The difference is priced for this period: the checkout closes with it.
  return { ...values, amount: Math.max(prorated, MINIMUM_CHARGE[body.currency]), expiresAt: end < expiresAt ? end : expiresAt };
}

/** A setup service: ordered for one of the owner's own pages (or none). */
async function serviceValues(tx: Tx, userId: string, body: CheckoutBody, now: Date): Promise<Values> {
  const code = body.service ?? "";
  if (!Object.hasOwn(SETUP_SERVICES, code)) throw BILLING_ERRORS.raise("plan_not_available");
  if (body.business_id !== undefined) {
    const [own] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, body.business_id), eq(pages.ownerId, userId)));
    if (!own) throw notFound();
  }
  const price = SETUP_SERVICES[code as SetupServiceCode].price[body.currency];
  return {
    item: "setup_service",
    itemCode: code,
    currency: body.currency,
    amount: price,
    fullAmount: price,
    pageId: body.business_id ?? null,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  };
}

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
): Promise<ReturnType<typeof checkoutView>> {
  if (idempotencyKey) {
    const [existing] = await ctx.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.idempotencyKey, idempotencyKey)));
    // A first request that is still on its way to the provider, or failed there, left no address yet: ask again (idempotent per id).
    if (existing) return checkoutView(existing.url ? existing : await startAtProvider(ctx, provider, user.email, existing));
  }
  const row = await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, user.id);
    const values = body.service !== undefined ? await serviceValues(tx, user.id, body, now) : await planValues(tx, provider, sub, body, now);
    const [created] = await tx
      .insert(checkoutSessions)
      .values({ ...values, id: crypto.randomUUID(), userId: user.id, provider: provider.name, url: "", basis: basisOf(sub), idempotencyKey, createdAt: now })
      .onConflictDoNothing()
      .returning();
    return created;
  });
  if (!row) return openCheckout(ctx, provider, user, body, idempotencyKey, now);
  return checkoutView(await startAtProvider(ctx, provider, user.email, row));
}

/** Asks the provider where to pay, and keeps the address; a provider that fails leaves a 503 and no payable checkout. */
async function startAtProvider(ctx: AppContext, provider: PaymentProvider, email: string, row: CheckoutRow): Promise<CheckoutRow> {
  const sub = await ctx.db.transaction((tx) => lockSubscription(tx, row.userId));
  const upgrades = row.item === "subscription" && isPaying(sub) && sub.status !== "past_due";
  let started: { url: string; providerSessionId: string | null };
  try {
    started = await provider.createCheckout({
      sessionId: row.id,
      email,
      item: row.item as "subscription" | "setup_service",
      itemCode: row.itemCode,
      description: row.item === "subscription" ? `Greenpage ${row.itemCode}` : `Greenpage ${row.itemCode.replace("_", " ")}`,
      amount: row.amount,
      currency: row.currency,
      interval: row.interval,
      successUrl: `${ctx.config.siteUrl}/dashboard/billing?checkout=${row.id}`,
      cancelUrl: `${ctx.config.siteUrl}/dashboard/billing`,
      upgradeOf: upgrades ? sub.providerSubscriptionId : null,
    });
  } catch (error) {
    ctx.logger.error("billing.checkout_failed", { checkout: row.id, error: error instanceof Error ? error.message : String(error) });
    throw BILLING_ERRORS.raise("provider_unavailable");
  }
  const [updated] = await ctx.db
    .update(checkoutSessions)
    .set({ url: started.url, providerSessionId: started.providerSessionId })
    .where(eq(checkoutSessions.id, row.id))
    .returning();
  return updated!;
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
