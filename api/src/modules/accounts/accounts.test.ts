import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, invitationCodes, users } from "@greenpage/db/schema";
import { createTestApp, signUp, uniqueEmail } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function mailLink(email: string, kind: string) {
  const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(email)}`)).json;
  const mail = mails.find((m: { kind: string }) => m.kind === kind);
  expect(mail, `a ${kind} mail to ${email}`).toBeTruthy();
  return new URL(mail.links[0]);
}

async function addInvitation(code: string) {
  await t.ctx.db.insert(invitationCodes).values({ code });
}

describe("POST /api/v1/signup/", () => {
  it("creates the account, signs the user in and mails a verification link", async () => {
    const c = t.client();
    const email = uniqueEmail();
    const res = await c.post("/api/v1/signup/", {
      name: "Aiko",
      business_name: "Aiko Farm",
      email,
      password: "1234567",
      how_found_us: "A friend",
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email, name: "Aiko", business_name: "Aiko Farm", how_found_us: "A friend", email_verified: false });
    expect(res.json.user.user_subscription.subscription_plan.code).toBe("starter");
    const me = await c.get("/api/v1/users/me/");
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
    const link = await mailLink(email, "verify_email");
    expect(link.origin).toBe(t.config.siteUrl);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe(`${t.config.siteUrl}/verify-email`);
  });

  it("answers the specification's field errors", async () => {
    const c = t.client();
    const short = await c.post("/api/v1/signup/", { name: "A", email: uniqueEmail(), password: "123456" });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({ password: ["Password must be at least 7 characters"] });

    const empty = await c.post("/api/v1/signup/", {});
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      name: ["This field is required."],
      email: ["This field is required."],
      password: ["Password must be at least 7 characters"],
    });

    const badEmail = await c.post("/api/v1/signup/", { name: "A", email: "not-an-email", password: "1234567" });
    expect(badEmail.json).toEqual({ email: ["Enter a valid email address."] });

    const blank = await c.post("/api/v1/signup/", { name: "   ", email: "  ", password: "1234567" });
    expect(blank.json).toEqual({ name: ["This field is required."], email: ["This field is required."] });

    // Text is trimmed before it is checked; a password is taken as typed (spaces count).
    const email = uniqueEmail();
    const trimmed = await c.post("/api/v1/signup/", { name: " Ren ", email: `  ${email.toUpperCase()} `, password: " 12345 ", business_name: "  " });
    expect(trimmed.json.user).toMatchObject({ name: "Ren", email, business_name: null });
  });

  it("refuses a duplicate email, whatever its case", async () => {
    const c = t.client();
    const { email } = await signUp(c);
    const again = await t.client().post("/api/v1/signup/", { name: "B", email: email.toUpperCase(), password: "1234567" });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ email: ["This email already exists."] });
  });

  it("early sign-up needs a valid unused invitation code and uses it up", async () => {
    const code = `EARLY-${crypto.randomUUID().slice(0, 6)}`;
    await addInvitation(code);

    const missing = await t.client().post("/api/v1/signup/?early_signup=true", { name: "E", email: uniqueEmail(), password: "1234567" });
    expect(missing.json).toEqual({ invitation_code: ["An invitation code is required for early access."] });

    const invalid = await t.client().post("/api/v1/signup/?early_signup=true", {
      name: "E",
      email: uniqueEmail(),
      password: "1234567",
      invitation_code: "NOPE-NOPE",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ invitation_code: ["This invitation code is invalid or has already been used."] });

    const ok = await t.client().post("/api/v1/signup/?early_signup=true", { name: "E", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(ok.status).toBe(201);
    expect(ok.json.user.signup_source).toBe("early");
    const [row] = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
    expect(row?.usedBy).toBe(ok.json.user.id);

    const reused = await t.client().post("/api/v1/signup/?early_signup=true", { name: "F", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(reused.json).toEqual({ invitation_code: ["This invitation code is invalid or has already been used."] });
  });

  it("of sign-ups racing for one code, one gets an account and the others create nothing and are mailed nothing", async () => {
    const code = `RACE-${crypto.randomUUID().slice(0, 6)}`;
    await addInvitation(code);
    const emails = Array.from({ length: 5 }, () => uniqueEmail("race"));
    const answers = await Promise.all(
      emails.map((email) => t.client().post("/api/v1/signup/?early_signup=true", { name: "R", email, password: "1234567", invitation_code: code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const accounts = await t.ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(accounts).toHaveLength(1);
    const mails = await t.ctx.db.select({ to: emailOutbox.to }).from(emailOutbox).where(inArray(emailOutbox.to, emails));
    expect(mails.map((m) => m.to)).toEqual([accounts[0]!.email]);
  });

  it("gives the code back when the account could not be made", async () => {
    const code = `BACK-${crypto.randomUUID().slice(0, 6)}`;
    await addInvitation(code);
    // better-auth refuses this client's next sign-up (its per-address limit): after the code was claimed.
    const busy = t.client();
    for (let i = 0; i < t.config.signUpRateLimit; i++) await busy.post("/api/v1/signup/", { name: "B", email: uniqueEmail(), password: "1234567" });
    const refused = await busy.post("/api/v1/signup/?early_signup=true", { name: "B", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(refused.status).toBe(429);
    const ok = await t.client().post("/api/v1/signup/?early_signup=true", { name: "C", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(ok.status).toBe(201);
  });

  it("an expired invitation code is refused", async () => {
    const code = `OLD-${crypto.randomUUID().slice(0, 6)}`;
    await t.ctx.db.insert(invitationCodes).values({ code, expiresAt: new Date(Date.now() - 1000) });
    const res = await t.client().post("/api/v1/signup/?early_signup=true", { name: "E", email: uniqueEmail(), password: "1234567", invitation_code: code });
    expect(res.json).toEqual({ invitation_code: ["This invitation code is invalid or has already been used."] });
  });

  it("records a demo sign-up", async () => {
    const res = await t.client().post("/api/v1/signup/?demo_signup=true", { name: "D", email: uniqueEmail(), password: "1234567" });
    expect(res.status).toBe(201);
    expect(res.json.user.signup_source).toBe("demo");
  });

  it("never answers a malformed body with a 500", async () => {
    const res = await t.client().request("POST", "/api/v1/signup/", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at .*\.ts/);
  });
});

describe("email verification", () => {
  it("the mailed link verifies the address and redirects back to the site", async () => {
    const c = t.client();
    const { email } = await signUp(c);
    const link = await mailLink(email, "verify_email");
    const visit = await t.client().get(link.pathname + link.search);
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe(`${t.config.siteUrl}/verify-email`);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it("a tampered link is refused with an error for the site to show", async () => {
    const visit = await t.client().get(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(`${t.config.siteUrl}/verify-email`)}`);
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toMatch(/\/verify-email\?error=/);
  });
});

describe("forgot and reset password", () => {
  it("mails a reset link; the new password works and the old one no longer does", async () => {
    const c = t.client();
    const { email, password } = await signUp(c);
    const ask = await t
      .client()
      .post("/api/auth/request-password-reset", { email, redirectTo: `${t.config.siteUrl}/reset-password` }, { origin: t.config.siteUrl });
    expect(ask.status).toBe(200);
    const link = await mailLink(email, "reset_password");
    const follow = await t.client().get(link.pathname + link.search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get("location")!);
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token")!;
    const reset = await t.client().post("/api/auth/reset-password", { newPassword: "brand-new-pass", token }, { origin: t.config.siteUrl });
    expect(reset.status).toBe(200);

    expect((await t.client().post("/api/v1/auth/token/", { email, password })).status).toBe(401);
    expect((await t.client().post("/api/v1/auth/token/", { email, password: "brand-new-pass" })).status).toBe(200);
    // Sessions from before the reset are revoked.
    expect((await c.get("/api/v1/users/me/")).status).toBe(401);
  });
});

describe("GET /api/v1/users/me/ and /api/v1/logout/", () => {
  it("401 without credentials", async () => {
    const res = await t.client().get("/api/v1/users/me/");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("not_authenticated");
  });

  it("logout by cookie ends the session and clears the cookie", async () => {
    const c = t.client();
    await signUp(c);
    expect((await c.get("/api/v1/users/me/")).status).toBe(200);
    const sessionCookie = [...c.cookies.entries()];
    const out = await c.get("/api/v1/logout/", { "sec-fetch-site": "same-origin" });
    expect(out.status).toBe(200);
    expect(c.cookies.size).toBe(0);
    // Replaying the old cookie does not work either: the session is gone.
    const replay = t.client();
    for (const [k, v] of sessionCookie) replay.cookies.set(k, v);
    expect((await replay.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("logout by cookie is refused when another site sends it (a link or an image there), and works from the site", async () => {
    const c = t.client();
    await signUp(c);
    const evil = "https://evil.example/page";
    // A sibling subdomain, another site, an untrusted Origin or Referer, and a link that sends none of them (referrerpolicy=no-referrer).
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { referer: evil },
      {},
    ];
    for (const headers of crossSite) {
      const refused = await c.get("/api/v1/logout/", headers);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe("invalid_origin");
    }
    expect((await c.get("/api/v1/users/me/")).status).toBe(200);
    expect((await c.get("/api/v1/logout/", { "sec-fetch-site": "same-origin", referer: `${t.config.siteUrl}/dashboard` })).status).toBe(200);
    expect((await c.get("/api/v1/users/me/")).status).toBe(401);
  });

  it("logout by bearer revokes the access and the refresh token", async () => {
    const { email, password } = await signUp(t.client());
    const c = t.client();
    const tokens = (await c.post("/api/v1/auth/token/", { email, password })).json;
    c.bearer = tokens.access;
    expect((await c.get("/api/v1/users/me/")).json.email).toBe(email);
    expect((await c.get("/api/v1/logout/")).status).toBe(200);
    expect((await c.get("/api/v1/users/me/")).status).toBe(401);
    expect((await t.client().post("/api/v1/auth/token/refresh/", { refresh: tokens.refresh })).status).toBe(401);
  });
});

describe("changing the password", () => {
  it("revokes the tokens of every other session", async () => {
    const site = t.client();
    const { email, password } = await signUp(site);
    const cli = t.client();
    const tokens = (await cli.post("/api/v1/auth/token/", { email, password })).json;
    cli.bearer = tokens.access;
    expect((await cli.get("/api/v1/users/me/")).status).toBe(200);

    const change = await site.post("/api/auth/change-password", { currentPassword: password, newPassword: "changed-pass-1" }, { origin: t.config.siteUrl });
    expect(change.status).toBe(200);
    expect((await cli.get("/api/v1/users/me/")).status).toBe(401);
    expect((await t.client().post("/api/v1/auth/token/refresh/", { refresh: tokens.refresh })).status).toBe(401);
  });
});
