import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, contents, emailOutbox, pages, users } from "@greenpage/db/schema";
import { joinAs } from "../members/test-fixtures.ts";
import { createTestApp, ownerWithPage, signUp, uniqueEmail } from "../../test/harness.ts";
import { auditOf, signedInAdmin } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => t.close());

const USERS = "/api/v1/admin/users/";
const on = (user: string, action = "") => `${USERS}${encodeURIComponent(user)}/${action}`;
const mailsTo = (email: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

describe("finding users", () => {
  it("searches email or name in any case, filters by role and state, and shows plan, pages, verification, source and last sign-in", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const o = await ownerWithPage(t, { published: true });
    await t.ctx.db
      .update(users)
      .set({ name: `Hana ${marker}` })
      .where(eq(users.id, o.user.id));
    const member = await joinAs(t, o, "editor", `Mio ${marker}`);

    const byName = await admin.client.get(`${USERS}?q=${marker.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.json.count).toBe(2);
    const owner = byName.json.results.find((u: { id: string }) => u.id === o.user.id);
    expect(owner).toMatchObject({
      email: o.email,
      role: "user",
      plan: "starter",
      pages_owned: 1,
      member_of: 0,
      email_verified: true,
      signup_source: "standard",
      disabled_at: null,
      disabled_reason: null,
      user_subscription: { status: "active", subscription_plan: { code: "starter" } },
    });
    // Signing up signs in: the last sign-in is kept on the account.
    expect(Date.parse(owner.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(byName.json.results.find((u: { id: string }) => u.id === member.user.id)).toMatchObject({ pages_owned: 0, member_of: 1 });

    const byEmail = await admin.client.get(`${USERS}?q=${encodeURIComponent(o.email.slice(0, 13).toUpperCase())}`);
    expect(byEmail.json.results.map((u: { id: string }) => u.id)).toEqual([o.user.id]);
    // A wildcard typed in the search is a letter.
    expect((await admin.client.get(`${USERS}?q=${marker}%25`)).json.count).toBe(0);

    await admin.client.post(on(member.email, "disable/"), { reason: "Spam" });
    // No filter: every role and state.
    expect((await admin.client.get(`${USERS}?q=${marker}`)).json.count).toBe(2);
    const everyone = (await admin.client.get(`${USERS}?page_size=100`)).json.results.map((u: { id: string }) => u.id);
    expect(everyone).toContain(admin.id);
    expect((await admin.client.get(`${USERS}?q=${marker}&state=disabled`)).json.results.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    expect((await admin.client.get(`${USERS}?q=${marker}&state=active`)).json.results.map((u: { id: string }) => u.id)).toEqual([o.user.id]);
    expect((await admin.client.get(`${USERS}?q=${marker}&role=admin`)).json.count).toBe(0);
    expect((await admin.client.get(`${USERS}?q=${encodeURIComponent(admin.email)}&role=admin`)).json.count).toBe(1);

    const bad = await admin.client.get(`${USERS}?role=owner&state=gone&q=${"x".repeat(201)}`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ role: ["Select a valid role."], state: ["Select a valid state."], q: ["A search is at most 200 characters."] });
  });

  it("shows one user by email or id with their pages, sessions and API keys; 404 for nobody", async () => {
    const o = await ownerWithPage(t);
    const key = await o.client.post("/api/v1/users/me/api-keys/", { name: "CI" }, o.headers);
    expect(key.status).toBe(201);
    const byEmail = await admin.client.get(on(o.email.toUpperCase()));
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toMatchObject({
      id: o.user.id,
      pages: [{ id: o.page.id, handle: o.page.handle, role: "owner", is_published: false }],
      active_sessions: 1,
      api_keys: 1,
    });
    expect((await admin.client.get(on(o.user.id))).json).toEqual(byEmail.json);
    for (const nobody of [uniqueEmail("nobody"), "no-such-id"]) {
      const res = await admin.client.get(on(nobody));
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("not_found");
    }
  });
});

describe("disabling and enabling", () => {
  it("needs a reason, records who did it and why, and ends the user's sessions", async () => {
    const { email, user } = await signUp(t.client());
    const missing = await admin.client.post(on(email, "disable/"), { reason: "   " });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ reason: ["Give a reason (it is kept in the audit log)."] });
    expect(await auditOf(t, "user.disable", user.id)).toEqual([]);

    const res = await admin.client.post(on(email, "disable/"), { reason: "  Fake shop  " });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ disabled_reason: "Fake shop", active_sessions: 0 });
    expect(Date.parse(res.json.disabled_at)).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await auditOf(t, "user.disable", user.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: "user",
      targetLabel: email,
      reason: "Fake shop",
      details: { sessions_ended: 1 },
    });

    const again = await admin.client.post(on(email, "disable/"), { reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_disabled");
    expect(await auditOf(t, "user.disable", user.id)).toHaveLength(1);

    const enabled = await admin.client.post(on(user.id, "enable/"), { reason: "Verified by phone" });
    expect(enabled.json).toMatchObject({ disabled_at: null, disabled_reason: null });
    const [back] = await auditOf(t, "user.enable", user.id);
    expect(back).toMatchObject({ actorId: admin.id, reason: "Verified by phone", details: { disabled_reason: "Fake shop" } });
    const twice = await admin.client.post(on(user.id, "enable/"), {});
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("not_disabled");
  });

  it("an admin cannot disable or delete their own account", async () => {
    for (const [method, path] of [
      ["POST", on(admin.email, "disable/")],
      ["DELETE", on(admin.id)],
    ] as const) {
      const res = await admin.client.request(method, path, { reason: "Oops" });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("own_account");
    }
    const [me] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(me?.disabledAt).toBeNull();
    expect(await auditOf(t, "user.disable", admin.id)).toEqual([]);
  });
});

describe("roles", () => {
  it("makes a user an admin and a user again, each recorded; the same role changes nothing", async () => {
    const { email, user } = await signUp(t.client());
    const made = await admin.client.request("PUT", on(email, "role/"), { role: "admin" });
    expect(made.status).toBe(200);
    expect(made.json.role).toBe("admin");
    expect((await auditOf(t, "user.role", user.id))[0]).toMatchObject({ actorId: admin.id, details: { from: "user", to: "admin" } });
    expect((await admin.client.request("PUT", on(email, "role/"), { role: "admin" })).json.role).toBe("admin");
    expect(await auditOf(t, "user.role", user.id)).toHaveLength(1);

    const removed = await admin.client.request("PUT", on(user.id, "role/"), { role: "user" });
    expect(removed.json.role).toBe("user");
    expect((await auditOf(t, "user.role", user.id))[0]).toMatchObject({ details: { from: "admin", to: "user" } });
    expect((await admin.client.request("PUT", on(user.id, "role/"), { role: "owner" })).json).toEqual({ role: ["Select a valid role."] });
    expect((await admin.client.request("PUT", on(user.id, "role/"), {})).json).toEqual({ role: ["Select a valid role."] });
  });
});

describe("mails", () => {
  it("resends the verification mail to an unverified user, and refuses a verified one", async () => {
    const { email, user } = await signUp(t.client());
    const before = (await mailsTo(email)).filter((m) => m.kind === "verify_email").length;
    const res = await admin.client.post(on(email, "verification-email/"));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ detail: "The verification email is on its way." });
    expect((await mailsTo(email)).filter((m) => m.kind === "verify_email")).toHaveLength(before + 1);
    expect((await auditOf(t, "user.verification_email", user.id))[0]).toMatchObject({ actorId: admin.id, targetLabel: email });

    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const verified = await admin.client.post(on(email, "verification-email/"));
    expect(verified.status).toBe(400);
    expect(verified.json).toEqual({ detail: "This email address is already verified.", code: "already_verified" });
    expect(await auditOf(t, "user.verification_email", user.id)).toHaveLength(1);
  });

  it("mails a password reset link that resets the password", async () => {
    const { email, user } = await signUp(t.client());
    const res = await admin.client.post(on(user.id, "password-reset/"));
    expect(res.json).toEqual({ detail: "The password reset link is on its way." });
    const [mail] = (await mailsTo(email)).filter((m) => m.kind === "reset_password");
    expect((await auditOf(t, "user.password_reset", user.id))[0]).toMatchObject({ actorId: admin.id, targetLabel: email });
    const token = mail!.textBody.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand-new-pass" }, { origin: t.config.siteUrl });
    expect(reset.status).toBe(200);
    expect((await t.client().post("/api/v1/auth/token/", { email, password: "brand-new-pass" })).status).toBe(200);
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Uploads an image to the owner's page and makes it the logo: a file deleting the page must remove. */
async function uploadLogo(o: Awaited<ReturnType<typeof ownerWithPage>>): Promise<string> {
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const uploaded = await t.app.handle(
    new Request(`http://localhost/api/v1/businesses/${o.page.id}/images/`, {
      method: "POST",
      headers: { cookie, origin: t.config.siteUrl, "content-type": "image/png", "x-forwarded-for": o.client.ip },
      body: PNG,
    }),
  );
  const { key } = (await uploaded.json()) as { key: string };
  expect((await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { logo: key }, o.headers)).status).toBe(200);
  expect(await t.ctx.storage.get(key)).not.toBeNull();
  return key;
}

describe("deleting", () => {
  it("previews what goes, refuses while others work on an owned page, then deletes with a reason", async () => {
    const o = await ownerWithPage(t, { published: true });
    const item = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { kind: "custom", title_json: { en: "Solar" } }, o.headers);
    expect(item.status, item.text).toBe(201);
    const logo = await uploadLogo(o);
    const helper = await joinAs(t, o, "editor");

    const blocked = await admin.client.get(on(o.email, "deletion/"));
    expect(blocked.json).toMatchObject({
      can_delete: false,
      shared_pages: [o.page.handle],
      blocked_reason: `This account owns pages other people work on (${o.page.handle}). Hand each over to a member or delete it first.`,
    });
    const refused = await admin.client.request("DELETE", on(o.email), { reason: "Asked by mail" });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: "owns_shared_pages", handles: [o.page.handle] });
    expect(await auditOf(t, "user.delete", o.user.id)).toEqual([]);

    await t.ctx.db.delete(users).where(eq(users.id, helper.user.id));
    const preview = await admin.client.get(on(o.email, "deletion/"));
    expect(preview.json).toEqual({
      can_delete: true,
      blocked_reason: null,
      shared_pages: [],
      pages: [{ id: o.page.id, handle: o.page.handle, is_published: true, items: 1, news: 0 }],
      memberships: [],
      subscription: expect.objectContaining({ subscription_plan: expect.objectContaining({ code: "starter" }) }),
      api_keys: 0,
    });
    expect((await admin.client.request("DELETE", on(o.email), {})).json).toEqual({ reason: ["Give a reason (it is kept in the audit log)."] });

    const deleted = await admin.client.request("DELETE", on(o.email), { reason: "Asked by mail" });
    expect(deleted.status).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, o.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id))).toEqual([]);
    expect(await t.ctx.db.select().from(contents).where(eq(contents.pageId, o.page.id))).toEqual([]);
    // The page's files go too, as self-deletion removes them.
    expect(await t.ctx.storage.get(logo)).toBeNull();
    const [entry] = await auditOf(t, "user.delete", o.user.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetLabel: o.email,
      reason: "Asked by mail",
      details: { pages: [{ handle: o.page.handle, items: 1, news: 0 }], plan: "starter" },
    });
    expect((await admin.client.get(on(o.user.id))).status).toBe(404);
  });

  it("lists the memberships that end and keeps the pages of others", async () => {
    const other = await ownerWithPage(t);
    const member = await joinAs(t, other, "viewer");
    await t.ctx.db.insert(apiKeys).values({ id: crypto.randomUUID(), userId: member.user.id, name: "k", prefix: "abcdefgh", keyHash: crypto.randomUUID() });
    const preview = await admin.client.get(on(member.email, "deletion/"));
    expect(preview.json).toMatchObject({ can_delete: true, pages: [], memberships: [{ handle: other.page.handle, role: "viewer" }], api_keys: 1 });
    expect((await admin.client.request("DELETE", on(member.user.id), { reason: "Duplicate account" })).status).toBe(200);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.id, other.page.id))).toHaveLength(1);
    expect((await auditOf(t, "user.delete", member.user.id))[0]).toMatchObject({ details: { memberships: [{ handle: other.page.handle, role: "viewer" }] } });
  });
});
