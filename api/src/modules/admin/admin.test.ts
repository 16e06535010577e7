import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../seed/admin.ts";
import { createTestApp, signUp, uniqueEmail } from "../../test/harness.ts";

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
  it("answer 401 anonymously and 403 to a normal user", async () => {
    const user = t.client();
    await signUp(user);
    for (const [method, path] of [
      ["GET", "/api/v1/admin/users/"],
      ["GET", "/api/v1/admin/invitations/"],
      ["POST", "/api/v1/admin/invitations/"],
    ] as const) {
      expect((await t.client().request(method, path, method === "POST" ? {} : undefined)).status).toBe(401);
      const res = await user.request(method, path, method === "POST" ? {} : undefined, { origin: t.config.siteUrl });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("permission_denied");
    }
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
