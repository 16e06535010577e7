import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contents, pageMembers, pages, users } from "@greenpage/db/schema";
import { assignUserPlan, checkPageFeature, checkPageRoom } from "../../lib/plans/index.ts";
import { createTestApp, ownerWithPage, signUp, uniqueHandle } from "../../test/harness.ts";
import { createTestProvider } from "./providers/test-provider.ts";
import { settleSubscription } from "./renewals.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const DAY = 86_400_000;
const base = (o: Owner) => `/api/v1/businesses/${o.page.id}`;
const post = (o: Owner, path: string, body: unknown) => o.client.post(`${base(o)}${path}`, body, o.headers);

async function buy(o: Owner, plan: string, tier: string) {
  const opened = await o.client.post("/api/v1/billing/checkout/", { plan, tier, currency: "USD" }, o.headers);
  const paid = await o.client.post(
    `/api/v1/billing/checkout/${opened.json.id}/pay/`,
    { card_number: "4242424242424242", expiry: "12/34", cvc: "123" },
    o.headers,
  );
  expect(paid.json.status).toBe("complete");
}

/** The period ends: a scheduled cancel or downgrade applies. */
const endPeriod = (o: Owner) => settleSubscription(t.ctx, createTestProvider(t.config.siteUrl), o.user.id, new Date(Date.now() + 32 * DAY));

describe("Starter limits, each a 403 plan_limit with where to upgrade", () => {
  it("holds 10 initiatives and 10 news posts; an upgrade lifts both", async () => {
    const o = await ownerWithPage(t);
    for (let i = 0; i < 10; i++) expect((await post(o, "/contents/", { title_json: { en: `Item ${i}` } })).status).toBe(201);
    const eleventh = await post(o, "/contents/", { title_json: { en: "One more" } });
    expect(eleventh.status).toBe(403);
    expect(eleventh.json).toEqual({
      code: "plan_limit",
      detail: "Your plan includes 10 initiatives. Upgrade to add more.",
      upgrade_url: `${t.config.siteUrl}/dashboard/billing`,
    });
    for (let i = 0; i < 10; i++) expect((await post(o, "/news/", { title_json: { en: `News ${i}` } })).status).toBe(201);
    expect((await post(o, "/news/", { title_json: { en: "One more" } })).json.code).toBe("plan_limit");

    await buy(o, "plus", "b1_10");
    expect((await post(o, "/contents/", { title_json: { en: "One more" } })).status).toBe(201);
    expect((await post(o, "/news/", { title_json: { en: "One more" } })).status).toBe(201);
  });

  it("cannot be raced past the last place", async () => {
    const o = await ownerWithPage(t);
    for (let i = 0; i < 9; i++) await post(o, "/contents/", { title_json: { en: `Item ${i}` } });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(o, "/contents/", { title_json: { en: `Race ${i}` } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(9);
    expect(await t.ctx.db.select().from(contents).where(eq(contents.pageId, o.page.id))).toHaveLength(10);
  });

  it("allows 2 custom views (categories) on Starter and 5 on Plus", async () => {
    const o = await ownerWithPage(t);
    for (const name of ["Climate", "People"]) expect((await post(o, "/content-categories/", { name_json: { en: name } })).status).toBe(201);
    const third = await post(o, "/content-categories/", { name_json: { en: "Water" } });
    expect(third.json).toMatchObject({ code: "plan_limit", detail: "Your plan includes 2 custom views. Upgrade to add more." });
    await buy(o, "plus", "b1_10");
    for (const name of ["Water", "Waste", "Energy"]) expect((await post(o, "/content-categories/", { name_json: { en: name } })).status).toBe(201);
    expect((await post(o, "/content-categories/", { name_json: { en: "Sixth" } })).json.code).toBe("plan_limit");
  });

  it("keeps 7 days of analytics on Starter, 30 on Plus", async () => {
    const o = await ownerWithPage(t);
    expect((await o.client.get(`${base(o)}/stats/?days=7`)).json.daily).toHaveLength(7);
    expect((await o.client.get(`${base(o)}/stats/`)).json.window_days).toBe(30);
    const month = await o.client.get(`${base(o)}/stats/?days=30`);
    expect(month.status).toBe(403);
    expect(month.json.code).toBe("plan_limit");
    expect((await o.client.get(`${base(o)}/stats/?days=8`)).json).toEqual({ days: ["Select 7, 30, 90 or 365 days."] });
    await buy(o, "plus", "b1_10");
    expect((await o.client.get(`${base(o)}/stats/?days=30`)).status).toBe(200);
    expect((await o.client.get(`${base(o)}/stats/?days=90`)).status).toBe(403);
  });

  it("keeps assessments and AI for Premium", async () => {
    const o = await ownerWithPage(t);
    await expect(checkPageFeature(t.ctx.db, o.page.id, "assessments_and_ai", "AI analysis comes with Premium.")).rejects.toMatchObject({
      status: 403,
      code: "plan_limit",
      message: "AI analysis comes with Premium.",
    });
    await assignUserPlan(t.ctx.db, o.user.id, "premium");
    await expect(checkPageFeature(t.ctx.db, o.page.id, "assessments_and_ai", "AI analysis comes with Premium.")).resolves.toBeUndefined();
  });

  it("counts team members against the plan (the check the Members screen calls)", async () => {
    const o = await ownerWithPage(t);
    const other = await signUp(t.client());
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: other.user.id, role: "editor" });
    await expect(checkPageRoom(t.ctx.db, o.page.id, "team_users")).rejects.toMatchObject({
      code: "plan_limit",
      message: expect.stringMatching(/^This team has reached the maximum number of users/),
    });
    await assignUserPlan(t.ctx.db, o.user.id, "pro");
    await expect(checkPageRoom(t.ctx.db, o.page.id, "team_users", 100)).resolves.toBeUndefined();
  });
});

describe("a downgrade keeps everything", () => {
  it("hides gated items from visitors on Starter and shows them again after an upgrade", async () => {
    const o = await ownerWithPage(t, { published: true });
    await buy(o, "plus", "b1_10");
    const gated = await post(o, "/contents/", { title_json: { en: "Audit report" }, access: "limited" });
    expect(gated.status).toBe(201);
    const publicList = async () => JSON.stringify((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/contents/?list_page=true`)).json);
    expect(await publicList()).toContain("Audit report");

    await o.client.post("/api/v1/billing/subscription/cancel/", {}, o.headers);
    await endPeriod(o);
    expect(await publicList()).not.toContain("Audit report");
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/contents/${gated.json.id}/`)).status).toBe(404);
    // Still stored, and the owner still sees it.
    expect(JSON.stringify((await o.client.get(`${base(o)}/contents/`)).json)).toContain("Audit report");

    await buy(o, "plus", "b1_10");
    expect(await publicList()).toContain("Audit report");
  });

  it("makes pages beyond the allowance read-only, never deleted", async () => {
    const o = await ownerWithPage(t);
    await buy(o, "pro", "b11_50");
    const second = await o.client.post("/api/v1/businesses/create/", { handle: uniqueHandle() }, o.headers);
    expect(second.status).toBe(201);
    const preview = (await o.client.get("/api/v1/billing/downgrade-preview/?plan=plus")).json;
    expect(preview.blocked).toContainEqual({ limit: "pages_per_account", page: null, used: 2, allowed: 1, effect: "read_only" });

    await o.client.post("/api/v1/billing/subscription/downgrade/", { plan: "plus", tier: "b1_10" }, o.headers);
    await endPeriod(o);
    const edit = await o.client.request("PATCH", `/api/v1/businesses/update/${second.json.id}/`, { name_json: { en: "Second" } }, o.headers);
    expect(edit.status).toBe(403);
    expect(edit.json).toMatchObject({ code: "plan_limit", detail: "This page is read-only: your plan includes 1 page. Upgrade to edit it again." });
    expect((await o.client.get(`/api/v1/businesses/${second.json.id}/contents/`)).status).toBe(200);
    const first = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { name_json: { en: "First" } }, o.headers);
    expect(first.status).toBe(200);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.ownerId, o.user.id))).toHaveLength(2);
    // Its team can be settled and the page deleted (that is how the owner gets back under the allowance), but not grown.
    const invite = await o.client.post(`/api/v1/businesses/${second.json.id}/members/invitations/`, { role: "viewer" }, o.headers);
    expect(invite.json.code).toBe("plan_limit");
    const team = (await o.client.get(`/api/v1/businesses/${second.json.id}/members/`)).json;
    expect(team.members).toHaveLength(1);
    expect((await o.client.request("DELETE", `/api/v1/businesses/${second.json.id}/`, undefined, o.headers)).status).toBe(204);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.ownerId, o.user.id))).toHaveLength(1);
  });
});

describe("plans given by an admin", () => {
  it("apply to the pages a user already owns (a password gate works at once)", async () => {
    const o = await ownerWithPage(t);
    expect((await post(o, "/contents/", { title_json: { en: "Report" }, access: "password", password: "pw-1234" })).status).toBe(403);
    const admin = await ownerWithPage(t);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const assigned = await admin.client.request("PUT", `/api/v1/admin/users/${o.email}/plan/`, { plan: "pro" }, admin.headers);
    expect(assigned.status).toBe(200);
    expect((await o.client.get("/api/v1/businesses/my/")).json[0].page_subscription.subscription_plan.code).toBe("pro");
    expect((await post(o, "/contents/", { title_json: { en: "Report" }, access: "password", password: "pw-1234" })).status).toBe(201);
  });
});
