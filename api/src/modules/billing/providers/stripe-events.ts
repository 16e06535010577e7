import type Stripe from "stripe";
import { CURRENCIES, type Currency } from "@greenpage/db/schema";
import { BILLING_ERRORS } from "../errors.ts";
import type { BillingEvent } from "./provider.ts";
import { CARD_MESSAGES } from "./test-cards.ts";

/** The account paying for a Stripe subscription, from our data (null when it is none of ours, or no longer). */
export type SubscriptionOwner = (subscriptionId: string) => Promise<string | null>;

/** The events the webhook endpoint must be sent; every other event is answered 200 and recorded nowhere. */
export const STRIPE_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.deleted",
] as const satisfies readonly Stripe.Event["type"][];

/**
 * A verified Stripe event in billing's words, or null for one billing does
 * not act on. References, so a refund can find the payment later: a one-off
 * payment is its PaymentIntent (`pi_…`); a subscription payment, the first
 * and every renewal, is its invoice (`in_…`); a failed renewal attempt is its
 * invoice and attempt number (one failed row per attempt, never the ref the
 * invoice gets once paid).
 */
export async function billingEventOf(event: Stripe.Event, ownerOf: SubscriptionOwner): Promise<BillingEvent | null> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(event.id, event.data.object);
    case "checkout.session.async_payment_failed":
      return checkoutFailed(event.id, event.data.object, CARD_MESSAGES.declined);
    case "checkout.session.expired":
      return checkoutFailed(event.id, event.data.object, BILLING_ERRORS.table.checkout_closed.message);
    case "invoice.paid":
      return renewalPaid(event.id, event.data.object, ownerOf);
    case "invoice.payment_failed":
      return renewalFailed(event.id, event.data.object, ownerOf);
    case "customer.subscription.deleted": {
      const userId = await ownerOf(event.data.object.id);
      return userId ? { type: "subscription.ended", id: event.id, userId } : null;
    }
    default:
      return null;
  }
}

/** An id whether Stripe sent it alone or expanded into its object. */
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Our checkout id: `client_reference_id`, or the metadata for a session created otherwise. */
const checkoutIdOf = (session: Stripe.Checkout.Session) => session.client_reference_id ?? session.metadata?.greenpage_checkout ?? null;

function checkoutCompleted(id: string, session: Stripe.Checkout.Session): BillingEvent | null {
  const sessionId = checkoutIdOf(session);
  // An asynchronous payment method completes the session unpaid; its outcome arrives as async_payment_succeeded/failed.
  if (!sessionId || session.payment_status !== "paid") return null;
  const paymentRef = session.mode === "subscription" ? idOf(session.invoice) : idOf(session.payment_intent);
  return {
    type: "checkout.completed",
    id,
    sessionId,
    paymentRef: paymentRef ?? session.id,
    // Stripe keeps the card on the PaymentMethod, not the session; fetching it would add a call to every webhook.
    card: null,
    paymentMethod: null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

function checkoutFailed(id: string, session: Stripe.Checkout.Session, message: string): BillingEvent | null {
  const sessionId = checkoutIdOf(session);
  return sessionId ? { type: "checkout.failed", id, sessionId, message } : null;
}

const currencyOf = (code: string) => CURRENCIES.find((currency) => currency === code.toUpperCase()) ?? null;

/**
 * The account and currency of a renewal invoice. Only `subscription_cycle`
 * invoices are renewals: the first invoice is paid inside checkout (its
 * session completes), and billing starts no other subscription invoices.
 */
async function renewalOf(invoice: Stripe.Invoice, ownerOf: SubscriptionOwner): Promise<{ userId: string; currency: Currency } | null> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const currency = currencyOf(invoice.currency);
  if (invoice.billing_reason !== "subscription_cycle" || !subscriptionId || !currency) return null;
  const userId = await ownerOf(subscriptionId);
  return userId ? { userId, currency } : null;
}

async function renewalPaid(id: string, invoice: Stripe.Invoice, ownerOf: SubscriptionOwner): Promise<BillingEvent | null> {
  const renewal = await renewalOf(invoice, ownerOf);
  // The line's period is the one paid for; the invoice's own period_start/end is the one before it.
  const period = invoice.lines.data[0]?.period;
  if (!renewal || !period) return null;
  return {
    type: "renewal.paid",
    id,
    ...renewal,
    paymentRef: invoice.id,
    amount: invoice.amount_paid,
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
  };
}

async function renewalFailed(id: string, invoice: Stripe.Invoice, ownerOf: SubscriptionOwner): Promise<BillingEvent | null> {
  const renewal = await renewalOf(invoice, ownerOf);
  if (!renewal) return null;
  return {
    type: "renewal.failed",
    id,
    ...renewal,
    paymentRef: `${invoice.id}_attempt_${invoice.attempt_count}`,
    amount: invoice.amount_due,
    message: invoice.last_finalization_error?.message ?? CARD_MESSAGES.declined,
  };
}
