import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "@greenpage/db/schema";
import { createTestApp, type TestClient } from "../../test/harness.ts";
import { signInAtProvider, startOidcProvider } from "../../test/oidc-provider.ts";

const SITE_URL = "http://localhost:4321";
const SSO_USER = { subject: "sso-user-1", email: "sso-user@example.com", name: "Sso User", emailVerified: true };

let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: `${SITE_URL}/api/auth/callback/oidc`, accounts: [SSO_USER] });
  t = await createTestApp({
    SITE_URL,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_NAME: "Example Corp SSO",
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** The whole browser dance: our sign-in call, the provider's forms, our callback. Returns where the site lands. */
async function signOn(browser: TestClient, login: string): Promise<URL> {
  const start = await browser.post("/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/feedback/thanks" }, { origin: SITE_URL });
  expect(start.status, start.text).toBe(200);
  expect(start.json).toMatchObject({ redirect: true, url: expect.stringContaining(`${idp.issuer}/`) });
  const callback = await signInAtProvider(start.json.url, login, SITE_URL);
  expect(callback.pathname).toBe("/api/auth/callback/oidc");
  const back = await browser.get(callback.pathname + callback.search);
  expect(back.status).toBe(302);
  return new URL(back.headers.get("location")!, SITE_URL);
}

describe("single sign-on with OpenID Connect", () => {
  it("signs a stakeholder on at the provider and back: a session for the provider's verified email, on Starter", async () => {
    const browser = t.client();
    const landed = await signOn(browser, SSO_USER.subject);
    expect(landed.toString()).toBe(`${SITE_URL}/feedback/thanks`);
    const me = await browser.get("/api/v1/users/me/");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: SSO_USER.email, name: SSO_USER.name, email_verified: true, signup_source: "stakeholder" });
    expect(me.json.user_subscription.subscription_plan.code).toBe("starter");
    const linked = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, me.json.id));
    expect(linked).toMatchObject([{ providerId: "oidc", accountId: SSO_USER.subject }]);
  });

  it("the same subject signing on again reaches the same account", async () => {
    const first = t.client();
    await signOn(first, SSO_USER.subject);
    const second = t.client();
    await signOn(second, SSO_USER.subject);
    const [a, b] = await Promise.all([first.get("/api/v1/users/me/"), second.get("/api/v1/users/me/")]);
    expect(b.json.id).toBe(a.json.id);
  });

  it("a callback that did not start in this browser signs no one in", async () => {
    const start = await t.client().post("/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/feedback/thanks" }, { origin: SITE_URL });
    const callback = await signInAtProvider(start.json.url, SSO_USER.subject, SITE_URL);
    const stranger = t.client();
    const back = await stranger.get(callback.pathname + callback.search);
    expect(back.headers.get("location")).toContain("error=");
    expect((await stranger.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("GET /api/v1/auth/providers/ offers the configured provider by id and label", async () => {
    const res = await t.client().get("/api/v1/auth/providers/");
    expect(res.json).toEqual({ email_code: true, magic_link: true, oidc: { id: "oidc", name: "Example Corp SSO" } });
  });
});
