import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageSubscriptions, userSubscriptions } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { adminKit } from "../admin-codes/test-fixtures.ts";
import { billingKit, DAY } from "../billing/test-fixtures.ts";
import { endLapsedPagePlans, settleSubscription } from "../billing/renewals.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: Awaited<ReturnType<typeof adminKit>>;
const billing = billingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  kit = await adminKit(t);
});
afterAll(async () => t.close());

const inDays = (days: number) => new Date(Date.now() + days * DAY);
const userSub = async (userId: string) => (await t.ctx.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)))[0]!;
const pageSub = async (pageId: number) => (await t.ctx.db.select().from(pageSubscriptions).where(eq(pageSubscriptions.pageId, pageId)))[0]!;

describe("assigning a plan until a date", () => {
  it("a user's plan ends at `until` (billing's sweep puts them back on Starter); audited with the reason and the plan before", async () => {
    const o = await ownerWithPage(t);
    const until = inDays(30).toISOString();
    const res = await kit.admin.request("PUT", `/api/v1/admin/users/${o.email}/plan/`, { plan: "pro", until, reason: "Conference sponsor" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "scheduled_end", ends_at: until, subscription_plan: { code: "pro" } });
    const [entry] = await kit.audit("plan.assign_user", o.user.id);
    expect(entry).toMatchObject({ actorEmail: kit.email, targetType: "user", targetLabel: o.email, reason: "Conference sponsor" });
    expect(entry!.details).toEqual({ plan: "pro", previous_plan: "starter", until });

    expect((await settleSubscription(t.ctx, billing.provider(), o.user.id, inDays(29))).action).toBe("none");
    expect((await settleSubscription(t.ctx, billing.provider(), o.user.id, inDays(31))).action).toBe("ended");
    expect((await o.client.get("/api/v1/users/me/")).json.user_subscription.subscription_plan.code).toBe("starter");
  });

  it("a page's plan goes back to its owner's plan after `until`; audited as plan.assign_page", async () => {
    const o = await ownerWithPage(t);
    const res = await kit.admin.request("PUT", `/api/v1/admin/businesses/${o.page.handle}/plan/`, {
      plan: "premium",
      until: inDays(2).toISOString().slice(0, 10),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "scheduled_end", subscription_plan: { code: "premium" } });
    const [entry] = await kit.audit("plan.assign_page", o.page.id);
    expect(entry).toMatchObject({ targetType: "page", targetLabel: o.page.handle, reason: null });
    expect(entry!.details).toMatchObject({ plan: "premium", previous_plan: "starter" });

    await endLapsedPagePlans(t.ctx, inDays(1));
    expect((await pageSub(o.page.id)).status).toBe("scheduled_end");
    expect(await endLapsedPagePlans(t.ctx, inDays(3))).toBeGreaterThanOrEqual(1);
    expect(await pageSub(o.page.id)).toMatchObject({ status: "active", endsAt: null });
    expect((await kit.admin.get(`/api/v1/admin/plans/history/?business=${o.page.id}`)).json.subscription.plan.code).toBe("starter");
  });

  it("refuses an `until` in the past or not a date, and changes nothing", async () => {
    const o = await ownerWithPage(t);
    for (const until of ["2020-01-01", "tomorrow", "2030-13-45"]) {
      const res = await kit.admin.request("PUT", `/api/v1/admin/users/${o.user.id}/plan/`, { plan: "pro", until });
      expect(res.status, until).toBe(400);
      expect(res.json).toEqual({ until: ["Choose a date in the future."] });
    }
    expect((await userSub(o.user.id)).endsAt).toBeNull();
    expect(await kit.audit("plan.assign_user", o.user.id)).toHaveLength(0);
  });
});

describe("extending a plan", () => {
  it("moves a paid plan's period end and its renewal by `days`; audited as plan.extend with from and to", async () => {
    const o = await billing.subscribed("plus");
    const before = await userSub(o.user.id);
    const res = await kit.admin.post(`/api/v1/admin/users/${encodeURIComponent(o.email)}/plan/extend/`, { days: 14, reason: "Outage credit" });
    expect(res.status).toBe(200);
    const to = new Date(before.currentPeriodEnd!.getTime() + 14 * DAY).toISOString();
    expect(res.json).toMatchObject({ plan: { code: "plus" }, status: "active", current_period_end: to, billed: { currency: "USD", interval: "month" } });
    const after = await userSub(o.user.id);
    expect(after.currentPeriodEnd!.toISOString()).toBe(to);
    expect(after.nextAttemptAt!.toISOString()).toBe(to);
    expect((await billing.status(o)).current_period_end).toBe(to);
    const [entry] = await kit.audit("plan.extend", o.user.id);
    expect(entry).toMatchObject({ reason: "Outage credit", targetType: "user" });
    expect(entry!.details).toEqual({ plan: "plus", from: before.currentPeriodEnd!.toISOString(), to, days: 14 });
  });

  it("moves a given plan's end to `until`; a page's too", async () => {
    const o = await ownerWithPage(t);
    await kit.admin.request("PUT", `/api/v1/admin/users/${o.user.id}/plan/`, { plan: "pro", until: inDays(5).toISOString() });
    const until = inDays(40).toISOString();
    const res = await kit.admin.post(`/api/v1/admin/users/${o.user.id}/plan/extend/`, { until });
    expect(res.json).toMatchObject({ status: "scheduled_end", ends_at: until, current_period_end: null });
    expect((await userSub(o.user.id)).nextAttemptAt!.toISOString()).toBe(until);

    const pageEnd = inDays(3);
    await kit.admin.request("PUT", `/api/v1/admin/businesses/${o.page.id}/plan/`, { plan: "premium", until: pageEnd.toISOString() });
    const page = await kit.admin.post(`/api/v1/admin/businesses/${o.page.handle}/plan/extend/`, { days: 366 });
    expect(page.status).toBe(200);
    expect(page.json.ends_at).toBe(new Date(pageEnd.getTime() + 366 * DAY).toISOString());
    expect((await kit.audit("plan.extend", o.page.id))[0]!.details).toMatchObject({ plan: "premium", days: 366 });
  });

  it("refuses a plan without an end (409), bad days, both or neither, an earlier date; nothing is audited", async () => {
    const o = await ownerWithPage(t);
    const extend = (body: Record<string, unknown>) => kit.admin.post(`/api/v1/admin/users/${o.user.id}/plan/extend/`, body);
    expect((await extend({ days: 5 })).json).toEqual({ code: "no_end", detail: "This plan has no end date to move. Assign it with an end date first." });
    expect((await kit.admin.post(`/api/v1/admin/businesses/${o.page.id}/plan/extend/`, { days: 5 })).status).toBe(409);
    await kit.admin.request("PUT", `/api/v1/admin/users/${o.user.id}/plan/`, { plan: "pro", until: inDays(10).toISOString() });
    expect((await extend({ days: 0 })).json).toEqual({ days: ["Days must be between 1 and 366."] });
    expect((await extend({ days: 367 })).json).toEqual({ days: ["Days must be between 1 and 366."] });
    expect((await extend({})).json).toEqual({ days: ["Give either a number of days or an end date."] });
    expect((await extend({ days: 3, until: inDays(20).toISOString() })).json).toEqual({ days: ["Give either a number of days or an end date."] });
    expect((await extend({ until: inDays(5).toISOString() })).json).toEqual({ until: ["Choose a date after the plan's current end."] });
    expect(await kit.audit("plan.extend", o.user.id)).toHaveLength(0);
    expect((await kit.admin.post("/api/v1/admin/users/nobody@nowhere.test/plan/extend/", { days: 3 })).status).toBe(404);
  });
});

describe("history, transactions and refunds", () => {
  it("lists the billed transactions with what is refundable; a refund is audited and shows in the history", async () => {
    const o = await billing.subscribed("plus");
    const listed = await kit.admin.get(`/api/v1/admin/transactions/?user=${encodeURIComponent(o.email)}`);
    expect(listed.status).toBe(200);
    expect(listed.json.target).toEqual({ type: "user", id: o.user.id, label: o.email, owner: null });
    const [charge] = listed.json.results;
    expect(charge).toMatchObject({ kind: "charge", status: "succeeded", refundable_amount: charge.amount });
    const byPage = await kit.admin.get(`/api/v1/admin/transactions/?business=${o.page.handle}`);
    expect(byPage.json.target.owner).toEqual({ id: o.user.id, email: o.email });
    expect(byPage.json.results.map((r: { id: number }) => r.id)).toEqual([charge.id]);

    // Extended first: refunding the charge of the (now longer) running period still ends the plan.
    expect((await kit.admin.post(`/api/v1/admin/users/${o.user.id}/plan/extend/`, { days: 7 })).status).toBe(200);
    const refund = await kit.admin.post(`/api/v1/billing/admin/transactions/${charge.id}/refund/`, { amount: 1000 });
    expect(refund.status).toBe(201);
    const [entry] = await kit.audit("billing.refund", charge.id);
    expect(entry).toMatchObject({ actorEmail: kit.email, targetType: "transaction", targetLabel: `GP-${String(charge.id).padStart(6, "0")} (${o.email})` });
    expect(entry!.details).toEqual({ user_id: o.user.id, refund_id: refund.json.id, amount: 1000, currency: "USD", item: "plus", plan_ended: true });

    const history = await kit.admin.get(`/api/v1/admin/plans/history/?user=${o.user.id}`);
    expect(history.status).toBe(200);
    expect(history.json.subscription).toMatchObject({ plan: { code: "starter" }, status: "canceled", billed: null });
    expect(history.json.entries.map((e: { action: string }) => e.action)).toEqual(["billing.refund", "plan.extend"]);
    expect(history.json.transactions.map((r: { kind: string }) => r.kind)).toEqual(["refund", "charge"]);
    expect(history.json.transactions[0].refundable_amount).toBe(0);
    expect(history.json.transactions[1].refundable_amount).toBe(charge.amount - 1000);
  });

  it("asks for exactly one of user or business, and answers 404 for an unknown one", async () => {
    expect((await kit.admin.get("/api/v1/admin/plans/history/")).json).toEqual({ user: ["Give a user (id or email) or a page (id or handle)."] });
    expect((await kit.admin.get("/api/v1/admin/transactions/?user=a@b.test&business=x")).status).toBe(400);
    expect((await kit.admin.get("/api/v1/admin/plans/history/?business=no-such-page-here")).status).toBe(404);
  });
});
