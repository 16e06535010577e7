import { and, eq, sql } from "drizzle-orm";
import { billingTransactions, serviceOrders, users } from "@greenpage/db/schema";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { receiptNumber } from "./history.ts";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { BILLING_ERRORS } from "./errors.ts";
import { refundableAmount } from "./money.ts";
import type { PaymentProvider } from "./providers/provider.ts";
import { type BillingNotice, composeNotices, type Composed, NOTHING_TOLD, sendNotices } from "./mails.ts";
import { endNow, lockSubscription } from "./state.ts";

/**
 * An admin returns money from a charge: in full within 14 days of it, the
 * unused part of its period after (or less, when `amount` says so). Refunding
 * the charge of the running period ends the plan now; a refunded service
 * order is marked refunded. One refund per call; the provider's idempotency
 * key is the charge and the amount already refunded, so a retried call does
 * not pay twice. Audited as `billing.refund` with the refund.
 */
export async function refundCharge(
  ctx: AppContext,
  provider: PaymentProvider,
  transactionId: number,
  requested: number | undefined,
  actor: AuditActor,
  now = new Date(),
) {
  let told: Composed = NOTHING_TOLD;
  let endedSubscription: string | null = null;
  // The charge stays locked from the check to the record: two refunds at once cannot both take what is left.
  const refunded = await ctx.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(billingTransactions)
      .where(and(eq(billingTransactions.id, transactionId), eq(billingTransactions.kind, "charge")))
      .for("update");
    if (charge?.status !== "succeeded") throw notFound();
    const refundable = refundableAmount(charge, now);
    if (refundable.amount <= 0) throw BILLING_ERRORS.raise("not_refundable");
    if (requested !== undefined && (requested <= 0 || requested > refundable.amount)) {
      throw fieldError("amount", `Enter an amount from 1 to ${refundable.amount}.`);
    }
    const amount = requested ?? refundable.amount;
    const { refundRef } = await provider.refund({
      idempotencyKey: `refund_${charge.id}_${charge.refundedAmount}_${amount}`,
      paymentRef: charge.providerRef ?? String(charge.id),
      amount,
      currency: charge.currency,
    });
    const sub = await lockSubscription(tx, charge.userId);
    const [refund] = await tx
      .insert(billingTransactions)
      .values({
        userId: charge.userId,
        kind: "refund",
        item: charge.item,
        itemCode: charge.itemCode,
        tier: charge.tier,
        interval: charge.interval,
        amount,
        currency: charge.currency,
        status: "succeeded",
        refundOf: charge.id,
        provider: charge.provider,
        providerRef: refundRef,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!refund) {
      const [again] = await tx
        .select()
        .from(billingTransactions)
        .where(and(eq(billingTransactions.provider, charge.provider), eq(billingTransactions.providerRef, refundRef)));
      return again!;
    }
    await tx
      .update(billingTransactions)
      .set({ refundedAmount: sql`${billingTransactions.refundedAmount} + ${amount}` })
      .where(eq(billingTransactions.id, charge.id));
    const notices: BillingNotice[] = [{ kind: "billing_refund", amount, currency: charge.currency }];
    if (charge.item === "setup_service") {
      await tx.update(serviceOrders).set({ status: "refunded" }).where(eq(serviceOrders.transactionId, charge.id));
    } else if (paidThisPeriod(charge, sub)) {
      endedSubscription = sub.providerSubscriptionId;
      await endNow(tx, sub, now);
      notices.push({ kind: "billing_plan_ended", reason: "refunded" });
    }
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, charge.userId));
    await recordAdminAction(tx, {
      actor,
      action: "billing.refund",
      target: { type: "transaction", id: charge.id, label: `${receiptNumber(charge.id)} (${owner?.email ?? charge.userId})` },
      details: {
        user_id: charge.userId,
        refund_id: refund.id,
        amount,
        currency: charge.currency,
        item: charge.itemCode,
        plan_ended: notices.some((n) => n.kind === "billing_plan_ended"),
      },
    });
    told = await composeNotices(tx, ctx, charge.userId, notices);
    return refund;
  });
  await sendNotices(ctx, told);
  // The money for the period is back and the plan has ended here: the provider must not renew it.
  if (endedSubscription) await provider.cancelNow(endedSubscription);
  return refunded;
}

/**
 * The charge that paid for the running period (not an upgrade's difference
 * within it, which starts later). Its start is compared, not its end: an
 * admin may have extended the period since.
 */
function paidThisPeriod(charge: { periodStart: Date | null }, sub: { currentPeriodStart: Date | null }) {
  return charge.periodStart !== null && sub.currentPeriodStart !== null && charge.periodStart.getTime() === sub.currentPeriodStart.getTime();
}
