import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEvents, billingTransactions, checkoutSessions, userSubscriptions, users } from "@greenpage/db/schema";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { STRIPE_API_VERSION } from "./providers/stripe-provider.ts";
import { createTestApp, ownerWithPage, TestClient } from "../../test/harness.ts";

const SECRET = "whsec_test";
const WEBHOOK = "/api/v1/billing/webhooks/stripe/";
const DAY = 86_400_000;

let fake: FakeStripe;
let t: Awaited<ReturnType<typeof createTestApp>>;
let stripeSide: TestClient;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.url, STRIPE_PORTAL: "true" });
  // Stripe's side of the conversation: app.ts mounts the webhook because Stripe is configured.
  stripeSide = new TestClient(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** Ids Stripe would assign: unique across runs, since PostgreSQL runs share one database. */
const stripeId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function stripeEvent(type: string, object: Record<string, unknown>, id = stripeId("evt")) {
  return { id, object: "event", type, api_version: Stripe.API_VERSION, created: seconds(new Date()), livemode: false, pending_webhooks: 1, data: { object } };
}

/** Posts an event as Stripe does: the exact bytes, signed with the endpoint's secret (or the given one). */
async function deliver(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret });
  return stripeSide.request("POST", WEBHOOK, payload, { "stripe-signature": signature });
}

const openCheckout = (o: Owner, body: Record<string, unknown>) =>
  o.client.post("/api/v1/billing/checkout/", { currency: "USD", interval: "month", ...body }, o.headers);

/** Checkout completed in subscription mode: the first payment is the subscription's first invoice. */
function completedSubscription(checkoutId: string, ids = { subscription: stripeId("sub"), invoice: stripeId("in") }) {
  return stripeEvent("checkout.session.completed", {
    id: stripeId("cs"),
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: checkoutId,
    metadata: { greenpage_checkout: checkoutId },
    customer: stripeId("cus"),
    subscription: ids.subscription,
    invoice: ids.invoice,
    payment_intent: null,
  });
}

function invoiceEvent(type: "invoice.paid" | "invoice.payment_failed", subscription: string, period: { start: Date; end: Date }, extra = {}) {
  return stripeEvent(type, {
    id: stripeId("in"),
    object: "invoice",
    billing_reason: "subscription_cycle",
    currency: "usd",
    amount_paid: type === "invoice.paid" ? 4900 : 0,
    amount_due: 4900,
    attempt_count: 1,
    last_finalization_error: null,
    parent: { type: "subscription_details", subscription_details: { subscription, metadata: {} } },
    lines: { object: "list", data: [{ id: stripeId("il"), period: { start: seconds(period.start), end: seconds(period.end) } }] },
    ...extra,
  });
}

/** An owner on Plus through a Stripe checkout and its webhook. */
async function subscribed() {
  const o = await ownerWithPage(t);
  const opened = await openCheckout(o, { plan: "plus", tier: "b1_10" });
  const ids = { subscription: stripeId("sub"), invoice: stripeId("in") };
  const event = completedSubscription(opened.json.id, ids);
  expect((await deliver(event)).json).toEqual({ received: true, changed: true });
  return { o, ids, event, checkoutId: opened.json.id as string };
}

const status = async (o: Owner) => (await o.client.get("/api/v1/billing/")).json;
const subscriptionOf = async (userId: string) => (await t.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)))[0]!;
const chargesOf = (userId: string) => t.ctx.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId));

describe("the customer portal", () => {
  it("links a Stripe customer to Stripe's portal, and nobody else", async () => {
    const { o } = await subscribed();
    expect((await status(o)).portal).toBe(true);
    const link = await o.client.post("/api/v1/billing/portal/", {}, o.headers);
    expect(link.json.url).toMatch(/^https:\/\/billing\.stripe\.test\/cus_/);
    expect(fake.to("/v1/billing_portal/sessions").at(-1)!.form.get("return_url")).toBe(`${t.config.siteUrl}/dashboard/billing`);
    const starter = await ownerWithPage(t);
    expect((await status(starter)).portal).toBe(false);
    expect((await starter.client.post("/api/v1/billing/portal/", {}, starter.headers)).json.code).toBe("no_portal");
  });
});

describe("scheduled changes with Stripe", () => {
  it("reprices the subscription from the period end on a downgrade, and back when it is taken back", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { plan: "pro", tier: "b11_50" });
    const ids = { subscription: stripeId("sub"), invoice: stripeId("in") };
    await deliver(completedSubscription(opened.json.id, ids));
    const periodEnd = String(Math.floor((await subscriptionOf(o.user.id)).currentPeriodEnd!.getTime() / 1000));
    const updates = () => fake.to(`/v1/subscriptions/${ids.subscription}`).filter((r) => r.method === "POST");

    await o.client.post("/api/v1/billing/subscription/downgrade/", { plan: "plus", tier: "b1_10" }, o.headers);
    expect(Object.fromEntries(updates().at(-1)!.form)).toMatchObject({ "items[0][price_data][unit_amount]": "4900", trial_end: periodEnd });
    await o.client.post("/api/v1/billing/subscription/reactivate/", {}, o.headers);
    expect(Object.fromEntries(updates().at(-1)!.form)).toMatchObject({ "items[0][price_data][unit_amount]": "7900" });
    await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    expect(Object.fromEntries(updates().at(-1)!.form)).toEqual({ cancel_at_period_end: "true" });
    await o.client.post("/api/v1/billing/subscription/reactivate/", {}, o.headers);
    expect(Object.fromEntries(updates().at(-1)!.form)).toEqual({ cancel_at_period_end: "false" });
  });
});

describe("checkout with Stripe", () => {
  it("upgrades a running subscription with a one-off prorated payment, then reprices it from the period end", async () => {
    const { o, ids } = await subscribed();
    const before = await subscriptionOf(o.user.id);
    const opened = await openCheckout(o, { plan: "pro", tier: "b11_50" });
    expect(opened.status).toBe(201);
    const session = fake.to("/v1/checkout/sessions").at(-1)!.form;
    expect(session.get("mode")).toBe("payment");
    expect(session.get("metadata[greenpage_upgrade_of]")).toBe(ids.subscription);
    expect(Number(session.get("line_items[0][price_data][unit_amount]"))).toBe(opened.json.amount);

    const paymentIntent = stripeId("pi");
    const paid = stripeEvent("checkout.session.completed", {
      id: stripeId("cs"),
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      client_reference_id: opened.json.id,
      metadata: { greenpage_checkout: opened.json.id, greenpage_upgrade_of: ids.subscription },
      customer: stripeId("cus"),
      subscription: null,
      invoice: null,
      payment_intent: paymentIntent,
    });
    expect((await deliver(paid)).json).toEqual({ received: true, changed: true });
    expect(await status(o)).toMatchObject({ plan: { code: "pro" }, amount: 7900 });
    // Still the one Stripe subscription, now renewing at Pro's price from the same period end, with nothing charged now.
    expect(await subscriptionOf(o.user.id)).toMatchObject({ providerSubscriptionId: ids.subscription, currentPeriodEnd: before.currentPeriodEnd });
    const reprice = fake
      .to(`/v1/subscriptions/${ids.subscription}`)
      .filter((r) => r.method === "POST")
      .at(-1)!.form;
    expect(Object.fromEntries(reprice)).toMatchObject({
      "items[0][price_data][unit_amount]": "7900",
      "items[0][price_data][recurring][interval]": "month",
      proration_behavior: "none",
      trial_end: String(Math.floor(before.currentPeriodEnd!.getTime() / 1000)),
    });
  });

  it("opens a Checkout Session for a subscription and answers its URL", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { plan: "plus", tier: "b1_10" });
    expect(opened.status).toBe(201);
    expect(opened.json).toMatchObject({ provider: "stripe", status: "open", amount: 4900 });
    expect(opened.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
    const sent = fake.to("/v1/checkout/sessions").at(-1)!;
    expect(sent.headers["idempotency-key"]).toBe(`checkout_${opened.json.id}`);
    expect(sent.headers.authorization).toBe("Bearer sk_test_x");
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: "subscription",
      client_reference_id: opened.json.id,
      customer_email: o.email,
      "metadata[greenpage_checkout]": opened.json.id,
      "subscription_data[metadata][greenpage_checkout]": opened.json.id,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "4900",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Greenpage plus",
      success_url: `${t.config.siteUrl}/dashboard/billing?checkout=${opened.json.id}`,
      cancel_url: `${t.config.siteUrl}/dashboard/billing`,
    });
  });

  it("sells a setup service as a one-off payment, yen passed through unchanged", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { service: "page_setup", currency: "JPY", business_id: o.page.id });
    const form = Object.fromEntries(fake.to("/v1/checkout/sessions").at(-1)!.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "jpy",
      "line_items[0][price_data][unit_amount]": "65000",
      "payment_intent_data[metadata][greenpage_checkout]": opened.json.id,
    });
    expect(form).not.toHaveProperty("line_items[0][price_data][recurring][interval]");
  });
});

describe("the Stripe webhook", () => {
  it("activates the plan on a signed checkout.session.completed, once", async () => {
    const { o, ids, event } = await subscribed();
    expect(await status(o)).toMatchObject({
      status: "active",
      plan: { code: "plus" },
      amount: 4900,
      currency: "USD",
      provider: "stripe",
      card: { brand: "visa", last4: "4242" },
    });
    expect(await subscriptionOf(o.user.id)).toMatchObject({ providerSubscriptionId: ids.subscription });
    expect((await deliver(event)).json).toEqual({ received: true, changed: false });
    const charges = await chargesOf(o.user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ provider: "stripe", providerRef: ids.invoice, amount: 4900, cardBrand: "visa", cardLast4: "4242" });
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { plan: "plus", tier: "b1_10" });
    const event = completedSubscription(opened.json.id);
    const forged = await deliver(event, "whsec_someone_else");
    const unsigned = await stripeSide.request("POST", WEBHOOK, JSON.stringify(event));
    const payload = JSON.stringify(event);
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const altered = await stripeSide.request("POST", WEBHOOK, payload.replace('"paid"', '"paid" '), { "stripe-signature": signature });
    for (const res of [forged, unsigned, altered]) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: "invalid_signature", detail: "The webhook signature is invalid." });
    }
    expect((await status(o)).plan.code).toBe("starter");
    expect(await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id))).toHaveLength(0);
    expect(await chargesOf(o.user.id)).toHaveLength(0);
  });

  it("is documented at the pinned library's API version, which the API knows without loading the library", async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    const doc = (await stripeSide.get("/api/v1/openapi.json")).json;
    expect(doc.paths["/api/v1/billing/webhooks/stripe/"].post.description).toContain(`Register the endpoint at API version \`${Stripe.API_VERSION}\``);
  });

  it("answers 200 to events billing does not act on", async () => {
    const res = await deliver(stripeEvent("customer.created", { id: stripeId("cus"), object: "customer" }));
    expect(res.json).toEqual({ received: true, changed: false });
  });

  it("renews on invoice.paid and ignores an older period arriving after a newer one", async () => {
    const { o, ids } = await subscribed();
    const end = (await subscriptionOf(o.user.id)).currentPeriodEnd!;
    const next = { start: end, end: new Date(end.getTime() + 31 * DAY) };
    expect((await deliver(invoiceEvent("invoice.paid", ids.subscription, next))).json.changed).toBe(true);
    const older = { start: new Date(end.getTime() - 30 * DAY), end };
    expect((await deliver(invoiceEvent("invoice.paid", ids.subscription, older))).json.changed).toBe(false);
    // The first invoice is paid inside checkout; its own invoice.paid is not a renewal.
    const first = invoiceEvent("invoice.paid", ids.subscription, older, { billing_reason: "subscription_create" });
    expect((await deliver(first)).json.changed).toBe(false);
    expect(await status(o)).toMatchObject({ status: "active", current_period_end: new Date(seconds(next.end) * 1000).toISOString() });
    expect((await chargesOf(o.user.id)).map((charge) => charge.amount)).toEqual([4900, 4900]);
  });

  it("goes past due on invoice.payment_failed", async () => {
    const { o, ids } = await subscribed();
    const end = (await subscriptionOf(o.user.id)).currentPeriodEnd!;
    const failed = invoiceEvent("invoice.payment_failed", ids.subscription, { start: end, end: new Date(end.getTime() + 31 * DAY) });
    expect((await deliver(failed)).json.changed).toBe(true);
    expect(await status(o)).toMatchObject({ status: "past_due", plan: { code: "plus" } });
    const charges = await chargesOf(o.user.id);
    expect(charges.find((charge) => charge.status === "failed")).toMatchObject({ amount: 4900, failureMessage: "Your card was declined." });
  });

  it("goes back to Starter on customer.subscription.deleted", async () => {
    const { o, ids } = await subscribed();
    const deleted = stripeEvent("customer.subscription.deleted", { id: ids.subscription, object: "subscription", status: "canceled" });
    expect((await deliver(deleted)).json.changed).toBe(true);
    expect(await status(o)).toMatchObject({ status: "canceled", plan: { code: "starter" } });
    expect((await subscriptionOf(o.user.id)).providerSubscriptionId).toBeNull();
  });

  it("fails a checkout whose session expired", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { plan: "plus", tier: "b1_10" });
    const expired = stripeEvent("checkout.session.expired", { id: stripeId("cs"), object: "checkout.session", client_reference_id: opened.json.id });
    expect((await deliver(expired)).json.changed).toBe(true);
    expect((await o.client.get(`/api/v1/billing/checkout/${opened.json.id}/`)).json).toMatchObject({ status: "failed" });
  });

  it("pays back a checkout that lost the race to another, and cancels its subscription", async () => {
    const o = await ownerWithPage(t);
    const plus = await openCheckout(o, { plan: "plus", tier: "b1_10" });
    const pro = await openCheckout(o, { plan: "pro", tier: "b11_50" });
    await deliver(completedSubscription(plus.json.id));
    const late = { subscription: stripeId("sub"), invoice: stripeId("in") };
    const lost = completedSubscription(pro.json.id, late);
    expect((await deliver(lost)).json.changed).toBe(false);
    expect((await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, pro.json.id)))[0]!.status).toBe("failed");
    expect(fake.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${late.subscription}`)).toBe(true);
    const refund = fake.to("/v1/refunds").at(-1)!;
    expect(refund.headers["idempotency-key"]).toBe(`refused_${lost.id}`);
    expect(refund.form.get("payment_intent")).toBe(late.invoice.replace(/^in_/, "pi_"));
    expect((await status(o)).plan.code).toBe("plus");
    expect(await chargesOf(o.user.id)).toHaveLength(1);
  });
});

describe("refunds and cancels with Stripe", () => {
  async function admin() {
    const a = await ownerWithPage(t);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, a.user.id));
    return a;
  }

  it("refunds a subscription payment through its invoice's PaymentIntent, with an idempotency key", async () => {
    const { o, ids } = await subscribed();
    const [charge] = await chargesOf(o.user.id);
    const a = await admin();
    const res = await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, { amount: 1000 }, a.headers);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ kind: "refund", amount: 1000, refund_of: charge!.id });
    expect(fake.requests.some((r) => r.path === "/v1/invoice_payments")).toBe(true);
    const refund = fake.to("/v1/refunds").at(-1)!;
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: ids.invoice.replace(/^in_/, "pi_"), amount: "1000" });
    expect(refund.headers["idempotency-key"]).toBe(`refund_${charge!.id}_0_1000`);
  });

  it("refunds a one-off payment by its PaymentIntent", async () => {
    const o = await ownerWithPage(t);
    const opened = await openCheckout(o, { service: "page_setup", currency: "JPY", business_id: o.page.id });
    const paymentIntent = stripeId("pi");
    const session = { object: "checkout.session", mode: "payment", payment_status: "paid", client_reference_id: opened.json.id, payment_intent: paymentIntent };
    expect((await deliver(stripeEvent("checkout.session.completed", { id: stripeId("cs"), ...session }))).json.changed).toBe(true);
    const [charge] = await chargesOf(o.user.id);
    expect(charge).toMatchObject({ providerRef: paymentIntent, amount: 65000, currency: "JPY" });
    const a = await admin();
    expect((await a.client.post(`/api/v1/billing/admin/transactions/${charge!.id}/refund/`, {}, a.headers)).status).toBe(201);
    expect(Object.fromEntries(fake.to("/v1/refunds").at(-1)!.form)).toEqual({ payment_intent: paymentIntent, amount: "65000" });
  });

  it("tells Stripe when a plan ends at its period end, and when it no longer does", async () => {
    const { o, ids } = await subscribed();
    const path = `/v1/subscriptions/${ids.subscription}`;
    await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    expect(fake.to(path).at(-1)!.form.get("cancel_at_period_end")).toBe("true");
    await o.client.post("/api/v1/billing/subscription/reactivate/", {}, o.headers);
    expect(fake.to(path).at(-1)!.form.get("cancel_at_period_end")).toBe("false");
  });
});
