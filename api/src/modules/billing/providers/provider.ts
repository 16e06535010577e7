import type { BillingInterval, Currency } from "@greenpage/db/schema";

/** A card as billing shows it: never more than its brand and last four digits. */
export type CardSummary = { brand: string; last4: string };

/**
 * What a payment provider tells billing. Both providers speak only in these
 * events, and one state machine (state.ts) applies them: the built-in test
 * provider produces them directly, Stripe's webhooks are translated into them.
 * Every event has an id; an id seen before changes nothing.
 */
export type BillingEvent =
  | {
      type: "checkout.completed";
      id: string;
      sessionId: string;
      /** The provider's id of the payment (one transaction per payment). */
      paymentRef: string;
      card: CardSummary | null;
      /** What renewals charge: the built-in provider's card outcome, or Stripe's subscription. */
      paymentMethod: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { type: "checkout.failed"; id: string; sessionId: string; message: string }
  | {
      type: "renewal.paid";
      id: string;
      userId: string;
      paymentRef: string;
      amount: number;
      currency: Currency;
      periodStart: Date;
      periodEnd: Date;
    }
  | { type: "renewal.failed"; id: string; userId: string; paymentRef: string; amount: number; currency: Currency; message: string }
  | { type: "subscription.ended"; id: string; userId: string };

/** A charge the provider was asked to make off-session (a renewal or an upgrade with the saved card). */
export type ChargeOutcome = { ok: true; paymentRef: string } | { ok: false; paymentRef: string; message: string };

export type CheckoutRequest = {
  sessionId: string;
  email: string;
  item: "subscription" | "setup_service";
  itemCode: string;
  description: string;
  amount: number;
  currency: Currency;
  interval: BillingInterval | null;
  successUrl: string;
  cancelUrl: string;
  /**
   * An upgrade of a subscription the provider already renews (its id): the
   * checkout is a one-off payment of the prorated difference, and the running
   * subscription is repriced afterwards (`repriceSubscription`).
   */
  upgradeOf: string | null;
};

export type Reprice = { amount: number; currency: Currency; interval: BillingInterval; nextRenewal: Date };

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Where the owner pays: the built-in checkout page, or a Stripe Checkout Session. Idempotent per session id. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /**
   * Renewals: the built-in provider charges the saved card when billing asks;
   * Stripe renews on its own and reports by webhook (`null`: nothing to do here).
   */
  chargeRenewal(request: { idempotencyKey: string; paymentMethod: string | null; amount: number; currency: Currency }): Promise<ChargeOutcome | null>;
  /** Returns money from a payment. Idempotent per key. */
  refund(request: { idempotencyKey: string; paymentRef: string; amount: number; currency: Currency }): Promise<{ refundRef: string }>;
  /** Tells the provider a subscription ends at its period end, or no longer does. */
  setCancelAtPeriodEnd(subscriptionId: string | null, cancel: boolean): Promise<void>;
  /** Ends a subscription the provider renews, at once (billing ended the plan: a refund, a cancel while past due). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Where the owner manages their card and invoices at the provider (Stripe's customer portal), when it offers one. */
  portalUrl?(customerId: string, returnUrl: string): Promise<string>;
  /** After an upgrade was paid: the provider's subscription renews at the new price, next on `nextRenewal`, without charging again now. */
  repriceSubscription(subscriptionId: string, price: Reprice): Promise<void>;
}
