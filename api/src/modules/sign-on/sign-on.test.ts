import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, verifications } from "@greenpage/db/schema";
import { createTestApp, signUp, uniqueEmail, type TestClient } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let site: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  site = { origin: t.config.siteUrl };
});
afterAll(async () => t.close());

async function mailbox(email: string) {
  const res = await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.json as { kind: string; subject: string; text: string; links: string[]; code: string | null }[];
}

async function askForCode(browser: TestClient, email: string, headers: Record<string, string> = {}) {
  const res = await browser.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, { ...site, ...headers });
  expect(res.status, res.text).toBe(200);
  const [mail] = await mailbox(email);
  expect(mail).toMatchObject({ kind: "sign_in_code", code: expect.stringMatching(/^\d{6}$/) });
  return mail!.code!;
}

const signInWithCode = (browser: TestClient, email: string, otp: string) => browser.post("/api/auth/sign-in/email-otp", { email, otp }, site);

describe("sign-on with a one-time code by mail", () => {
  it("a new address gets a code in the dev mailbox, signs in with it, and becomes a verified stakeholder on Starter", async () => {
    const browser = t.client();
    const email = uniqueEmail("stakeholder");
    const code = await askForCode(browser, email);
    const signIn = await signInWithCode(browser, email, code);
    expect(signIn.status, signIn.text).toBe(200);
    const me = await browser.get("/api/v1/users/me/");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, email_verified: true, signup_source: "stakeholder" });
    expect(me.json.user_subscription.subscription_plan.code).toBe("starter");
  });

  it("a wrong code signs no one in", async () => {
    const browser = t.client();
    const email = uniqueEmail("stakeholder");
    const code = await askForCode(browser, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const res = await signInWithCode(browser, email, wrong);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("INVALID_OTP");
    expect((await browser.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("a code works once", async () => {
    const email = uniqueEmail("stakeholder");
    const code = await askForCode(t.client(), email);
    expect((await signInWithCode(t.client(), email, code)).status).toBe(200);
    const again = t.client();
    expect((await signInWithCode(again, email, code)).status).toBe(400);
    expect((await again.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("an expired code is refused", async () => {
    const browser = t.client();
    const email = uniqueEmail("stakeholder");
    const code = await askForCode(browser, email);
    await t.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `sign-in-otp-${email}`));
    const res = await signInWithCode(browser, email, code);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("OTP_EXPIRED");
    expect((await browser.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("expires ten minutes after it is mailed", async () => {
    const email = uniqueEmail("stakeholder");
    const before = Date.now();
    await askForCode(t.client(), email);
    const [row] = await t.ctx.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `sign-in-otp-${email}`));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(9.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it("three wrong guesses end the code", async () => {
    const browser = t.client();
    const email = uniqueEmail("stakeholder");
    const code = await askForCode(browser, email);
    for (const guess of ["000000", "111111", "222222"].filter((g) => g !== code).slice(0, 3)) {
      await signInWithCode(browser, email, guess);
    }
    const res = await signInWithCode(browser, email, code);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("a verified owner who signs on with a code reaches the same account and keeps their password", async () => {
    const { email, password, user } = await signUp(t.client());
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const browser = t.client();
    expect((await signInWithCode(browser, email, await askForCode(browser, email))).status).toBe(200);
    expect((await browser.get("/api/v1/users/me/")).json).toMatchObject({ id: user.id, signup_source: "standard" });
    expect((await t.client().post("/api/auth/sign-in/email", { email, password }, site)).status).toBe(200);
  });

  it("an unverified account reached by a code loses the password and sessions no one proved were the mailbox owner's", async () => {
    // better-auth's guard against pre-registration: someone may have signed up with another person's address.
    const squatter = t.client();
    const { email, password, user } = await signUp(squatter);
    const browser = t.client();
    expect((await signInWithCode(browser, email, await askForCode(browser, email))).status).toBe(200);
    expect((await browser.get("/api/v1/users/me/")).json).toMatchObject({ id: user.id, email_verified: true });
    expect((await squatter.get("/api/v1/users/me/")).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password }, site)).status).toBe(401);
  });

  it("the sign-in answer's token is a refresh token, for a popup that cannot keep a cookie", async () => {
    const browser = t.client();
    const email = uniqueEmail("stakeholder");
    const signIn = await signInWithCode(browser, email, await askForCode(browser, email));
    const refreshed = await t.client().post("/api/v1/auth/token/refresh/", { refresh: signIn.json.token });
    expect(refreshed.status).toBe(200);
    const byToken = t.client();
    byToken.bearer = refreshed.json.access;
    expect((await byToken.get("/api/v1/users/me/")).json.email).toBe(email);
  });

  it("limits codes per client address and per address mailed to", async () => {
    const browser = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await browser.post("/api/auth/email-otp/send-verification-otp", { email: uniqueEmail("flood"), type: "sign-in" }, site)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const victim = uniqueEmail("inbox");
    const perInbox: number[] = [];
    for (let i = 0; i < 6; i++) {
      perInbox.push((await t.client().post("/api/auth/email-otp/send-verification-otp", { email: victim, type: "sign-in" }, site)).status);
    }
    expect(perInbox).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailbox(victim)).toHaveLength(5);
  });

  it("writes the mail in the reader's language: Japanese or English alone, else both", async () => {
    const ja = uniqueEmail("ja");
    await askForCode(t.client(), ja, { "accept-language": "ja-JP,ja;q=0.9,en;q=0.8" });
    const [jaMail] = await mailbox(ja);
    expect(jaMail!.subject).toBe("Greenpage のサインインコード");
    expect(jaMail!.text).toContain("有効期限は10分です");
    expect(jaMail!.text).not.toContain("Enter this code");

    const en = uniqueEmail("en");
    await askForCode(t.client(), en, { "accept-language": "en-US,en;q=0.9" });
    expect((await mailbox(en))[0]!.subject).toBe("Your Greenpage sign-in code");

    const both = uniqueEmail("both");
    await askForCode(t.client(), both);
    const [bothMail] = await mailbox(both);
    expect(bothMail!.subject).toBe("Your Greenpage sign-in code / Greenpage のサインインコード");
    expect(bothMail!.text).toContain("It expires in 10 minutes");
    expect(bothMail!.text).toContain("有効期限は10分です");
  });

  it("offers no other kind of mailed code: password reset, verification and email change answer 404 or 400", async () => {
    const { email } = await signUp(t.client());
    const before = (await mailbox(email)).length;
    for (const path of [
      "/api/auth/email-otp/request-password-reset",
      "/api/auth/forget-password/email-otp",
      "/api/auth/email-otp/verify-email",
      "/api/auth/email-otp/check-verification-otp",
    ]) {
      const res = await t.client().post(path, { email, otp: "123456", type: "sign-in" }, site);
      expect(res.status, path).toBe(404);
    }
    const reset = await t.client().post("/api/auth/email-otp/send-verification-otp", { email, type: "forget-password" }, site);
    expect(reset.status).toBe(400);
    expect(await mailbox(email)).toHaveLength(before);
  });
});

describe("sign-on with a one-time link by mail", () => {
  async function askForLink(email: string, body: Record<string, unknown> = {}) {
    const res = await t.client().post("/api/auth/sign-in/magic-link", { email, callbackURL: "/feedback/thanks", ...body }, site);
    expect(res.status, res.text).toBe(200);
    const [mail] = await mailbox(email);
    expect(mail).toMatchObject({ kind: "sign_in_link", code: null });
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(t.config.siteUrl);
    expect(link.pathname).toBe("/api/auth/magic-link/verify");
    return { link, mail: mail! };
  }

  it("the link from the mail signs a new stakeholder in and lands on the page they came from", async () => {
    const email = uniqueEmail("stakeholder");
    const { link } = await askForLink(email);
    const browser = t.client();
    const visit = await browser.get(link.pathname + link.search);
    expect(visit.status).toBe(302);
    expect(new URL(visit.headers.get("location")!, t.config.siteUrl).pathname).toBe("/feedback/thanks");
    const me = await browser.get("/api/v1/users/me/");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, email_verified: true, signup_source: "stakeholder" });
    expect(me.json.user_subscription.subscription_plan.code).toBe("starter");
  });

  it("works once", async () => {
    const { link } = await askForLink(uniqueEmail("stakeholder"));
    expect((await t.client().get(link.pathname + link.search)).status).toBe(302);
    const again = t.client();
    const second = await again.get(link.pathname + link.search);
    expect(second.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect((await again.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("takes its language from metadata.lang", async () => {
    const { mail } = await askForLink(uniqueEmail("ja"), { metadata: { lang: "ja" } });
    expect(mail.subject).toBe("Greenpage へのサインイン");
    expect(mail.text).not.toContain("Sign in to Greenpage");
  });
});

describe("GET /api/v1/auth/providers/", () => {
  it("offers mailed codes and links, and no single sign-on when none is configured", async () => {
    const res = await t.client().get("/api/v1/auth/providers/");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email_code: true, magic_link: true, oidc: null });
  });

  it("is in the OpenAPI document", async () => {
    const doc = await t.client().get("/api/v1/openapi.json");
    expect(doc.json.paths["/api/v1/auth/providers/"]?.get).toBeDefined();
  });
});
