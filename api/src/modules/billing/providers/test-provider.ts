import type { PaymentProvider } from "./provider.ts";
import { CARD_MESSAGES, savedCardRenews } from "./test-cards.ts";

/**
 * The embedded default: no network, no account. Checkout is our own page
 * (`/checkout/{id}` on the site, which posts the card to the API); renewals
 * charge the saved test card when billing's jobs ask; refunds always succeed.
 * References are derived from the idempotency key, so a retried call
 * returns what the first one did.
 */
export function createTestProvider(siteUrl: string): PaymentProvider {
  return {
    name: "test",
    async createCheckout(request) {
      return { url: `${siteUrl}/checkout/${request.sessionId}`, providerSessionId: null };
    },
    async chargeRenewal({ idempotencyKey, paymentMethod }) {
      const paymentRef = `test_pay_${idempotencyKey}`;
      return savedCardRenews(paymentMethod) ? { ok: true, paymentRef } : { ok: false, paymentRef, message: CARD_MESSAGES.declined };
    },
    async refund({ idempotencyKey }) {
      return { refundRef: `test_refund_${idempotencyKey}` };
    },
    async setCancelAtPeriodEnd() {},
    async cancelNow() {},
    // Billing's own subscription row holds the price the renewal jobs charge.
    async repriceSubscription() {},
  };
}
