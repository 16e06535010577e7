import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys, users } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, signUp, type TestClient } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const KEYS = "/api/v1/users/me/api-keys/";
const KEY_SHAPE = /^gpk_[A-Za-z0-9_-]{43}$/;

/** A signed-in owner (cookie) with a page, and a way to make keys for them. */
async function owner() {
  const o = await ownerWithPage(t);
  const create = (body: Record<string, unknown> = { name: "CI deploy" }) => o.client.post(KEYS, body, o.headers);
  return { ...o, create };
}

/** A client that carries nothing but the key. */
function withKey(key: string, header: "bearer" | "x-api-key" = "bearer"): TestClient {
  const c = t.client();
  if (header === "bearer") c.bearer = key;
  else {
    const request = c.request.bind(c);
    c.request = (method, path, body, headers = {}) => request(method, path, body, { "x-api-key": key, ...headers });
  }
  return c;
}

const revoke = (c: TestClient, id: string, headers: Record<string, string> = {}) => c.request("DELETE", `${KEYS}${id}/`, undefined, headers);

describe("creating a key", () => {
  it("answers the key once, stores only its hash and prefix, and lists it without either", async () => {
    const o = await owner();
    const res = await o.create({ name: "  CI deploy  ", expires_in_days: null });
    expect(res.status).toBe(201);
    const { key, ...view } = res.json;
    expect(key).toMatch(KEY_SHAPE);
    expect(view).toEqual({
      id: expect.any(String),
      name: "CI deploy",
      prefix: key.slice(4, 12),
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: null,
    });

    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, view.id));
    const hash = createHash("sha256").update(key).digest("hex");
    expect(row!.keyHash).toBe(hash);
    expect(JSON.stringify(row)).not.toContain(key);
    expect(res.text).not.toContain(hash);

    const list = await o.client.get(KEYS);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([view]);
    expect(list.text).not.toContain(hash);
    expect(list.text).not.toContain(key);
  });

  it("sets the expiry the given number of days ahead", async () => {
    const o = await owner();
    const before = Date.now();
    const res = await o.create({ name: "Thirty days", expires_in_days: 30 });
    expect(res.status).toBe(201);
    const expires = Date.parse(res.json.expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(expires).toBeLessThan(30 * 86_400_000 + 60_000);
  });

  it("400 with field errors for a missing, blank or long name and a bad expiry", async () => {
    const o = await owner();
    const nameError = { name: ["Give the key a name of 1 to 100 characters."] };
    const expiryError = { expires_in_days: ["Choose an expiry of 1 to 365 days, or none."] };
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(101) }]) {
      const res = await o.create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(nameError);
    }
    for (const expires_in_days of [0, 366, 1.5, "soon", false]) {
      const res = await o.create({ name: "Key", expires_in_days });
      expect(res.status, String(expires_in_days)).toBe(400);
      expect(res.json).toEqual(expiryError);
    }
    expect((await o.create({ expires_in_days: 0 })).json).toEqual({ ...nameError, ...expiryError });
    expect((await o.client.get(KEYS)).json).toEqual([]);
  });

  it("allows 20 live keys; the 21st is refused until one is revoked or expired", async () => {
    const o = await owner();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await o.create({ name: `Key ${i}`, expires_in_days: i === 0 ? 1 : null })).json.id);
    const refused = await o.create({ name: "One too many" });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ detail: "You already have 20 active API keys. Revoke one before creating another.", code: "api_key_limit" });
    expect((await revoke(o.client, ids[5]!, o.headers)).status).toBe(204);
    expect((await o.create({ name: "In its place" })).status).toBe(201);
    expect((await o.create({ name: "One too many again" })).status).toBe(409);
    // Once the one-day key has expired, it no longer counts.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    expect((await o.create({ name: "After expiry" })).status).toBe(201);
  });

  it("an access token (bearer) may manage keys too", async () => {
    const { email, password, user } = await signUp(t.client());
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const cli = t.client();
    cli.bearer = (await cli.post("/api/v1/auth/token/", { email, password })).json.access;
    const created = await cli.post(KEYS, { name: "From the CLI" });
    expect(created.status).toBe(201);
    expect((await cli.get(KEYS)).json).toHaveLength(1);
    expect((await revoke(cli, created.json.id)).status).toBe(204);
  });

  it("a cookie write from a foreign origin is refused", async () => {
    const o = await owner();
    const res = await o.client.post(KEYS, { name: "CSRF" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("invalid_origin");
  });
});

describe("using a key", () => {
  it("acts as its user on owner endpoints, by Authorization: Bearer or X-API-Key", async () => {
    const o = await owner();
    const { key } = (await o.create()).json;
    for (const header of ["bearer", "x-api-key"] as const) {
      const c = withKey(key, header);
      const mine = await c.get("/api/v1/businesses/my/");
      expect(mine.status, header).toBe(200);
      expect(mine.json.map((p: { id: number }) => p.id)).toEqual([o.page.id]);
      expect((await c.get("/api/v1/users/me/")).json.email).toBe(o.email);
    }
    // A write needs no Origin: a key is not sent by browsers on their own, as a cookie is.
    const renamed = await withKey(key).request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { name_json: { en: "By key" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.name_json.en).toBe("By key");
  });

  it("401 for an unknown or malformed key, without falling back to the cookie", async () => {
    const o = await owner();
    const { key } = (await o.create()).json;
    const unknown = `gpk_${"A".repeat(43)}`;
    for (const value of [unknown, key.slice(0, -1), `${key}x`, "gpk_"]) {
      expect((await withKey(value).get("/api/v1/businesses/my/")).status, value).toBe(401);
      expect((await o.client.get("/api/v1/businesses/my/", { authorization: `Bearer ${value}` })).status).toBe(401);
      expect((await o.client.get("/api/v1/businesses/my/", { "x-api-key": value })).status).toBe(401);
    }
  });

  it("a revoked key is refused at once", async () => {
    const o = await owner();
    const created = (await o.create()).json;
    const c = withKey(created.key);
    expect((await c.get("/api/v1/businesses/my/")).status).toBe(200);
    const res = await revoke(o.client, created.id, o.headers);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    const after = await c.get("/api/v1/businesses/my/");
    expect(after.status).toBe(401);
    expect(after.json.code).toBe("not_authenticated");
    expect((await o.client.get(KEYS)).json).toEqual([]);
    expect((await revoke(o.client, created.id, o.headers)).status).toBe(404);
  });

  it("an expired key is refused", async () => {
    const o = await owner();
    const { key } = (await o.create({ name: "One day", expires_in_days: 1 })).json;
    const c = withKey(key);
    expect((await c.get("/api/v1/businesses/my/")).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 86_400_000 + 60_000 });
    expect((await c.get("/api/v1/businesses/my/")).status).toBe(401);
    expect((await c.get("/api/v1/businesses/my/", { "x-api-key": key, authorization: "" })).status).toBe(401);
  });

  it("records last_used_at, writing it at most once a minute", async () => {
    const o = await owner();
    const created = (await o.create()).json;
    const c = withKey(created.key);
    const lastUsed = async () => (await o.client.get(KEYS)).json[0].last_used_at as string | null;
    expect(await lastUsed()).toBeNull();
    const start = Date.now();
    await c.get("/api/v1/businesses/my/");
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(start - 1000);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(first!) + 30_000 });
    await c.get("/api/v1/businesses/my/");
    expect(await lastUsed()).toBe(first);

    vi.setSystemTime(Date.parse(first!) + 61_000);
    await c.get("/api/v1/businesses/my/");
    expect(await lastUsed()).toBe(new Date(Date.parse(first!) + 61_000).toISOString());
  });

  it("is not accepted by the sign-in routes under /api/auth", async () => {
    const o = await owner();
    const { key } = (await o.create()).json;
    for (const headers of [{ authorization: `Bearer ${key}` }, { "x-api-key": key }] as Record<string, string>[]) {
      const res = await t.client().get("/api/auth/get-session", headers);
      expect(res.json).toBeNull();
    }
  });
});

describe("a key cannot manage keys", () => {
  it("403 on listing, creating and revoking keys, and on logout; nothing changes", async () => {
    const o = await owner();
    const created = (await o.create()).json;
    const c = withKey(created.key);
    const calls = [c.get(KEYS), c.post(KEYS, { name: "Minted by a leaked key" }), revoke(c, created.id), c.get("/api/v1/logout/")];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ detail: "This action needs a signed-in session; an API key cannot be used for it.", code: "session_required" });
    }
    const list = (await o.client.get(KEYS)).json;
    expect(list.map((k: { id: string }) => k.id)).toEqual([created.id]);
    expect((await c.get("/api/v1/businesses/my/")).status).toBe(200);
  });
});

describe("another user's keys", () => {
  it("are not listed, and revoking one is 404 as if it did not exist", async () => {
    const a = await owner();
    const aKey = (await a.create()).json;
    const b = await owner();
    await b.create({ name: "B's own" });
    const listed = (await b.client.get(KEYS)).json;
    expect(listed.map((k: { name: string }) => k.name)).toEqual(["B's own"]);
    for (const id of [aKey.id, "not-a-key-id"]) {
      const res = await revoke(b.client, id, b.headers);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: "The page you are looking for does not exist.", code: "not_found" });
    }
    expect((await withKey(aKey.key).get("/api/v1/businesses/my/")).status).toBe(200);
  });

  it("a key reaches only its own user's pages", async () => {
    const a = await owner();
    const b = await owner();
    const { key } = (await b.create()).json;
    const res = await withKey(key).get(`/api/v1/businesses/${a.page.id}/contents/`);
    expect(res.status).toBe(404);
  });
});

describe("anonymous and OpenAPI", () => {
  it("401 without credentials", async () => {
    const anonymous = t.client();
    for (const res of [await anonymous.get(KEYS), await anonymous.post(KEYS, { name: "x" }), await revoke(anonymous, "x")]) {
      expect(res.status).toBe(401);
    }
  });

  it("documents the three routes with typed bodies and answers", async () => {
    const { paths } = (await t.client().get("/api/v1/openapi.json")).json;
    const list = paths["/api/v1/users/me/api-keys/"];
    expect(list?.get?.tags).toEqual(["API keys"]);
    expect(list?.post?.requestBody).toBeDefined();
    const created = JSON.stringify(list?.post?.responses?.["201"]);
    for (const field of ["prefix", "last_used_at", "expires_at", "key"]) expect(created).toContain(field);
    expect(JSON.stringify(list?.get?.responses?.["200"])).not.toContain('"key"');
    expect(paths["/api/v1/users/me/api-keys/{id}/"]?.delete).toBeDefined();
  });
});

describe("keys and unproven accounts", () => {
  it("refuses a key to an account whose email is not verified, and stops a key once the account is unverified", async () => {
    const client = t.client();
    await signUp(client);
    const refused = await client.post(KEYS, { name: "squatter" }, { origin: t.config.siteUrl });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ detail: "Verify your email address before creating an API key.", code: "email_not_verified" });

    const o = await owner();
    const { key } = (await o.create()).json as { key: string };
    expect((await withKey(key).get("/api/v1/users/me/")).status).toBe(200);
    await t.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, o.user.id));
    expect((await withKey(key).get("/api/v1/users/me/")).status).toBe(401);
  });
});

describe("keys die with the password", () => {
  const works = async (key: string) => (await withKey(key).get("/api/v1/users/me/")).status;

  it("a password reset revokes every key of the account", async () => {
    const o = await owner();
    const keys = [(await o.create({ name: "one" })).json.key, (await o.create({ name: "two" })).json.key];
    expect(await Promise.all(keys.map(works))).toEqual([200, 200]);

    await t.client().post("/api/auth/request-password-reset", { email: o.email, redirectTo: `${t.config.siteUrl}/reset-password` }, o.headers);
    const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(o.email)}`)).json as { kind: string; links: string[] }[];
    const link = new URL(mails.find((m) => m.kind === "reset_password")!.links[0]!);
    const landing = new URL((await t.client().get(link.pathname + link.search)).headers.get("location")!);
    const reset = await t.client().post("/api/auth/reset-password", { newPassword: "brand-new-pass", token: landing.searchParams.get("token") }, o.headers);
    expect(reset.status).toBe(200);

    expect(await Promise.all(keys.map(works))).toEqual([401, 401]);
  });

  it("a password change revokes them too, unless asked to keep them (revokeApiKeys: false)", async () => {
    const o = await owner();
    const first = (await o.create()).json.key;
    const change = (from: string, to: string, extra: Record<string, unknown> = {}) =>
      o.client.post("/api/auth/change-password", { currentPassword: from, newPassword: to, ...extra }, o.headers);

    expect((await change("secret-123", "second-pass", { revokeApiKeys: false })).status).toBe(200);
    expect(await works(first)).toBe(200);

    // A refused change (wrong password) revokes nothing.
    expect((await change("not-the-password", "third-pass")).status).toBe(400);
    expect(await works(first)).toBe(200);

    expect((await change("second-pass", "third-pass")).status).toBe(200);
    expect(await works(first)).toBe(401);
    expect((await o.client.get(KEYS)).json).toEqual([]);
  });
});
