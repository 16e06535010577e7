import { eq } from "drizzle-orm";
import { checkoutSessions } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError } from "../../lib/errors.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { checkoutView, findCheckout } from "./checkout.ts";
import type { CardSummary } from "./providers/provider.ts";
import { AUTHENTICATING_CARD, CARD_MESSAGES, readCard } from "./providers/test-cards.ts";
import { applyEvent } from "./state.ts";

/**
 * The built-in provider's checkout page posts here: the card decides the
 * outcome as Stripe's test cards do, and the outcome reaches the same state
 * machine as a Stripe webhook would.
 */
export type CardBody = { card_number: string; expiry: string; cvc: string };

async function openSession(ctx: AppContext, userId: string, id: string, now: Date) {
  const row = await findCheckout(ctx, userId, id);
  if (row.provider !== "test") throw BILLING_ERRORS.raise("checkout_closed");
  // Its price held until then, whatever became of the earlier tries (declined, waiting for authentication).
  if (row.status !== "complete" && row.expiresAt <= now) {
    await ctx.db.update(checkoutSessions).set({ status: "expired" }).where(eq(checkoutSessions.id, id));
    throw BILLING_ERRORS.raise("checkout_closed");
  }
  return row;
}

/** The provider's verdict on one try, as the state machine hears it (a stale checkout is refused, nothing charged). */
async function complete(ctx: AppContext, userId: string, id: string, paid: { card: CardSummary; paymentMethod: string }, now: Date) {
  const attempt = crypto.randomUUID();
  const applied = await applyEvent(
    ctx,
    "test",
    {
      type: "checkout.completed",
      id: `test_evt_${attempt}`,
      sessionId: id,
      paymentRef: `test_pay_${attempt}`,
      ...paid,
      customerId: null,
      subscriptionId: null,
    },
    now,
  );
  if (applied.stale) throw BILLING_ERRORS.raise("checkout_stale");
  return checkoutView(await findCheckout(ctx, userId, id));
}

async function fail(ctx: AppContext, id: string, message: string, now: Date): Promise<never> {
  await applyEvent(ctx, "test", { type: "checkout.failed", id: `test_evt_${crypto.randomUUID()}`, sessionId: id, message }, now);
  throw BILLING_ERRORS.raise("card_declined", { detail: message });
}

export async function payTestCheckout(ctx: AppContext, userId: string, id: string, body: CardBody, now = new Date()) {
  const row = await openSession(ctx, userId, id, now);
  if (row.status !== "open" && row.status !== "failed") throw BILLING_ERRORS.raise("checkout_closed");
  const card = readCard({ number: body.card_number, expiry: body.expiry, cvc: body.cvc }, now);
  if (!card.ok) throw fieldError(card.field, card.message);
  if (card.behaviour.checkout === "declines") return fail(ctx, id, CARD_MESSAGES.declined, now);
  if (card.behaviour.checkout === "authenticates") {
    await ctx.db.update(checkoutSessions).set({ status: "requires_action", failureMessage: null }).where(eq(checkoutSessions.id, id));
    return checkoutView(await findCheckout(ctx, userId, id));
  }
  return complete(ctx, userId, id, { card: card.behaviour.card, paymentMethod: card.paymentMethod }, now);
}

/** The 3-D Secure step of card 4000 0027 6000 3184: the owner approves or fails it. */
export async function authenticateTestCheckout(ctx: AppContext, userId: string, id: string, approve: boolean, now = new Date()) {
  const row = await openSession(ctx, userId, id, now);
  if (row.status !== "requires_action") throw BILLING_ERRORS.raise("checkout_closed");
  if (!approve) return fail(ctx, id, CARD_MESSAGES.authenticationFailed, now);
  return complete(ctx, userId, id, AUTHENTICATING_CARD, now);
}
