import type { AppContext } from "../lib/context.ts";
import { openCheckout } from "../modules/billing/checkout.ts";
import { paymentProviderFor } from "../modules/billing/providers/choose.ts";
import { payTestCheckout } from "../modules/billing/test-checkout.ts";

/**
 * The demo account pays for Premium (monthly, USD, 51–250 employees) and has
 * ordered the page setup service, through the same checkout a newcomer would
 * use, so Billing shows a real subscription, a receipt and an order. Its page
 * follows the account onto Premium, so every feature — gated content, AI
 * analysis, assessments — can be tried on it. Only with the built-in test provider: a configured
 * Stripe account is never charged by a seed.
 */
export async function seedDemoBilling(ctx: AppContext, user: { id: string; email: string }, pageId: number): Promise<void> {
  const provider = paymentProviderFor(ctx.config);
  if (provider.name !== "test") return;
  const card = { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
  const plan = await openCheckout(ctx, provider, user, { plan: "premium", tier: "b51_250", interval: "month", currency: "USD" }, "demo-plan");
  await payTestCheckout(ctx, user.id, plan.id, card);
  const setup = await openCheckout(ctx, provider, user, { service: "page_setup", currency: "USD", business_id: pageId }, "demo-setup");
  await payTestCheckout(ctx, user.id, setup.id, card);
}
