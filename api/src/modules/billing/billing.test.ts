import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions, users } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { settleSubscription } from "./renewals.ts";
import { billingKit, DAY, type TestApp } from "./test-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { provider, checkout, pay, subscribed, status, chargesOf } = billingKit(() => t);

describe("the catalogue", () => {
  it("is public and holds every price once, monthly and yearly, in minor units", async () => {
    const res = await t.client().get("/api/v1/billing/catalog/");
    expect(res.status).toBe(200);
    expect(res.json.prices.map((p: { month: { USD: number } | null }) => p.month?.USD ?? null)).toEqual([4900, 7900, 9900, 14900, null]);
    expect(res.json.prices.map((p: { month: { JPY: number } | null }) => p.month?.JPY ?? null)).toEqual([6500, 10500, 13000, 20000, null]);
    expect(res.json.prices[0].year).toEqual({ USD: 49000, JPY: 65000 });
    expect(res.json.services).toEqual([
      { code: "page_setup", business_days: 14, price: { USD: 49000, JPY: 65000 } },
      { code: "custom_page", business_days: 30, price: { USD: 149000, JPY: 200000 } },
    ]);
    expect(res.json.plans.find((p: { code: string }) => p.code === "starter").limits).toMatchObject({ initiatives: 10, news_posts: 10 });
  });
});

describe("upgrading through checkout", () => {
  it("activates Plus at once with 4242, charges once, and puts the owner's pages on it", async () => {
    const o = await ownerWithPage(t);
    const gated = await o.client.post(
      `/api/v1/businesses/${o.page.id}/contents/`,
      { title_json: { en: "Audit" }, access: "password", password: "pw-12345" },
      o.headers,
    );
    expect(gated.status).toBe(403);

    const opened = await checkout(o, { plan: "plus", tier: "b1_10" });
    expect(opened.json).toMatchObject({ status: "open", amount: 4900, full_amount: 4900, currency: "USD", provider: "test" });
    expect(opened.json.url).toBe(`${t.config.siteUrl}/checkout/${opened.json.id}`);
    const paid = await pay(o, opened.json.id);
    expect(paid.status).toBe(200);
    expect(paid.json.status).toBe("complete");

    const now = await status(o);
    expect(now).toMatchObject({
      status: "active",
      plan: { code: "plus" },
      amount: 4900,
      currency: "USD",
      interval: "month",
      card: { brand: "visa", last4: "4242" },
    });
    expect(new Date(now.current_period_end).getTime() - Date.now()).toBeGreaterThan(27 * DAY);
    expect((await o.client.get("/api/v1/users/me/")).json.user_subscription.subscription_plan.code).toBe("plus");
    const page = (await o.client.get("/api/v1/businesses/my/")).json[0];
    expect(page.page_subscription.subscription_plan.code).toBe("plus");
    const unlocked = await o.client.post(
      `/api/v1/businesses/${o.page.id}/contents/`,
      { title_json: { en: "Audit" }, access: "password", password: "pw-12345" },
      o.headers,
    );
    expect(unlocked.status).toBe(201);

    const history = (await o.client.get("/api/v1/billing/transactions/")).json;
    expect(history.results).toHaveLength(1);
    expect(history.results[0]).toMatchObject({ kind: "charge", item_code: "plus", amount: 4900, currency: "USD", status: "succeeded" });
    // Paying the same checkout again changes nothing.
    expect((await pay(o, opened.json.id)).status).toBe(409);
    expect(await chargesOf(o.user.id)).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with a clear error and charges nothing", async () => {
    const o = await ownerWithPage(t);
    const opened = await checkout(o, { plan: "plus", tier: "b1_10" });
    const declined = await pay(o, opened.json.id, "4000000000000002");
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({ code: "card_declined", detail: "Your card was declined." });
    expect((await status(o)).plan.code).toBe("starter");
    expect(await chargesOf(o.user.id)).toHaveLength(0);
    // The owner can try again with another card.
    expect((await pay(o, opened.json.id)).json.status).toBe("complete");
  });

  it("asks 4000 0027 6000 3184 to authenticate: approving completes, failing charges nothing", async () => {
    const o = await ownerWithPage(t);
    const opened = await checkout(o, { plan: "plus", tier: "b1_10" });
    expect((await pay(o, opened.json.id, "4000002760003184")).json.status).toBe("requires_action");
    const failed = await o.client.post(`/api/v1/billing/checkout/${opened.json.id}/authenticate/`, { approve: false }, o.headers);
    expect(failed.status).toBe(402);
    expect(await chargesOf(o.user.id)).toHaveLength(0);
    expect((await pay(o, opened.json.id, "4000002760003184")).json.status).toBe("requires_action");
    const approved = await o.client.post(`/api/v1/billing/checkout/${opened.json.id}/authenticate/`, { approve: true }, o.headers);
    expect(approved.json.status).toBe("complete");
    expect((await status(o)).card).toEqual({ brand: "visa", last4: "3184" });
  });

  it("refuses card numbers that are not test cards, as field errors", async () => {
    const o = await ownerWithPage(t);
    const opened = await checkout(o, { plan: "plus", tier: "b1_10" });
    expect((await pay(o, opened.json.id, "1234 5678 9012 3456")).json).toEqual({ card_number: ["Your card number is incorrect."] });
    const expired = await o.client.post(
      `/api/v1/billing/checkout/${opened.json.id}/pay/`,
      { card_number: "4242424242424242", expiry: "01/20", cvc: "123" },
      o.headers,
    );
    expect(expired.json).toEqual({ expiry: ["Your card has expired."] });
  });

  it("answers 'Plan not available.' for an unknown, free or custom-priced plan", async () => {
    const o = await ownerWithPage(t);
    for (const body of [
      { plan: "gold", tier: "b1_10" },
      { plan: "starter", tier: "b1_10" },
      { plan: "premium", tier: "b1001" },
      { plan: "plus" },
      { service: "logo" },
    ]) {
      const res = await checkout(o, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: "plan_not_available", detail: "Plan not available." });
    }
  });

  it("keeps the currency of the previous Pro plan", async () => {
    const o = await subscribed("pro", "b11_50");
    const switched = await checkout(o, { plan: "premium", tier: "b51_250", currency: "JPY" });
    expect(switched.status).toBe(400);
    expect(switched.json).toEqual({ code: "currency_mismatch", detail: "Please upgrade using the same currency as your previous Pro plan." });
    // Even after going back to Starter, the Pro plan's currency stays the rule.
    await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    await settleSubscription(t.ctx, provider(), o.user.id, new Date(Date.now() + 40 * DAY));
    expect((await checkout(o, { plan: "plus", tier: "b1_10", currency: "JPY" })).json.code).toBe("currency_mismatch");
    expect((await checkout(o, { plan: "plus", tier: "b1_10", currency: "USD" })).status).toBe(201);
  });

  it("prorates an upgrade for the rest of the period and keeps the period", async () => {
    const o = await subscribed("plus", "b1_10", "4242424242424242", "JPY");
    const before = await status(o);
    const opened = await checkout(o, { plan: "pro", tier: "b11_50", currency: "JPY" });
    // Minutes into a month, almost all of it is left: nearly the full difference of 4,000 yen.
    expect(opened.json.amount).toBeGreaterThanOrEqual(3999);
    expect(opened.json.amount).toBeLessThanOrEqual(4000);
    expect(opened.json.full_amount).toBe(10500);
    await pay(o, opened.json.id);
    const after = await status(o);
    expect(after).toMatchObject({ plan: { code: "pro", is_pro: true }, amount: 10500, currency: "JPY", current_period_end: before.current_period_end });
    expect((await checkout(o, { plan: "pro", tier: "b11_50", currency: "JPY" })).json.code).toBe("already_on_plan");
    expect((await checkout(o, { plan: "plus", tier: "b1_10", currency: "JPY" })).json.code).toBe("use_downgrade");
  });

  it("lets one of two upgrades at once through: one subscription, one charge", async () => {
    const o = await ownerWithPage(t);
    const first = await checkout(o, { plan: "plus", tier: "b1_10" });
    const second = await checkout(o, { plan: "pro", tier: "b11_50" });
    const results = await Promise.all([pay(o, first.json.id), pay(o, second.json.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.code).toBe("checkout_stale");
    expect(await chargesOf(o.user.id)).toHaveLength(1);
    const subs = await t.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, o.user.id));
    expect(subs).toHaveLength(1);
  });

  it("returns the same checkout for the same Idempotency-Key", async () => {
    const o = await ownerWithPage(t);
    const a = await checkout(o, { plan: "plus", tier: "b1_10" }, { "idempotency-key": "k-1" });
    const b = await checkout(o, { plan: "plus", tier: "b1_10" }, { "idempotency-key": "k-1" });
    expect(b.json.id).toBe(a.json.id);
  });

  it("orders a setup service with its due date in business days", async () => {
    const o = await ownerWithPage(t);
    const opened = await checkout(o, { service: "page_setup", currency: "JPY", business_id: o.page.id });
    expect(opened.json).toMatchObject({ item: "setup_service", amount: 65000 });
    await pay(o, opened.json.id);
    const [order] = (await o.client.get("/api/v1/billing/orders/")).json;
    expect(order).toMatchObject({ service: "page_setup", status: "paid", amount: 65000, currency: "JPY", business_days: 14, business_id: o.page.id });
    const due = new Date(`${order.due_on}T00:00:00Z`);
    expect(due.getUTCDay()).not.toBe(0);
    expect(due.getUTCDay()).not.toBe(6);
    expect((due.getTime() - Date.now()) / DAY).toBeGreaterThan(17);
    expect((await status(o)).plan.code).toBe("starter");
  });
});

describe("downgrade, cancel and reactivate", () => {
  it("schedules a downgrade for the period end, shows what it blocks, and keeps every item", async () => {
    const o = await subscribed("plus");
    const gated = await o.client.post(
      `/api/v1/businesses/${o.page.id}/contents/`,
      { title_json: { en: "Audit" }, access: "password", password: "pw-12345" },
      o.headers,
    );
    expect(gated.status).toBe(201);
    const preview = (await o.client.get("/api/v1/billing/downgrade-preview/?plan=starter")).json;
    expect(preview.blocked).toContainEqual({ limit: "access_control", page: o.page.handle, used: 1, allowed: 0, effect: "hidden" });

    const scheduled = await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    expect(scheduled.json).toMatchObject({ status: "scheduled_end", plan: { code: "plus" }, scheduled_change: { plan: { code: "starter" } } });
    expect(scheduled.json.ends_at).toBe(scheduled.json.current_period_end);
    // Nothing changes before the period ends.
    expect((await settleSubscription(t.ctx, provider(), o.user.id)).action).toBe("none");
    expect((await o.client.get("/api/v1/businesses/my/")).json[0].page_subscription.subscription_plan.code).toBe("plus");

    const ended = await settleSubscription(t.ctx, provider(), o.user.id, new Date(Date.now() + 32 * DAY));
    expect(ended.action).toBe("ended");
    expect(await status(o)).toMatchObject({ status: "canceled", plan: { code: "starter" }, amount: null });
    expect((await o.client.get("/api/v1/businesses/my/")).json[0].page_subscription.subscription_plan.code).toBe("starter");
    const contents = (await o.client.get(`/api/v1/businesses/${o.page.id}/contents/`)).json;
    expect(JSON.stringify(contents)).toContain("Audit");
    expect(await chargesOf(o.user.id)).toHaveLength(1);
  });

  it("reactivates a cancel before the period ends, and then renews", async () => {
    const o = await subscribed("plus");
    await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    const back = await o.client.post("/api/v1/billing/subscription/reactivate/", {}, o.headers);
    expect(back.json).toMatchObject({ status: "active", scheduled_change: null, ends_at: null });
    expect((await o.client.post("/api/v1/billing/subscription/reactivate/", {}, o.headers)).json.code).toBe("nothing_scheduled");
    const renewed = await settleSubscription(t.ctx, provider(), o.user.id, new Date(Date.now() + 32 * DAY));
    expect(renewed.action).toBe("renewed");
    expect((await chargesOf(o.user.id)).map((c) => c.amount)).toEqual([4900, 4900]);
  });

  it("moves a downgrade to a cheaper paid plan at the period end and renews at its price", async () => {
    const o = await subscribed("pro", "b11_50");
    const down = await o.client.post("/api/v1/billing/subscription/downgrade/", { plan: "plus", tier: "b1_10" }, o.headers);
    expect(down.json).toMatchObject({ status: "scheduled_end", scheduled_change: { plan: { code: "plus" }, tier: "b1_10" } });
    expect((await o.client.post("/api/v1/billing/subscription/downgrade/", { plan: "premium", tier: "b51_250" }, o.headers)).json.code).toBe("use_checkout");
    const settled = await settleSubscription(t.ctx, provider(), o.user.id, new Date(Date.now() + 32 * DAY));
    expect(settled.action).toBe("renewed");
    expect(await status(o)).toMatchObject({ status: "active", plan: { code: "plus" }, amount: 4900 });
    expect((await chargesOf(o.user.id)).map((c) => c.amount)).toEqual([7900, 4900]);
  });

  it("refuses to change a plan nobody pays for", async () => {
    const o = await ownerWithPage(t);
    expect((await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers)).json.code).toBe("not_subscribed");
  });
});

describe("refunds", () => {
  async function admin() {
    const a = await ownerWithPage(t);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, a.user.id));
    return a;
  }

  it("refunds a charge in full within 14 days and ends the plan; the history shows it", async () => {
    const o = await subscribed("plus");
    const [charge] = await chargesOf(o.user.id);
    const a = await admin();
    expect((await o.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, {}, o.headers)).status).toBe(403);
    const refund = await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, {}, a.headers);
    expect(refund.status).toBe(201);
    expect(refund.json).toMatchObject({ kind: "refund", amount: 4900, refund_of: charge!.id });
    expect((await status(o)).plan.code).toBe("starter");
    const history = (await o.client.get("/api/v1/billing/transactions/")).json.results;
    expect(history.map((row: { kind: string }) => row.kind)).toEqual(["refund", "charge"]);
    expect(history[1].refunded_amount).toBe(4900);
    expect((await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, {}, a.headers)).json.code).toBe("not_refundable");
  });

  it("refunds only what is left and never more", async () => {
    const o = await subscribed("plus", "b1_10", "4242424242424242", "JPY");
    const [charge] = await chargesOf(o.user.id);
    const a = await admin();
    const tooMuch = await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, { amount: 6501 }, a.headers);
    expect(tooMuch.json).toEqual({ amount: ["Enter an amount from 1 to 6500."] });
    const part = await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, { amount: 500 }, a.headers);
    expect(part.json).toMatchObject({ amount: 500, currency: "JPY" });
  });
});

describe("receipts", () => {
  it("download as PDF for their owner only", async () => {
    const o = await subscribed("plus");
    const [charge] = await chargesOf(o.user.id);
    const res = await o.client.get(`/api/v1/billing/transactions/${charge!.id}/receipt/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.text.startsWith("%PDF-")).toBe(true);
    expect(res.headers.get("content-disposition")).toContain(`greenpage-gp-${String(charge!.id).padStart(6, "0")}.pdf`);
    const stranger = await ownerWithPage(t);
    expect((await stranger.client.get(`/api/v1/billing/transactions/${charge!.id}/receipt/`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/billing/transactions/${charge!.id}/receipt/`)).status).toBe(401);
  });

  it("list Stripe's webhook, which answers 404 while Stripe is not configured", async () => {
    expect((await t.client().post("/api/v1/billing/webhooks/stripe/", "{}", { "stripe-signature": "t=1,v1=x" })).status).toBe(404);
  });

  it("keep checkouts private to their owner", async () => {
    const o = await ownerWithPage(t);
    const opened = await checkout(o, { plan: "plus", tier: "b1_10" });
    const stranger = await ownerWithPage(t);
    expect((await stranger.client.get(`/api/v1/billing/checkout/${opened.json.id}/`)).status).toBe(404);
    expect((await pay(stranger, opened.json.id)).status).toBe(404);
  });
});
