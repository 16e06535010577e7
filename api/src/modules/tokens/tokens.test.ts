import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signUp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_RATE_LIMIT: "3" });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

async function account() {
  return signUp(t.client());
}

describe("POST /api/v1/auth/token/", () => {
  it("trades email and password for access and refresh tokens", async () => {
    const { email, password } = await account();
    const res = await t.client().post("/api/v1/auth/token/", { email, password });
    expect(res.status).toBe(200);
    expect(res.json.access).toMatch(/^ey/);
    expect(res.json.refresh.length).toBeGreaterThan(20);
    const c = t.client();
    c.bearer = res.json.access;
    expect((await c.get("/api/v1/users/me/")).json.email).toBe(email);
  });

  it("401 on a wrong password or an unknown email", async () => {
    const { email } = await account();
    const wrong = await t.client().post("/api/v1/auth/token/", { email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ detail: "No active account found with the given credentials.", code: "invalid_credentials" });
    expect((await t.client().post("/api/v1/auth/token/", { email: "nobody@example.com", password: "whatever1" })).status).toBe(401);
  });

  it("400 with field errors when a field is missing", async () => {
    const res = await t.client().post("/api/v1/auth/token/", {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ["This field is required."], password: ["This field is required."] });
  });

  it("is rate-limited like sign-in, per client address", async () => {
    const { email } = await account();
    const attacker = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker.post("/api/v1/auth/token/", { email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await attacker.post("/api/v1/auth/token/", { email, password: "guess" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ detail: "Too many requests. Please try again later.", code: "rate_limited", retry_after: expect.any(Number) });
    // When to retry, as better-auth's limiter says, in the standard headers too.
    expect(Number(limited.headers.get("retry-after"))).toBe(limited.json.retry_after);
    expect(limited.headers.get("ratelimit-limit")).toBe(String(t.config.signInRateLimit));
    // Another address is not affected.
    expect((await t.client().post("/api/v1/auth/token/", { email, password: "guess" })).status).toBe(401);
  });
});

describe("POST /api/v1/auth/token/refresh/", () => {
  it("returns a new access token, with or without a Bearer prefix", async () => {
    const { email, password } = await account();
    const { refresh } = (await t.client().post("/api/v1/auth/token/", { email, password })).json;
    for (const value of [refresh, `Bearer ${refresh}`]) {
      const res = await t.client().post("/api/v1/auth/token/refresh/", { refresh: value });
      expect(res.status).toBe(200);
      const c = t.client();
      c.bearer = res.json.access;
      expect((await c.get("/api/v1/users/me/")).status).toBe(200);
    }
  });

  it("401 on a bad or missing refresh token", async () => {
    for (const body of [{ refresh: "garbage" }, { refresh: "Bearer " }, {}]) {
      const res = await t.client().post("/api/v1/auth/token/refresh/", body);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("token_not_valid");
    }
  });

  it("an access token cannot be used as a refresh token", async () => {
    const { email, password } = await account();
    const { access } = (await t.client().post("/api/v1/auth/token/", { email, password })).json;
    expect((await t.client().post("/api/v1/auth/token/refresh/", { refresh: access })).status).toBe(401);
  });
});

describe("bearer access tokens", () => {
  it("expire after one hour", async () => {
    const { email, password } = await account();
    const { access } = (await t.client().post("/api/v1/auth/token/", { email, password })).json;
    const c = t.client();
    c.bearer = access;
    expect((await c.get("/api/v1/users/me/")).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60 * 1000 });
    expect((await c.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("a forged or garbled token is refused without falling back to the cookie", async () => {
    const c = t.client();
    await signUp(c); // has a valid session cookie
    const [header, payload] = "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.sig".split(".");
    for (const token of ["garbage", `${header}.${payload}.forged`]) {
      const res = await c.get("/api/v1/users/me/", { authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
  });
});
