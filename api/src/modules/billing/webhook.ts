import { and, eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type Stripe from "stripe";
import { billingTransactions, checkoutSessions, userSubscriptions } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse } from "../../lib/http-schemas.ts";
import { notFound } from "../../lib/errors.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { billingEventOf, STRIPE_EVENT_TYPES } from "./providers/stripe-events.ts";
import { createStripeProvider, lazyStripeClient, returnRefusedPayment, STRIPE_API_VERSION, type StripeConfig } from "./providers/stripe-provider.ts";
import type { BillingEvent } from "./providers/provider.ts";
import { applyEvent, STALE_CHECKOUT } from "./state.ts";

const WebhookReceipt = t.Object({
  received: t.Literal(true),
  changed: t.Boolean({ description: "Whether the event changed anything (false for a replay, an outdated event, or one billing ignores)." }),
});

/**
 * Stripe's webhook: the one way Stripe's payments, renewals and cancellations
 * reach billing. Always listed (the API's document shows it); without Stripe
 * configured it answers 404.
 */
export function stripeWebhook(ctx: AppContext, config: StripeConfig | undefined) {
  const receive = config ? stripeReceiver(ctx, config) : null;
  return new Elysia({ prefix: "/billing", tags: ["Billing"] }).post(
    "/webhooks/stripe/",
    async ({ request, headers }) => {
      if (!receive) throw notFound();
      // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
      return receive(await request.text(), headers["stripe-signature"] ?? "");
    },
    {
      parse: "none",
      headers: t.Object({ "stripe-signature": t.Optional(t.String({ maxLength: 2048 })) }),
      response: { 200: WebhookReceipt, 400: errorResponse(BILLING_ERRORS), 404: errorResponse(BILLING_ERRORS) },
      detail: {
        summary: "Receive Stripe's events (the webhook endpoint to register in Stripe)",
        description: [
          "Signed by Stripe (`Stripe-Signature`, verified with `STRIPE_WEBHOOK_SECRET`); an unsigned or altered request answers 400 `invalid_signature` and changes nothing.",
          `Register the endpoint at API version \`${STRIPE_API_VERSION}\` with these events: ${STRIPE_EVENT_TYPES.map((type) => `\`${type}\``).join(", ")}.`,
          "Each event applies once (a redelivery answers `changed: false`); a renewal for a period already paid changes nothing; other events are answered 200 and ignored. 404 when Stripe is not configured.",
        ].join(" "),
      },
    },
  );
}

/** Verifies, translates and applies one delivery. */
function stripeReceiver(ctx: AppContext, config: StripeConfig) {
  // The client (and the library) are made with the first delivery: an API that never receives one never loads Stripe.
  const client = lazyStripeClient(config);
  const ownerOf = async (subscriptionId: string) => {
    const [row] = await ctx.db
      .select({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.provider, "stripe"), eq(userSubscriptions.providerSubscriptionId, subscriptionId)));
    return row?.userId ?? null;
  };

  /** A paid checkout the state machine refused as stale is paid back; checked on every delivery, so a failed refund is retried with it. */
  const returnIfRefused = async (event: Extract<BillingEvent, { type: "checkout.completed" }>) => {
    const [session] = await ctx.db
      .select({ status: checkoutSessions.status, failureMessage: checkoutSessions.failureMessage })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, event.sessionId));
    if (session?.status !== "failed" || session.failureMessage !== STALE_CHECKOUT) return;
    await returnRefusedPayment(await client(), { eventId: event.id, paymentRef: event.paymentRef, subscriptionId: event.subscriptionId });
  };

  /**
   * An upgrade was paid as a one-off difference: the running subscription now
   * renews at the new price from the period end. Done on every delivery of
   * the event (Stripe retries until we answer 200), so a failed call is retried.
   */
  /**
   * Stripe keeps the card on the payment method, not the checkout session:
   * one more read, once per purchase, so Billing and the receipt can show
   * the brand and last four digits. A failure here costs only the display.
   */
  const rememberCard = async (checkoutId: string, stripeSessionId: string, transactionId: number | null) => {
    try {
      const session = await (await client()).checkout.sessions.retrieve(stripeSessionId, {
        expand: ["payment_intent.payment_method", "subscription.default_payment_method"],
      });
      const fromIntent = typeof session.payment_intent === "object" ? session.payment_intent?.payment_method : null;
      const fromSubscription = typeof session.subscription === "object" ? session.subscription?.default_payment_method : null;
      const method = [fromIntent, fromSubscription].find((m): m is Stripe.PaymentMethod => typeof m === "object" && m !== null && Boolean(m.card));
      if (!method?.card) return;
      const card = { cardBrand: method.card.brand, cardLast4: method.card.last4 };
      const [owner] = await ctx.db.select({ userId: checkoutSessions.userId }).from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId));
      if (owner) await ctx.db.update(userSubscriptions).set(card).where(eq(userSubscriptions.userId, owner.userId));
      if (transactionId !== null) await ctx.db.update(billingTransactions).set(card).where(eq(billingTransactions.id, transactionId));
    } catch (error) {
      ctx.logger.error("billing.card_unknown", { checkout: checkoutId, error: error instanceof Error ? error.message : String(error) });
    }
  };

  const provider = createStripeProvider(config, client);
  const repriceAfterUpgrade = async (sessionId: string, subscriptionId: string) => {
    const [row] = await ctx.db
      .select({ status: checkoutSessions.status, sub: userSubscriptions })
      .from(checkoutSessions)
      .innerJoin(userSubscriptions, eq(userSubscriptions.userId, checkoutSessions.userId))
      .where(eq(checkoutSessions.id, sessionId));
    const sub = row?.sub;
    if (row?.status !== "complete" || !sub || sub.providerSubscriptionId !== subscriptionId || !sub.amount || !sub.currentPeriodEnd) return;
    await provider.repriceSubscription(subscriptionId, {
      amount: sub.amount,
      currency: sub.currency!,
      interval: sub.interval!,
      nextRenewal: sub.currentPeriodEnd,
    });
  };

  return async (raw: string, signature: string) => {
    const stripe = await client();
    let verified: Stripe.Event;
    try {
      // The async form: under Bun the library signs with Web Crypto, which has no synchronous API.
      verified = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret);
    } catch {
      throw BILLING_ERRORS.raise("invalid_signature");
    }
    const event = await billingEventOf(verified, ownerOf);
    if (!event) return { received: true as const, changed: false };
    const applied = await applyEvent(ctx, "stripe", event);
    if (event.type === "checkout.completed" && !applied.changed) await returnIfRefused(event);
    if (event.type === "checkout.completed" && applied.changed && verified.type.startsWith("checkout.session.")) {
      await rememberCard(event.sessionId, (verified.data.object as Stripe.Checkout.Session).id, applied.transactionId);
    }
    if (event.type === "checkout.completed" && verified.type.startsWith("checkout.session.")) {
      const upgradeOf = (verified.data.object as Stripe.Checkout.Session).metadata?.greenpage_upgrade_of;
      if (upgradeOf) await repriceAfterUpgrade(event.sessionId, upgradeOf);
    }
    return { received: true as const, changed: applied.changed };
  };
}
