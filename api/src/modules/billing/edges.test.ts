import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions, users } from "@greenpage/db/schema";
import { assignUserPlan } from "../../lib/plans/index.ts";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { settleSubscription } from "./renewals.ts";
import { applyEvent } from "./state.ts";
import { payTestCheckout } from "./test-checkout.ts";
import { billingKit, DAY, type TestApp } from "./test-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { provider, checkout, pay, subscribed, status, subscriptionOf, chargesOf } = billingKit(() => t);
const card = { card_number: "4242424242424242", expiry: "12/34", cvc: "123" };

async function admin() {
  const a = await ownerWithPage(t);
  await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, a.user.id));
  return a;
}

describe("money at the edges", () => {
  it("charges a past-due owner the full price of a new plan, never a prorated nothing", async () => {
    const o = await subscribed("plus", "b1_10", "4000000000000341");
    const end = (await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime();
    await settleSubscription(t.ctx, provider(), o.user.id, new Date(end + 1000));
    expect((await status(o)).status).toBe("past_due");
    expect((await checkout(o, { plan: "pro", tier: "b11_50" })).json).toMatchObject({ amount: 7900, full_amount: 7900 });
  });

  it("closes an upgrade's checkout with the period it was priced for", async () => {
    const o = await subscribed("plus", "b1_10");
    const opened = await checkout(o, { plan: "pro", tier: "b11_50" });
    const end = (await subscriptionOf(o.user.id)).currentPeriodEnd!;
    expect(new Date(opened.json.expires_at).getTime()).toBeLessThanOrEqual(end.getTime());
    await expect(payTestCheckout(t.ctx, o.user.id, opened.json.id, card, new Date(end.getTime() + 1000))).rejects.toMatchObject({ code: "checkout_closed" });
    expect((await status(o)).plan.code).toBe("plus");
  });

  it("makes monthly to yearly on the same plan an upgrade, and keeps a yearly plan yearly", async () => {
    const o = await subscribed("plus", "b1_10");
    const yearly = await checkout(o, { plan: "plus", tier: "b1_10", interval: "year" });
    expect(yearly.status).toBe(201);
    // The new yearly period starts now, less what is left of the month paid for (nearly all of it).
    expect(yearly.json.amount).toBeGreaterThanOrEqual(49000 - 4900);
    expect(yearly.json.amount).toBeLessThan(49000 - 4800);
    await pay(o, yearly.json.id);
    expect(await status(o)).toMatchObject({ interval: "year", amount: 49000 });
    expect((await checkout(o, { plan: "pro", tier: "b11_50", interval: "month" })).json.code).toBe("yearly_locked");
  });

  it("never refunds more than was paid, even asked twice at once", async () => {
    const o = await subscribed("plus", "b1_10");
    const [charge] = await chargesOf(o.user.id);
    const a = await admin();
    const both = await Promise.all(
      [3000, 3000].map((amount) => a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, { amount }, a.headers)),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const [after] = await chargesOf(o.user.id);
    expect(after!.refundedAmount).toBe(3000);
  });

  it("keeps the plan when only an upgrade's difference is refunded, and ends it with the period's own charge", async () => {
    const o = await subscribed("plus", "b1_10");
    await pay(o, (await checkout(o, { plan: "pro", tier: "b11_50" })).json.id);
    const [first, difference] = (await chargesOf(o.user.id)).sort((x, y) => x.id - y.id);
    const a = await admin();
    expect((await a.client.post(`/api/v1/billing/admin/transactions/${difference!.id}/refund/`, {}, a.headers)).status).toBe(201);
    expect((await status(o)).plan.code).toBe("pro");
    expect((await a.client.post(`/api/v1/billing/admin/transactions/${first!.id}/refund/`, {}, a.headers)).status).toBe(201);
    expect((await status(o)).plan.code).toBe("starter");
  });
});

describe("orders and states at the edges", () => {
  it("orders a setup service only for the owner's own page, and only a real service", async () => {
    const o = await ownerWithPage(t);
    const other = await ownerWithPage(t);
    expect((await checkout(o, { service: "page_setup", business_id: other.page.id })).status).toBe(404);
    expect((await checkout(o, { service: "page_setup", business_id: 999_999_999 })).status).toBe(404);
    expect((await checkout(o, { service: "constructor" })).json.code).toBe("plan_not_available");
  });

  it("ends a past-due plan at once when its owner cancels, and stops the retries", async () => {
    const o = await subscribed("plus", "b1_10", "4000000000000341");
    const end = (await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime();
    await settleSubscription(t.ctx, provider(), o.user.id, new Date(end + 1000));
    const canceled = await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    expect(canceled.json).toMatchObject({ status: "canceled", plan: { code: "starter" }, next_attempt_at: null });
    expect((await settleSubscription(t.ctx, provider(), o.user.id, new Date(end + 10 * DAY))).action).toBe("none");
  });

  it("applies a scheduled downgrade with the renewal that the provider charged at its price", async () => {
    const o = await subscribed("pro", "b11_50");
    await o.client.post("/api/v1/billing/subscription/downgrade/", { plan: "plus", tier: "b1_10" }, o.headers);
    const sub = await subscriptionOf(o.user.id);
    const renewal = {
      type: "renewal.paid" as const,
      id: `evt-down-${o.user.id}`,
      userId: o.user.id,
      paymentRef: `pay-down-${o.user.id}`,
      amount: 4900,
      currency: "USD" as const,
      periodStart: sub.currentPeriodEnd!,
      periodEnd: new Date(sub.currentPeriodEnd!.getTime() + 30 * DAY),
    };
    expect((await applyEvent(t.ctx, "test", renewal)).changed).toBe(true);
    expect(await status(o)).toMatchObject({ status: "active", plan: { code: "plus" }, amount: 4900, scheduled_change: null });
    expect((await o.client.get("/api/v1/businesses/my/")).json[0].page_subscription.subscription_plan.code).toBe("plus");
  });

  it("leaves nothing to renew after an admin gives a plan", async () => {
    const o = await subscribed("plus", "b1_10");
    await assignUserPlan(t.ctx.db, o.user.id, "pro");
    expect(await status(o)).toMatchObject({ plan: { code: "pro" }, amount: null, current_period_end: null });
    const [row] = await t.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, o.user.id));
    expect(row!.nextAttemptAt).toBeNull();
  });
});
