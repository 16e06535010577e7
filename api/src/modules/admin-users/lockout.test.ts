import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage } from "../../test/harness.ts";
import { auditOf, signedInAdmin } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => t.close());

const DISABLED = { detail: "This account has been disabled. Contact the Greenpage team if you think this is a mistake.", code: "account_disabled" };

describe("a disabled user", () => {
  it("is locked out of cookie, bearer and API-key calls on the very next request, and enabling restores sign-in", async () => {
    const o = await ownerWithPage(t);
    // Three ways in: the site's cookie (from signing up), an access + refresh token, an API key.
    const tokens = (await t.client().post("/api/v1/auth/token/", { email: o.email, password: "secret-123" })).json;
    const bearer = t.client();
    bearer.bearer = tokens.access;
    const byKey = t.client();
    byKey.bearer = (await o.client.post("/api/v1/users/me/api-keys/", { name: "CI" }, o.headers)).json.key;
    for (const client of [o.client, bearer, byKey]) expect((await client.get("/api/v1/businesses/my/")).status).toBe(200);

    expect((await admin.client.post(`/api/v1/admin/users/${o.email}/disable/`, { reason: "Phishing page" })).status).toBe(200);

    const cookie = await o.client.get("/api/v1/businesses/my/");
    expect(cookie.status).toBe(401);
    expect((await o.client.get("/api/auth/get-session")).json).toBeNull();
    const access = await bearer.get("/api/v1/businesses/my/");
    expect(access.status).toBe(401);
    const key = await byKey.get("/api/v1/businesses/my/");
    expect(key.status).toBe(401);
    expect(key.json).toEqual(DISABLED);
    expect((await byKey.post("/api/v1/businesses/create/", { handle: "after-disable" })).status).toBe(401);
    expect((await t.client().post("/api/v1/auth/token/refresh/", { refresh: tokens.refresh })).status).toBe(401);

    // Signing in again, on the site or for a token, is refused with the reason said plainly.
    const site = await t.client().post("/api/auth/sign-in/email", { email: o.email, password: "secret-123" }, { origin: t.config.siteUrl });
    expect(site.status).toBe(403);
    expect(site.json).toMatchObject({ code: "ACCOUNT_DISABLED", message: DISABLED.detail });
    const token = await t.client().post("/api/v1/auth/token/", { email: o.email, password: "secret-123" });
    expect(token.status).toBe(401);
    expect(token.json).toEqual(DISABLED);

    expect((await admin.client.post(`/api/v1/admin/users/${o.user.id}/enable/`, {})).status).toBe(200);
    const again = t.client();
    const signedIn = await again.post("/api/auth/sign-in/email", { email: o.email, password: "secret-123" }, { origin: t.config.siteUrl });
    expect(signedIn.status).toBe(200);
    expect((await again.get("/api/v1/businesses/my/")).status).toBe(200);
    // The API key was kept, unusable while disabled: it works again.
    expect((await byKey.get("/api/v1/businesses/my/")).status).toBe(200);
    expect(await auditOf(t, "user.disable", o.user.id)).toHaveLength(1);
    expect(await auditOf(t, "user.enable", o.user.id)).toHaveLength(1);
  });

  it("is refused on a session that outlived disabling (a row written by hand, a race): the guard reads the account on every call", async () => {
    const o = await ownerWithPage(t);
    const bearer = t.client();
    const tokens = (await t.client().post("/api/v1/auth/token/", { email: o.email, password: "secret-123" })).json;
    bearer.bearer = tokens.access;
    await t.ctx.db.update(users).set({ disabledAt: new Date(), disabledReason: "By hand" }).where(eq(users.id, o.user.id));
    for (const client of [o.client, bearer]) {
      const res = await client.get("/api/v1/users/me/");
      expect(res.status).toBe(401);
      expect(res.json).toEqual(DISABLED);
    }
    // Its refresh token mints no new access token.
    const refreshed = await t.client().post("/api/v1/auth/token/refresh/", { refresh: tokens.refresh });
    expect(refreshed.status).toBe(401);
    expect(refreshed.json).toEqual(DISABLED);
    // better-auth's own endpoints on that cookie: the session ends, no name to change, nothing to read.
    const renamed = await o.client.post("/api/auth/update-user", { name: "Still here" }, { origin: t.config.siteUrl });
    expect(renamed.status).toBe(401);
    const [row] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, o.user.id));
    expect(row!.name).not.toBe("Still here");
    expect((await o.client.get("/api/auth/get-session")).json).toBeNull();
    // The cookie's session is gone; the one the access token came from stays (auth-guard refuses it, above).
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, o.user.id))).toHaveLength(1);
  });
});

describe("the last admin", () => {
  it("cannot be made a user, nor leave the console without an admin who can sign in", async () => {
    const isolated = await isolatedDatabaseUrl();
    const alone = await createTestApp({}, isolated.url);
    try {
      const only = await signedInAdmin(alone);
      const last = await only.client.request("PUT", `/api/v1/admin/users/${only.id}/role/`, { role: "user" });
      expect(last.status).toBe(409);
      expect(last.json).toEqual({ detail: "This is the last admin: make someone else an admin first.", code: "last_admin" });

      const second = await signedInAdmin(alone);
      // A disabled admin cannot sign in, so they do not count as another admin.
      await alone.ctx.db.update(users).set({ disabledAt: new Date(), disabledReason: "Left" }).where(eq(users.id, second.id));
      expect((await only.client.request("PUT", `/api/v1/admin/users/${only.id}/role/`, { role: "user" })).json.code).toBe("last_admin");
      expect(await auditOf(alone, "user.role", only.id)).toEqual([]);

      await alone.ctx.db.update(users).set({ disabledAt: null, disabledReason: null }).where(eq(users.id, second.id));
      const stepDown = await only.client.request("PUT", `/api/v1/admin/users/${only.id}/role/`, { role: "user" });
      expect(stepDown.json.role).toBe("user");
      expect((await only.client.get("/api/v1/admin/users/")).status).toBe(403);
      expect((await second.client.request("PUT", `/api/v1/admin/users/${second.id}/role/`, { role: "user" })).json.code).toBe("last_admin");
    } finally {
      await alone.close();
      await isolated.drop();
    }
  });
});
