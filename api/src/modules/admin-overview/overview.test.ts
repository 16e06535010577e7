import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@greenpage/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingTransactions, contactMessages, contents, emailOutbox, type PlanCode, pageReports, subscriptionPlans, users } from "@greenpage/db/schema";
import { assignUserPlan } from "../../lib/plans/index.ts";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage, signUp } from "../../test/harness.ts";
import { signedInAdmin } from "../admin-users/test-fixtures.ts";

// Figures are counted over the whole database: this file has one of its own.
let isolated: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  isolated = await isolatedDatabaseUrl();
  t = await createTestApp({}, isolated.url);
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
});

const DAY = 86_400_000;

describe("the overview", () => {
  it("counts sign-ups, published pages, plans, this month's money and what waits, each with its screen", async () => {
    const published = await ownerWithPage(t, { published: true });
    const draft = await ownerWithPage(t);
    const old = await signUp(t.client());
    await t.ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(users.id, old.user.id));
    await assignUserPlan(t.ctx.db, draft.user.id, "pro");

    const item = await published.client.post(`/api/v1/businesses/${published.page.id}/contents/`, { title_json: { en: "Solar" } }, published.headers);
    await t.ctx.db.update(contents).set({ evidenceState: "submitted" }).where(eq(contents.id, item.json.id));

    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY);
    const money = { userId: draft.user.id, item: "subscription", itemCode: "pro", provider: "test" };
    await t.ctx.db.insert(billingTransactions).values([
      { ...money, kind: "charge", amount: 9900, currency: "USD", status: "succeeded" },
      { ...money, kind: "refund", amount: 1900, currency: "USD", status: "succeeded" },
      { ...money, kind: "charge", amount: 9900, currency: "USD", status: "failed" },
      { ...money, kind: "charge", amount: 13000, currency: "JPY", status: "succeeded" },
      { ...money, kind: "charge", amount: 5000, currency: "USD", status: "succeeded", createdAt: lastMonth },
    ]);
    await t.ctx.db.insert(pageReports).values([
      { pageId: published.page.id, reason: "spam" },
      { pageId: published.page.id, reason: "spam", status: "resolved", resolution: "no_action" },
    ]);
    await t.ctx.db.insert(contactMessages).values([
      { name: "A", email: "a@example.com", category: "general", message: "Hi" },
      { name: "B", email: "b@example.com", category: "general", message: "Hi", handledAt: new Date() },
    ]);
    await t.ctx.db.insert(emailOutbox).values([
      { to: "x@example.com", subject: "s", textBody: "b", kind: "test", status: "failed" },
      { to: "x@example.com", subject: "s", textBody: "b", kind: "test", status: "sent" },
    ]);

    // A plan no longer offered still counts the accounts left on it.
    const retired = `retired-${crypto.randomUUID().slice(0, 8)}`;
    await t.ctx.db.insert(subscriptionPlans).values({ code: retired as PlanCode, nameJson: { en: "Retired" }, isActive: false, sortOrder: 99 });

    const res = await admin.client.get("/api/v1/admin/overview/");
    expect(res.status).toBe(200);
    // The admin, two owners and the old account: three of them this week.
    expect(res.json.signups).toEqual({ last_7_days: 3, last_30_days: 4, total: 4 });
    expect(res.json.published_pages).toBe(1);
    expect(res.json.subscriptions.map((s: { plan: string; active: number }) => [s.plan, s.active])).toEqual([
      ["starter", 3],
      ["plus", 0],
      ["pro", 1],
      ["premium", 0],
      [retired, 0],
    ]);
    expect(res.json.revenue_this_month).toEqual([
      { currency: "JPY", charged: 13000, refunded: 0, net: 13000 },
      { currency: "USD", charged: 9900, refunded: 1900, net: 8000 },
    ]);
    expect(res.json.month_start).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
    expect(res.json).toMatchObject({ verification_queue: 1, open_reports: 1, unhandled_messages: 1, failed_mails: 1 });
    expect(res.json.links).toMatchObject({ signups: "/dashboard/admin/users", open_reports: "/dashboard/admin/reports" });
  });

  it("counts pg-boss's failed jobs, and answers 0 while the job runner never made its schema", async () => {
    const figure = async () => (await admin.client.get("/api/v1/admin/overview/")).json.failed_jobs;
    // The test app never starts the job runner, so its new database has no pgboss schema.
    expect(rowsOf<{ p: boolean }>(await t.ctx.db.execute(sql`select to_regclass('pgboss.job') is not null as p`))).toEqual([{ p: false }]);
    expect(await figure()).toBe(0);
    await t.ctx.db.execute(sql`create schema pgboss`);
    await t.ctx.db.execute(sql`create table pgboss.job (id serial primary key, state text not null)`);
    const before = await figure();
    await t.ctx.db.execute(sql`insert into pgboss.job (state) values ('failed'), ('completed')`);
    expect(await figure()).toBe(before + 1);
  });
});
