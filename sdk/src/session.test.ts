import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTokenService } from "../../api/src/lib/tokens.ts";
import { ownerWithPage } from "../../api/src/test/harness.ts";
import { failure, startApi, type TestApi } from "../test/api.ts";
import type { Tokens } from "./session.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

/** An access token for the user's session that expired an hour ago, signed as the server signs. */
async function expiredAccess(refresh: string): Promise<string> {
  const live = await api.t.ctx.tokens.findSessionByToken(refresh);
  if (!live) throw new Error("no session for that refresh token");
  const past = createTokenService({ db: api.t.ctx.db, secret: api.t.config.authSecret, now: () => Date.now() - 2 * 60 * 60 * 1000 });
  return past.mintAccess(live.user.id, live.session.id);
}

/** A signed-in user's refresh token and an expired access token, and the requests a client made. */
async function expiredSession() {
  const { sdk, email, page } = await api.owner();
  const refresh = sdk.tokens!.refresh!;
  return { email, page, refresh, access: await expiredAccess(refresh) };
}

const paths = (from: number) => api.seen.slice(from).map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe("login", () => {
  it("gets tokens, keeps them for later calls and hands them to onTokens", async () => {
    const { email, password } = await api.account();
    const onTokens = vi.fn();
    const sdk = api.client({ onTokens });
    const tokens = await sdk.login(email, password);
    expect(tokens.access).toMatch(/^ey/);
    expect(tokens.refresh).toBeTruthy();
    expect(sdk.tokens).toEqual(tokens);
    expect(onTokens).toHaveBeenCalledWith(tokens);
    expect((await sdk.me()).email).toBe(email);
  });

  it("a client made with a stored token works without logging in", async () => {
    const { sdk, email } = await api.owner();
    const again = api.client({ token: sdk.tokens!.access });
    expect((await again.me()).email).toBe(email);
    const sent = api.seen.at(-1)!;
    expect(sent.headers.get("authorization")).toBe(`Bearer ${sdk.tokens!.access}`);
  });

  it("logout ends the session: its tokens stop working", async () => {
    const { sdk } = await api.owner();
    const { access, refresh } = sdk.tokens!;
    await sdk.logout();
    expect(sdk.tokens).toBeUndefined();
    const stale = api.client({ token: access, refreshToken: refresh });
    expect(await failure(stale.me())).toMatchObject({ kind: "unauthorized" });
  });
});

describe("token refresh", () => {
  it("an expired access token is renewed once, the call replayed, and onTokens told", async () => {
    const { email, refresh, access } = await expiredSession();
    const onTokens = vi.fn<(tokens: Tokens) => void>();
    const sdk = api.client({ token: access, refreshToken: refresh, onTokens });
    const from = api.seen.length;

    expect((await sdk.me()).email).toBe(email);
    expect(paths(from)).toEqual(["GET /api/v1/users/me/", "POST /api/v1/auth/token/refresh/", "GET /api/v1/users/me/"]);
    expect(onTokens).toHaveBeenCalledTimes(1);
    const renewed = onTokens.mock.calls[0]![0];
    expect(renewed.refresh).toBe(refresh);
    expect(renewed.access).not.toBe(access);
    expect(sdk.tokens).toEqual(renewed);
    expect(api.seen.at(-1)!.headers.get("authorization")).toBe(`Bearer ${renewed.access}`);

    // The new token is used from then on: no second renewal.
    await sdk.me();
    expect(onTokens).toHaveBeenCalledTimes(1);
  });

  it("a write is replayed with its body", async () => {
    const { page, refresh, access } = await expiredSession();
    const sdk = api.client({ token: access, refreshToken: refresh });
    const created = await sdk.categories.create(page.id, { name_json: { en: "Replayed" } });
    expect(created.name_json).toEqual({ en: "Replayed" });
    expect((await sdk.categories.list(page.id)).filter((c) => c.name_json.en === "Replayed")).toHaveLength(1);
  });

  it("calls failing together share one renewal", async () => {
    const { refresh, access } = await expiredSession();
    const onTokens = vi.fn();
    const sdk = api.client({ token: access, refreshToken: refresh, onTokens });
    const from = api.seen.length;
    await Promise.all([sdk.me(), sdk.pages.mine(), sdk.me()]);
    expect(paths(from).filter((p) => p.includes("/auth/token/refresh/"))).toHaveLength(1);
    expect(onTokens).toHaveBeenCalledTimes(1);
  });

  it("a refresh token alone is enough: the first call renews", async () => {
    const { email, refresh } = await expiredSession();
    const sdk = api.client({ refreshToken: refresh });
    expect((await sdk.me()).email).toBe(email);
    expect(sdk.tokens?.access).toMatch(/^ey/);
  });

  it("a revoked refresh token: the call fails as unauthorized, after one renewal attempt", async () => {
    const { sdk } = await api.owner();
    const { refresh } = sdk.tokens!;
    const access = await expiredAccess(refresh!);
    await sdk.logout();
    const stale = api.client({ token: access, refreshToken: refresh });
    const from = api.seen.length;
    expect(await failure(stale.me())).toMatchObject({ kind: "unauthorized", detail: "Authentication credentials were not provided or are invalid." });
    expect(paths(from)).toEqual(["GET /api/v1/users/me/", "POST /api/v1/auth/token/refresh/"]);
  });

  it("a refresh call the server fails is the server's error (503: unavailable), not a reason to sign in again", async () => {
    const { refresh, access } = await expiredSession();
    const failingRefresh = (input: Request, init?: RequestInit) =>
      new URL(input.url).pathname === "/api/v1/auth/token/refresh/"
        ? Promise.resolve(
            Response.json({ detail: "The service is unavailable right now. Please try again in a moment.", code: "database_unavailable" }, { status: 503 }),
          )
        : api.t.app.handle(new Request(input, init));
    const stale = api.client({ token: access, refreshToken: refresh, fetch: failingRefresh });
    expect(await failure(stale.me())).toMatchObject({ kind: "unavailable", status: 503, code: "database_unavailable" });
  });

  it("wrong credentials at login never trigger a renewal", async () => {
    const { sdk, email } = await api.owner();
    const from = api.seen.length;
    expect(await failure(sdk.login(email, "not-the-password"))).toMatchObject({ code: "invalid_credentials" });
    expect(paths(from)).toEqual(["POST /api/v1/auth/token/"]);
  });
});

describe("API keys", () => {
  it("a key made with apiKeys.create signs a client in; revoked, it stops working", async () => {
    const { sdk, email } = await api.owner();
    const made = await sdk.apiKeys.create({ name: "SDK test" });
    expect(made.key).toMatch(/^gpk_/);
    expect((await sdk.apiKeys.list()).map((k) => k.name)).toEqual(["SDK test"]);

    const byKey = api.client({ apiKey: made.key });
    expect((await byKey.me()).email).toBe(email);
    expect(api.seen.at(-1)!.headers.get("authorization")).toBe(`Bearer ${made.key}`);
    expect(byKey.tokens).toBeUndefined();
    // A key cannot manage keys: that needs a session.
    expect(await failure(byKey.apiKeys.list())).toMatchObject({ status: 403 });

    await sdk.apiKeys.revoke(made.id);
    expect(await failure(byKey.me())).toMatchObject({ kind: "unauthorized" });
  });

  it("are sent as a bearer credential and never renewed", async () => {
    const sdk = api.client({ apiKey: "gpk_not_a_real_key" });
    const from = api.seen.length;
    expect(await failure(sdk.me())).toMatchObject({ kind: "unauthorized" });
    expect(paths(from)).toEqual(["GET /api/v1/users/me/"]);
    expect(api.seen.at(-1)!.headers.get("authorization")).toBe("Bearer gpk_not_a_real_key");
  });
});

describe("cookie mode (the site's own pages)", () => {
  /** A client that sends a browser's session cookie, as the site's islands do. */
  function cookieClient(cookie: string | undefined, onUnauthorized = vi.fn()) {
    const sdk = api.client({
      credentials: "include",
      onUnauthorized,
      headers: { origin: api.t.config.siteUrl, ...(cookie ? { cookie } : {}) },
    });
    return { sdk, onUnauthorized };
  }
  const cookieOf = (made: { client: { cookies: Map<string, string> } }) => [...made.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  it("sends every request with the browser's credentials and reads and writes as the cookie's user", async () => {
    const made = await ownerWithPage(api.t);
    const { sdk, onUnauthorized } = cookieClient(cookieOf(made));
    const from = api.seen.length;
    expect((await sdk.me()).email).toBe(made.email);
    const updated = await sdk.pages.update(made.page.id, { name_json: { en: "Cookie Co" } });
    expect(updated.name_json).toEqual({ en: "Cookie Co" });
    expect(api.seen.slice(from).map((r) => r.credentials)).toEqual(["include", "include"]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("a 401 calls onUnauthorized and throws unauthorized; other failures do not call it", async () => {
    const { sdk, onUnauthorized } = cookieClient(undefined);
    expect(await failure(sdk.me())).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(await failure(sdk.pages.get("no-such-page-here"))).toMatchObject({ kind: "not_found" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
