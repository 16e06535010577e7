import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanCode, pageSubscriptions, subscriptionPlans } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { createTestApp, ownerWithPage, signUp, uniqueEmail, uniqueHandle } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<Awaited<ReturnType<typeof createTestApp>>["client"]>;

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("admin");
  await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
  admin = t.client();
  admin.bearer = (await admin.post("/api/v1/auth/token/", { email, password: "admin-pass" })).json.access;
});
afterAll(async () => t.close());

describe("admin calls", () => {
  it("answer 401 anonymously and 403 to a normal user, who cannot change their own plan", async () => {
    const user = t.client();
    const { email } = await signUp(user);
    for (const [method, path, body] of [
      ["GET", "/api/v1/admin/users/"],
      ["GET", "/api/v1/admin/invitations/"],
      ["POST", "/api/v1/admin/invitations/", {}],
      ["PUT", `/api/v1/admin/users/${email}/plan/`, { plan: "pro" }],
      ["PUT", "/api/v1/admin/businesses/1/plan/", { plan: "pro" }],
    ] as const) {
      expect((await t.client().request(method, path, body)).status).toBe(401);
      const res = await user.request(method, path, body, { origin: t.config.siteUrl });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("permission_denied");
    }
    expect((await user.get("/api/v1/users/me/")).json.user_subscription.subscription_plan.code).toBe("starter");
  });

  it("an admin creates invitation codes that work for early sign-up", async () => {
    const created = await admin.post("/api/v1/admin/invitations/", { count: 3, expires_in_days: 7 });
    expect(created.status).toBe(201);
    expect(created.json).toHaveLength(3);
    const code = created.json[0].code as string;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const signup = await t.client().post("/api/v1/signup/?early_signup=true", { name: "E", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(signup.status).toBe(201);
    const list = await admin.get("/api/v1/admin/invitations/?page_size=100");
    expect(list.json.results.find((i: { code: string }) => i.code === code).used).toBe(true);
  });

  it("validates the count", async () => {
    const res = await admin.post("/api/v1/admin/invitations/", { count: 0 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ count: ["Count must be between 1 and 500."] });
  });

  it("lists users with their plan, paginated", async () => {
    const res = await admin.get("/api/v1/admin/users/?page=1&page_size=2");
    expect(res.status).toBe(200);
    expect(res.json.page_size).toBe(2);
    expect(res.json.results.length).toBeLessThanOrEqual(2);
    expect(res.json.count).toBeGreaterThanOrEqual(2);
    expect(res.json.results[0].user_subscription.subscription_plan.code).toBe("starter");
    const bad = await admin.get("/api/v1/admin/users/?page_size=500");
    expect(bad.json).toEqual({ page_size: ["Page size must be between 1 and 100."] });
  });

  it("ensureAdmin promotes an existing account", async () => {
    const { email } = await signUp(t.client());
    const result = await ensureAdmin(t.ctx, { email, password: "ignored", name: "x" });
    expect(result.created).toBe(false);
    const c = t.client();
    c.bearer = (await c.post("/api/v1/auth/token/", { email, password: "secret-123" })).json.access;
    expect((await c.get("/api/v1/users/me/")).json.role).toBe("admin");
    expect((await c.get("/api/v1/admin/users/")).status).toBe(200);
  });
});

describe("plan assignment", () => {
  const putPagePlan = (page: string | number, plan: unknown) => admin.request("PUT", `/api/v1/admin/businesses/${page}/plan/`, { plan });
  const putUserPlan = (user: string, plan: unknown) => admin.request("PUT", `/api/v1/admin/users/${encodeURIComponent(user)}/plan/`, { plan });
  const gatedItem = (o: Awaited<ReturnType<typeof ownerWithPage>>) =>
    o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Report" }, access: "limited" }, o.headers);
  const myPlan = async (o: Awaited<ReturnType<typeof ownerWithPage>>) =>
    (await o.client.get("/api/v1/businesses/my/")).json[0].page_subscription?.subscription_plan.code ?? null;

  it("puts a page on a plan by handle or id, and its limits follow at once", async () => {
    const o = await ownerWithPage(t);
    expect((await gatedItem(o)).json.code).toBe("plan_limit");

    const plus = await putPagePlan(o.page.handle.toUpperCase(), "plus");
    expect(plus.status).toBe(200);
    expect(plus.json).toEqual({ status: "active", subscription_plan: { code: "plus", name_json: { en: "Plus", ja: expect.any(String) }, is_pro: false } });
    expect(await myPlan(o)).toBe("plus");
    expect((await gatedItem(o)).status).toBe(201);

    const pro = await putPagePlan(o.page.id, "pro");
    expect(pro.json.subscription_plan).toMatchObject({ code: "pro", is_pro: true });
    expect(await myPlan(o)).toBe("pro");
  });

  it("creates the subscription a page lacks, and makes an ended one active again", async () => {
    const o = await ownerWithPage(t);
    await t.ctx.db.delete(pageSubscriptions).where(eq(pageSubscriptions.pageId, o.page.id));
    expect(await myPlan(o)).toBeNull();
    expect((await putPagePlan(o.page.id, "premium")).json).toMatchObject({ status: "active", subscription_plan: { code: "premium" } });
    expect(await myPlan(o)).toBe("premium");

    await t.ctx.db.update(pageSubscriptions).set({ status: "canceled", endsAt: new Date() }).where(eq(pageSubscriptions.pageId, o.page.id));
    expect((await putPagePlan(o.page.handle, "plus")).json.status).toBe("active");
    const rows = await t.ctx.db.select().from(pageSubscriptions).where(eq(pageSubscriptions.pageId, o.page.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", endsAt: null });
  });

  it("puts a user on a plan by email (any case) or id, and the number of pages they may own follows", async () => {
    const o = await ownerWithPage(t);
    const secondPage = () => o.client.post("/api/v1/businesses/create/", { handle: uniqueHandle() }, o.headers);
    expect((await secondPage()).json.code).toBe("plan_limit");

    const byEmail = await putUserPlan(o.email.toUpperCase(), "pro");
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toEqual({
      status: "active",
      ends_at: null,
      subscription_plan: { code: "pro", name_json: { en: "Pro", ja: expect.any(String) }, is_pro: true },
    });
    expect((await secondPage()).status).toBe(201);

    const byId = await putUserPlan(o.user.id, "premium");
    expect(byId.json.subscription_plan.code).toBe("premium");
    expect((await o.client.get("/api/v1/users/me/")).json.user_subscription).toEqual(byId.json);
  });

  it("refuses a plan that is not offered, and changes nothing", async () => {
    const o = await ownerWithPage(t);
    const retired = `retired-${crypto.randomUUID().slice(0, 8)}`;
    // A code outside the known list, as an old row could hold.
    await t.ctx.db.insert(subscriptionPlans).values({ code: retired as PlanCode, nameJson: { en: "Retired" }, isActive: false });
    for (const plan of ["gold", "", retired, 3, null]) {
      for (const res of [await putPagePlan(o.page.id, plan), await putUserPlan(o.email, plan)]) {
        expect(res.status, JSON.stringify(plan)).toBe(400);
        expect(res.json).toEqual({ plan: ["Select a valid plan."] });
      }
    }
    const noBody = await admin.request("PUT", `/api/v1/admin/businesses/${o.page.id}/plan/`, {});
    expect(noBody.json).toEqual({ plan: ["Select a valid plan."] });
    expect(await myPlan(o)).toBe("starter");
    expect((await o.client.get("/api/v1/users/me/")).json.user_subscription.subscription_plan.code).toBe("starter");
  });

  it("answers 404 for a user or page that does not exist", async () => {
    for (const res of [
      await putUserPlan(uniqueEmail("nobody"), "pro"),
      await putUserPlan("no-such-user-id", "pro"),
      await putPagePlan(uniqueHandle("nowhere"), "pro"),
      await putPagePlan(2_147_483_647, "pro"),
      await putPagePlan("99999999999999999999", "pro"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: "The page you are looking for does not exist.", code: "not_found" });
    }
  });
});

describe("cookie-authenticated writes", () => {
  it("must come from the site's origin", async () => {
    const email = uniqueEmail("admin");
    await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
    const browser = t.client();
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: "admin-pass" }, { origin: t.config.siteUrl });
    expect(signIn.status).toBe(200);
    const forged = await browser.post("/api/v1/admin/invitations/", { count: 1 }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(forged.json.code).toBe("invalid_origin");
    expect((await browser.post("/api/v1/admin/invitations/", { count: 1 })).status).toBe(403);
    expect((await browser.post("/api/v1/admin/invitations/", { count: 1 }, { origin: t.config.siteUrl })).status).toBe(201);
    expect((await browser.get("/api/v1/admin/invitations/")).status).toBe(200);
  });
});
