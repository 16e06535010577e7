import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "@greenpage/db/schema";
import { createTestApp } from "../../test/harness.ts";
import { settleSubscription } from "./renewals.ts";
import { deliverNotifications } from "../notifications/delivery.ts";
import { applyEvent } from "./state.ts";
import { billingKit, DAY, type TestApp } from "./test-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { provider, checkout, pay, subscribed, status, subscriptionOf, chargesOf } = billingKit(() => t);

describe("renewals and dunning", () => {
  it("renews once per period however often the job runs", async () => {
    const o = await subscribed("plus");
    const later = new Date(Date.now() + 32 * DAY);
    const runs = await Promise.all([1, 2, 3].map(() => settleSubscription(t.ctx, provider(), o.user.id, later)));
    expect(runs.filter((r) => r.action === "renewed")).not.toHaveLength(0);
    expect((await chargesOf(o.user.id)).filter((c) => c.status === "succeeded")).toHaveLength(2);
  });

  it("goes past due when a renewal fails, retries over 7 days, then back to Starter", async () => {
    const o = await subscribed("plus", "b1_10", "4000000000000341");
    const periodEnd = (await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime();
    let at = new Date(periodEnd + 1000);
    expect((await settleSubscription(t.ctx, provider(), o.user.id, at)).action).toBe("failed");
    let sub = await subscriptionOf(o.user.id);
    expect(sub).toMatchObject({ status: "past_due", failedRenewals: 1 });
    expect(sub.nextAttemptAt!.getTime() - at.getTime()).toBe(DAY);
    // Still on Plus while the retries run.
    expect((await status(o)).plan.code).toBe("plus");
    for (const days of [1, 3, 5]) {
      at = new Date(sub.pastDueSince!.getTime() + days * DAY);
      expect((await settleSubscription(t.ctx, provider(), o.user.id, at)).action).toBe("failed");
      sub = await subscriptionOf(o.user.id);
    }
    expect(sub.status).toBe("past_due");
    at = new Date(sub.pastDueSince!.getTime() + 7 * DAY);
    await settleSubscription(t.ctx, provider(), o.user.id, at);
    expect(await status(o)).toMatchObject({ status: "canceled", plan: { code: "starter" } });
    const failed = (await chargesOf(o.user.id)).filter((c) => c.status === "failed");
    expect(failed).toHaveLength(5);
    expect(failed[0]!.failureMessage).toBe("Your card was declined.");
  });

  it("leaves past due when the owner pays again with another card", async () => {
    const o = await subscribed("plus", "b1_10", "4000000000000341");
    const periodEnd = (await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime();
    await settleSubscription(t.ctx, provider(), o.user.id, new Date(periodEnd + 1000));
    expect((await status(o)).status).toBe("past_due");
    const again = await checkout(o, { plan: "plus", tier: "b1_10" });
    expect(again.json).toMatchObject({ amount: 4900, full_amount: 4900 });
    expect((await pay(o, again.json.id)).json.status).toBe("complete");
    expect(await status(o)).toMatchObject({ status: "active", past_due_since: null, next_attempt_at: null, card: { last4: "4242" } });
    expect((await subscriptionOf(o.user.id)).failedRenewals).toBe(0);
    // Paid, it is an ordinary plan again: the same offer is the current plan.
    expect((await checkout(o, { plan: "plus", tier: "b1_10" })).json.code).toBe("already_on_plan");
  });

  it("applies a replayed event once and ignores a renewal for a period already paid", async () => {
    const o = await subscribed("plus");
    const sub = await subscriptionOf(o.user.id);
    const event = {
      type: "renewal.paid" as const,
      id: `evt-${o.user.id}`,
      userId: o.user.id,
      paymentRef: `pay-${o.user.id}`,
      amount: 4900,
      currency: "USD" as const,
      periodStart: sub.currentPeriodEnd!,
      periodEnd: new Date(sub.currentPeriodEnd!.getTime() + 30 * DAY),
    };
    expect((await applyEvent(t.ctx, "test", event)).changed).toBe(true);
    expect((await applyEvent(t.ctx, "test", event)).changed).toBe(false);
    const older = {
      ...event,
      id: `evt-old-${o.user.id}`,
      paymentRef: `pay-old-${o.user.id}`,
      periodStart: sub.currentPeriodStart!,
      periodEnd: sub.currentPeriodEnd!,
    };
    expect((await applyEvent(t.ctx, "test", older)).changed).toBe(false);
    expect(await chargesOf(o.user.id)).toHaveLength(2);
  });
});

describe("billing mails", () => {
  it("send a receipt with each payment and a notice with each failed renewal, in the outbox", async () => {
    const o = await subscribed("plus", "b1_10", "4000000000000341");
    const mails = async () =>
      (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, o.email.toLowerCase()))).filter((m) => m.kind.startsWith("billing_"));
    expect((await mails()).map((m) => m.kind)).toEqual(["billing_receipt"]);
    expect((await mails())[0]!.textBody).toContain("We received USD 49.00 for Greenpage Plus plan.");
    const periodEnd = (await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime();
    await settleSubscription(t.ctx, provider(), o.user.id, new Date(periodEnd + 1000));
    // A failed payment is a plan notification, mailed by the delivery job.
    await deliverNotifications(t.ctx, o.user.id);
    const failed = (await mails()).find((m) => m.kind === "billing_payment_failed");
    expect(failed?.textBody).toContain("We could not charge USD 49.00 for your plan: Your card was declined.");
  });
});
