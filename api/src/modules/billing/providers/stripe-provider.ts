import type Stripe from "stripe";
import type { Config } from "../../../lib/config.ts";
import type { CheckoutRequest, PaymentProvider } from "./provider.ts";

export type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * The API version of the pinned `stripe` package (its `Stripe.API_VERSION`), for the webhook's documentation
 * without loading the library at start; stripe.test.ts holds the two equal.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/**
 * The Stripe library, loaded when billing first talks to Stripe: never without Stripe configured, and an
 * idle API does not hold it (issue 25). The runtime keeps the module once loaded.
 */
export const loadStripe = () => import("stripe").then((module) => module.default);

/**
 * The Stripe client, at the API version this package pins (the webhook
 * endpoint must be created with the same version, or event payloads differ).
 * `apiBase` points it elsewhere: the tests' local fake Stripe.
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  const target = base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol: protocol as typeof protocol } : {};
  const StripeClient = await loadStripe();
  return new StripeClient(config.secretKey, { maxNetworkRetries: 2, ...target });
}

/** A Stripe client made when first asked for, then kept. */
export type LazyStripe = () => Promise<Stripe>;

export function lazyStripeClient(config: StripeConfig): LazyStripe {
  let client: Promise<Stripe> | null = null;
  return () => (client ??= stripeClient(config));
}

/** Stripe's answer that the object is already in the state asked for (e.g. a subscription cancelled before). */
async function isInvalidRequest(error: unknown): Promise<boolean> {
  return error instanceof (await loadStripe()).errors.StripeInvalidRequestError;
}

/**
 * Stripe as the payment provider: checkout is a hosted Checkout Session (a
 * subscription, or a one-off payment for a setup service); Stripe renews on
 * its own and reports by webhook (webhook.ts, stripe-events.ts).
 *
 * Payment references, as stripe-events.ts records them: a one-off payment's
 * PaymentIntent (`pi_…`), or a subscription payment's invoice (`in_…`),
 * which a refund resolves to the invoice's PaymentIntent.
 */
export function createStripeProvider(config: StripeConfig, client: LazyStripe = lazyStripeClient(config)): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(request) {
      const session = await (await client()).checkout.sessions.create(checkoutParams(request), { idempotencyKey: `checkout_${request.sessionId}` });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
      return { url: session.url, providerSessionId: session.id };
    },
    async chargeRenewal() {
      return null;
    },
    async refund({ idempotencyKey, paymentRef, amount }) {
      const stripe = await client();
      const refund = await stripe.refunds.create({ payment_intent: await paymentIntentOf(stripe, paymentRef), amount }, { idempotencyKey });
      return { refundRef: refund.id };
    },
    async cancelNow(subscriptionId) {
      await (await client()).subscriptions.cancel(subscriptionId).catch(async (error: unknown) => {
        // Already ended at Stripe: nothing left to stop.
        if (!(await isInvalidRequest(error))) throw error;
      });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      if (subscriptionId) await (await client()).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    ...(config.portal
      ? {
          async portalUrl(customerId: string, returnUrl: string) {
            const session = await (await client()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
            return session.url;
          },
        }
      : {}),
    async repriceSubscription(subscriptionId, price) {
      const stripe = await client();
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to reprice.`);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [
            {
              id: item.id,
              price_data: { currency: price.currency.toLowerCase(), unit_amount: price.amount, recurring: { interval: price.interval }, product },
            },
          ],
          // The difference was paid in our checkout: no proration now, and (as a trial up to the period end) no new invoice before it.
          proration_behavior: "none",
          cancel_at_period_end: false,
          trial_end: Math.floor(price.nextRenewal.getTime() / 1000),
        },
        { idempotencyKey: `reprice_${subscriptionId}_${price.amount}_${price.interval}_${price.nextRenewal.getTime()}` },
      );
    },
  };
}

/**
 * Our checkout as a Checkout Session: `client_reference_id` and the
 * `greenpage_checkout` metadata (also on the subscription or PaymentIntent it
 * creates) carry our checkout id back in the webhook. Amounts are minor units
 * either way: Stripe treats JPY as zero-decimal too.
 */
function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { greenpage_checkout: request.sessionId };
  const currency = request.currency.toLowerCase();
  const common = {
    client_reference_id: request.sessionId,
    customer_email: request.email,
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
  const product_data = { name: request.description };
  if (request.item === "subscription" && !request.upgradeOf) {
    const recurring = { interval: request.interval ?? "month" };
    return {
      ...common,
      mode: "subscription",
      line_items: [{ quantity: 1, price_data: { currency, unit_amount: request.amount, recurring, product_data } }],
      subscription_data: { metadata },
    };
  }
  // A setup service, or an upgrade's prorated difference (the running subscription is repriced once it is paid).
  const oneOff = request.upgradeOf ? { ...metadata, greenpage_upgrade_of: request.upgradeOf } : metadata;
  return {
    ...common,
    metadata: oneOff,
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency, unit_amount: request.amount, product_data } }],
    payment_intent_data: { metadata: oneOff },
  };
}

/** The PaymentIntent a refund needs: the reference itself, or for an invoice (`in_…`), the PaymentIntent that paid it. */
async function paymentIntentOf(stripe: Stripe, paymentRef: string): Promise<string> {
  if (!paymentRef.startsWith("in_")) return paymentRef;
  const payments = await stripe.invoicePayments.list({ invoice: paymentRef, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  if (!intent) throw new Error(`Stripe invoice ${paymentRef} has no paid PaymentIntent to refund.`);
  return typeof intent === "string" ? intent : intent.id;
}

/**
 * A paid checkout that billing refused (another change to the plan won the
 * race): the subscription it started is cancelled and the payment returned in
 * full. Safe to repeat: the refund's key is the Stripe event's.
 */
export async function returnRefusedPayment(stripe: Stripe, refused: { eventId: string; paymentRef: string; subscriptionId: string | null }) {
  if (refused.subscriptionId) {
    await stripe.subscriptions.cancel(refused.subscriptionId).catch(async (error: unknown) => {
      // Cancelled already (a retried delivery): nothing left to stop.
      if (!(await isInvalidRequest(error))) throw error;
    });
  }
  await stripe.refunds.create({ payment_intent: await paymentIntentOf(stripe, refused.paymentRef) }, { idempotencyKey: `refused_${refused.eventId}` });
}
