import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pageInvitations, pageMembers, pages, pageTransfers, users } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan, signUp } from "../../test/harness.ts";
import { invite, joinAs } from "./test-fixtures.ts";
import { leavePage } from "./roster.ts";
import { assignUserPlan } from "../../lib/plans/subscriptions.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const membersOf = async (pageId: number) =>
  (await t.ctx.db.select().from(pageMembers).where(eq(pageMembers.pageId, pageId))).map((m) => ({ user: m.userId, role: m.role }));

describe("invite links", () => {
  it("the owner creates a link, a new user signs up through it and joins as editor; the page is in their list", async () => {
    const o = await ownerWithPage(t, { published: true });
    const invitation = await invite(o, { role: "editor" });
    expect(invitation.url).toBe(`${t.config.siteUrl}/join/${invitation.token}`);
    const preview = await t.client().post("/api/v1/invitations/preview/", { token: invitation.token });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      page: { id: o.page.id, handle: o.page.handle },
      role: "editor",
      invited_by: "Test Owner",
      state: "active",
      seats_left: 0,
    });

    const joiner = t.client();
    const { user } = await signUp(joiner, { name: "Hana" });
    const res = await joiner.post("/api/v1/invitations/accept/", { token: invitation.token }, { origin: t.config.siteUrl });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ business_id: o.page.id, handle: o.page.handle, role: "editor", joined: true });
    expect((await joiner.get("/api/v1/businesses/my/")).json).toMatchObject([{ id: o.page.id, role: "editor" }]);

    const view = (await o.client.get(`/api/v1/businesses/${o.page.id}/members/`)).json;
    expect(view.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ["Test Owner", "owner"],
      ["Hana", "editor"],
    ]);
    expect(view.invitations).toEqual([]);
    expect(view.allowance).toMatchObject({ used: 2, members: 2, pending: 0, limit: 2, plan: { code: "starter" } });
    // Opening the link again: already a member, nothing used.
    const again = await joiner.post("/api/v1/invitations/accept/", { token: invitation.token }, { origin: t.config.siteUrl });
    expect(again.json).toMatchObject({ joined: false, role: "editor" });
    const [row] = await t.ctx.db.select().from(pageInvitations).where(eq(pageInvitations.id, invitation.id));
    expect(row!.uses).toBe(1);
    expect(user.id).toBeTruthy();
  });

  it("a used, revoked or expired link is refused with its reason; a forged one is 404", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const used = await invite(o);
    await joinAs(t, o);
    const first = t.client();
    await signUp(first);
    await first.post("/api/v1/invitations/accept/", { token: used.token }, { origin: t.config.siteUrl });
    const late = t.client();
    await signUp(late);
    const usedUp = await late.post("/api/v1/invitations/accept/", { token: used.token }, { origin: t.config.siteUrl });
    expect(usedUp.status).toBe(410);
    expect(usedUp.json).toMatchObject({ code: "invitation_used_up" });

    const revoked = await invite(o);
    expect((await o.client.request("DELETE", `/api/v1/businesses/${o.page.id}/members/invitations/${revoked.id}/`, undefined, o.headers)).status).toBe(204);
    const refused = await late.post("/api/v1/invitations/accept/", { token: revoked.token }, { origin: t.config.siteUrl });
    expect(refused.json).toMatchObject({ code: "invitation_revoked", detail: "This invitation was revoked. Ask the page owner for a new link." });

    const expired = await invite(o, { role: "viewer", expires_in_days: 1 });
    await t.ctx.db
      .update(pageInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pageInvitations.id, expired.id));
    expect((await late.post("/api/v1/invitations/accept/", { token: expired.token }, { origin: t.config.siteUrl })).json.code).toBe("invitation_expired");
    expect((await t.client().post("/api/v1/invitations/preview/", { token: expired.token })).json.state).toBe("expired");

    const forged = `${expired.token.split(".")[0]}.${"A".repeat(32)}`;
    expect((await late.post("/api/v1/invitations/accept/", { token: forged }, { origin: t.config.siteUrl })).status).toBe(404);
    expect((await t.client().post("/api/v1/invitations/preview/", { token: "not-a-token" })).json).toMatchObject({ code: "invitation_invalid" });
    expect(await membersOf(o.page.id)).toHaveLength(3);
  });

  it("signing up through a live link records the account as a team member's", async () => {
    const o = await ownerWithPage(t);
    const invitation = await invite(o);
    const client = t.client();
    const res = await client.post("/api/v1/signup/", {
      team_invitation: invitation.token,
      name: "Kenji",
      email: `kenji-${invitation.id}@example.com`,
      password: "secret-123",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.user.signup_source).toBe("team");
  });

  it("rules: role, expiry and uses are checked; the link is also mailed in the chosen language", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const base = `/api/v1/businesses/${o.page.id}/members/invitations/`;
    const bad = await o.client.post(base, { role: "owner", expires_in_days: 31, max_uses: 0, email: "nobody", language: "fr" }, o.headers);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      role: ["Choose editor or viewer."],
      expires_in_days: ["Choose an expiry from 1 to 30 days."],
      max_uses: ["Choose how many people can use the link: 1 to 100."],
      email: ["Enter a valid email address."],
      language: ["Only en and ja are supported."],
    });
    const tooMany = await o.client.post(base, { role: "editor", max_uses: 5 }, o.headers);
    expect(tooMany.json).toEqual({ max_uses: ["Only 4 more people fit on this plan: lower the number of uses or upgrade."] });

    // Unique per run: on PostgreSQL the outbox is shared with earlier runs.
    const sora = `sora-${o.page.id}-${Date.now()}@example.com`;
    const mailed = await o.client.post(base, { role: "viewer", max_uses: 4, email: sora.replace("sora", "Sora"), language: "ja" }, o.headers);
    expect(mailed.status, mailed.text).toBe(201);
    expect(mailed.json).toMatchObject({ role: "viewer", email: sora, max_uses: 4, uses: 0, state: "active", created_by: "Test Owner" });
    const days = (Date.parse(mailed.json.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, sora));
    expect(mail!.subject).toBe("Greenpage の みどりコーヒー に参加しませんか");
    expect(mail!.textBody).toContain(mailed.json.url);
    expect(mail!.textBody).toContain("閲覧者");

    // The 4 seats are held: the team is full, in the specification's words, with the upgrade prompt.
    const full = await o.client.post(base, { role: "editor" }, o.headers);
    expect(full.status).toBe(403);
    expect(full.json).toMatchObject({
      code: "plan_limit",
      detail: "This team has reached the maximum number of users (5) for its plan. Upgrade to add more.",
      upgrade_url: `${t.config.siteUrl}/dashboard/billing`,
    });
    const view = (await o.client.get(`/api/v1/businesses/${o.page.id}/members/`)).json;
    expect(view.allowance).toMatchObject({ used: 5, members: 1, pending: 4, limit: 5 });
    expect(view.invitations).toHaveLength(1);
    // Revoking frees the seats.
    await o.client.request("DELETE", `${base}${mailed.json.id}/`, undefined, o.headers);
    expect((await o.client.post(base, { role: "editor" }, o.headers)).status).toBe(201);
  });
});

describe("seats", () => {
  it("ten people joining at once for the last seat: exactly one joins, the others hear the team is full", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    for (const name of ["A", "B", "C"]) await joinAs(t, o, "editor", name);
    const open = await invite(o, { role: "viewer", max_uses: 10 });
    await setPagePlan(t, o.page.id, "plus");
    const people = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = t.client();
        await signUp(client);
        return client;
      }),
    );
    const answers = await Promise.all(people.map((c) => c.post("/api/v1/invitations/accept/", { token: open.token }, { origin: t.config.siteUrl })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json).toMatchObject({ code: "plan_limit", upgrade_url: `${t.config.siteUrl}/dashboard/billing` });
    expect(await membersOf(o.page.id)).toHaveLength(5);
    // The join screen can tell before anyone tries.
    expect((await t.client().post("/api/v1/invitations/preview/", { token: open.token })).json).toMatchObject({ state: "active", team_full: true });
  });

  it("a single-use link raced by ten: one joins, nine hear it was used", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const once = await invite(o, { role: "editor" });
    const people = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = t.client();
        await signUp(client);
        return client;
      }),
    );
    const answers = await Promise.all(people.map((c) => c.post("/api/v1/invitations/accept/", { token: once.token }, { origin: t.config.siteUrl })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(410)]);
    expect(await membersOf(o.page.id)).toHaveLength(2);
  });
});

describe("roles, leaving and handing over", () => {
  it("the owner changes a role and removes a member; a member leaves; the owner cannot leave or be removed", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const editor = await joinAs(t, o, "editor", "Eri");
    const viewer = await joinAs(t, o, "viewer", "Vic");
    const base = `/api/v1/businesses/${o.page.id}/members`;
    const changed = await o.client.request("PATCH", `${base}/${viewer.user.id}/`, { role: "editor" }, o.headers);
    expect(changed.json).toMatchObject({ name: "Vic", role: "editor" });
    expect((await o.client.request("PATCH", `${base}/${o.user.id}/`, { role: "viewer" }, o.headers)).json.code).toBe("owner_role");
    expect((await o.client.request("DELETE", `${base}/${o.user.id}/`, undefined, o.headers)).json.code).toBe("owner_cannot_be_removed");
    // An editor cannot manage members.
    const byEditor = await editor.client.request("DELETE", `${base}/${viewer.user.id}/`, undefined, editor.headers);
    expect(byEditor.status).toBe(403);
    expect(byEditor.json.code).toBe("owner_required");

    expect((await o.client.request("DELETE", `${base}/${viewer.user.id}/`, undefined, o.headers)).status).toBe(204);
    expect((await viewer.client.get("/api/v1/businesses/my/")).json).toEqual([]);
    expect((await viewer.client.get(`${base}/`)).status).toBe(404);

    expect((await editor.client.post(`${base}/leave/`, {}, editor.headers)).status).toBe(204);
    const ownerLeaves = await o.client.post(`${base}/leave/`, {}, o.headers);
    expect(ownerLeaves.status).toBe(400);
    expect(ownerLeaves.json.code).toBe("last_owner");
    expect(await membersOf(o.page.id)).toEqual([{ user: o.user.id, role: "owner" }]);
  });

  it("a handover waits for the member; on acceptance they own the page on their plan and the old owner edits", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const member = await joinAs(t, o, "viewer", "Mio");
    const other = await joinAs(t, o, "editor", "Oto");
    await assignUserPlan(t.ctx.db, member.user.id, "plus");
    const base = `/api/v1/businesses/${o.page.id}`;
    expect((await o.client.post(`${base}/ownership-transfer/`, { user_id: "nobody" }, o.headers)).json).toEqual({ user_id: ["Choose a member of this page."] });
    const offered = await o.client.post(`${base}/ownership-transfer/`, { user_id: member.user.id }, o.headers);
    expect(offered.status, offered.text).toBe(200);
    expect(offered.json).toMatchObject({ from: { name: "Test Owner" }, to: { user_id: member.user.id, name: "Mio" } });
    expect((await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id)))[0]!.ownerId).toBe(o.user.id);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email));
    expect(mails.map((m) => m.kind)).toContain("ownership_transfer");

    // Only the member it was offered to can accept.
    expect((await other.client.post(`${base}/ownership-transfer/accept/`, {}, other.headers)).json.code).toBe("transfer_not_yours");
    const accepted = await member.client.post(`${base}/ownership-transfer/accept/`, {}, member.headers);
    expect(accepted.status, accepted.text).toBe(204);
    expect((await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id)))[0]!.ownerId).toBe(member.user.id);
    const roles = Object.fromEntries((await membersOf(o.page.id)).map((m) => [m.user, m.role]));
    expect(roles).toEqual({ [o.user.id]: "editor", [member.user.id]: "owner", [other.user.id]: "editor" });
    // The page now carries the new owner's plan (Plus, where it was on the old owner's Pro).
    const mine = (await member.client.get("/api/v1/businesses/my/")).json;
    expect(mine[0]).toMatchObject({ role: "owner", page_subscription: { subscription_plan: { code: "plus" } } });
    // The old owner can now leave.
    expect((await o.client.post(`${base}/members/leave/`, {}, o.headers)).status).toBe(204);
  });

  it("a member whose plan has no room for another page cannot accept; the owner can withdraw", async () => {
    const o = await ownerWithPage(t);
    const taker = await ownerWithPage(t);
    const invitation = await invite(o, { role: "editor" });
    await taker.client.post("/api/v1/invitations/accept/", { token: invitation.token }, taker.headers);
    const base = `/api/v1/businesses/${o.page.id}`;
    await o.client.post(`${base}/ownership-transfer/`, { user_id: taker.user.id }, o.headers);
    const refused = await taker.client.post(`${base}/ownership-transfer/accept/`, {}, taker.headers);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "plan_limit", detail: "Your plan includes 1 page. Upgrade to Pro to manage up to 5 pages." });
    expect((await o.client.get(`${base}/members/`)).json.transfer).toMatchObject({ to: { user_id: taker.user.id } });
    expect((await o.client.request("DELETE", `${base}/ownership-transfer/`, undefined, o.headers)).status).toBe(204);
    expect((await o.client.get(`${base}/members/`)).json.transfer).toBeNull();
    expect((await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id)))[0]!.ownerId).toBe(o.user.id);
  });

  it("an account owning a page others work on cannot be deleted until the page is handed over or deleted", async () => {
    const o = await ownerWithPage(t);
    await joinAs(t, o);
    const refused = await o.client.post("/api/auth/delete-user", { password: "secret-123" }, o.headers);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      `You own pages other people work on (${o.page.handle}). Hand each over to a member or delete it before you delete your account.`,
    );
    expect((await o.client.request("DELETE", `/api/v1/businesses/${o.page.id}/`, undefined, o.headers)).status).toBe(204);
    expect(await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id))).toEqual([]);
    expect((await o.client.post("/api/auth/delete-user", { password: "secret-123" }, o.headers)).status).toBe(200);
  });
});

describe("handover races and limits", () => {
  it("a leave resolved before the member became owner cannot leave the page ownerless", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const member = await joinAs(t, o, "editor", "Mio");
    await assignUserPlan(t.ctx.db, member.user.id, "pro");
    const base = `/api/v1/businesses/${o.page.id}`;
    await o.client.post(`${base}/ownership-transfer/`, { user_id: member.user.id }, o.headers);
    expect((await member.client.post(`${base}/ownership-transfer/accept/`, {}, member.headers)).status).toBe(204);
    // The leave the guard let through as an editor, arriving after the handover.
    await expect(leavePage(t.ctx, o.page, { id: member.user.id, name: "Mio" })).rejects.toMatchObject({ code: "last_owner" });
    expect(await membersOf(o.page.id)).toContainEqual({ user: member.user.id, role: "owner" });
  });

  it("an offer made by someone who no longer owns the page offers nothing", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const x = await joinAs(t, o, "editor", "Xen");
    const y = await joinAs(t, o, "editor", "Yui");
    await assignUserPlan(t.ctx.db, x.user.id, "pro");
    await assignUserPlan(t.ctx.db, y.user.id, "pro");
    const base = `/api/v1/businesses/${o.page.id}`;
    await o.client.post(`${base}/ownership-transfer/`, { user_id: x.user.id }, o.headers);
    await x.client.post(`${base}/ownership-transfer/accept/`, {}, x.headers);
    // O's offer to Y, written as if it had been in flight while X took over.
    await t.ctx.db
      .insert(pageTransfers)
      .values({ pageId: o.page.id, fromUserId: o.user.id, toUserId: y.user.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const stale = await y.client.post(`${base}/ownership-transfer/accept/`, {}, y.headers);
    expect(stale.json.code).toBe("no_transfer");
    expect((await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id)))[0]!.ownerId).toBe(x.user.id);
    // And the old owner, now an editor, cannot offer it again.
    expect((await o.client.post(`${base}/ownership-transfer/`, { user_id: y.user.id }, o.headers)).json.code).toBe("owner_required");
  });

  it("the team must fit the taker's plan", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "plus");
    const taker = await joinAs(t, o, "editor", "Taka");
    await joinAs(t, o, "viewer", "Vic");
    const base = `/api/v1/businesses/${o.page.id}`;
    await o.client.post(`${base}/ownership-transfer/`, { user_id: taker.user.id }, o.headers);
    const refused = await taker.client.post(`${base}/ownership-transfer/accept/`, {}, taker.headers);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: "plan_limit",
      detail:
        "This team has 3 users and your plan allows 2. Upgrade, or ask the owner to remove members or revoke invite links, before you take the page over.",
    });
    expect((await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id)))[0]!.ownerId).toBe(o.user.id);
  });

  it("deleting a page or handing it over needs a signed-in session, not an API key; mailing a link needs a verified address", async () => {
    const o = await ownerWithPage(t);
    const member = await joinAs(t, o, "editor", "Mio");
    const byKey = t.client();
    byKey.bearer = (await o.client.post("/api/v1/users/me/api-keys/", { name: "Script" }, o.headers)).json.key;
    const base = `/api/v1/businesses/${o.page.id}`;
    expect((await byKey.request("DELETE", `${base}/`)).json.code).toBe("session_required");
    expect((await byKey.post(`${base}/ownership-transfer/`, { user_id: member.user.id })).json.code).toBe("session_required");
    expect(await t.ctx.db.select().from(pages).where(eq(pages.id, o.page.id))).toHaveLength(1);

    const unverified = await ownerWithPage(t);
    await t.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.user.id));
    const mailed = await unverified.client.post(
      `/api/v1/businesses/${unverified.page.id}/members/invitations/`,
      { role: "editor", email: "friend@example.com" },
      unverified.headers,
    );
    expect(mailed.json).toEqual({ email: ["Verify your email address before mailing invitations. You can still copy the link."] });
  });

  it("a write naming an id no row can have is 404, never a 500", async () => {
    const o = await ownerWithPage(t);
    const base = `/api/v1/businesses/${o.page.id}`;
    for (const path of [`${base}/contents/99999999999/`, `${base}/news/99999999999/`, `${base}/content-categories/-1/`]) {
      expect((await o.client.request("PATCH", path, { title_json: { en: "x" } }, o.headers)).status, path).toBe(404);
      expect((await o.client.request("DELETE", path, undefined, o.headers)).status, path).toBe(404);
    }
  });
});

describe("activity", () => {
  it("lists who changed what, newest first, with the item's title even after it was deleted", async () => {
    const o = await ownerWithPage(t);
    const editor = await joinAs(t, o, "editor", "Eri");
    const base = `/api/v1/businesses/${o.page.id}`;
    const item = (await editor.client.post(`${base}/contents/`, { title_json: { en: "Solar roof" } }, editor.headers)).json;
    await editor.client.request("PATCH", `${base}/contents/${item.id}/`, { title_json: { en: "Solar roof 2" } }, editor.headers);
    await o.client.request("DELETE", `${base}/contents/${item.id}/`, undefined, o.headers);
    const refused = await editor.client.request("PATCH", `${base}/contents/${item.id}/`, { title_json: { en: "x" } }, editor.headers);
    expect(refused.status).toBe(404);
    const list = (await editor.client.get(`${base}/activity/`)).json;
    expect(list.results.map((r: { actor: { name: string }; action: string; item_label: unknown }) => [r.actor.name, r.action, r.item_label])).toEqual([
      ["Test Owner", "initiative.delete", { en: "Solar roof 2" }],
      ["Eri", "initiative.update", { en: "Solar roof 2" }],
      ["Eri", "initiative.create", { en: "Solar roof" }],
      ["Eri", "member.join", { en: "Eri" }],
      ["Test Owner", "member.invite", { en: "editor" }],
    ]);
    expect(list.results[0]).toMatchObject({ item_type: "initiative", item_id: String(item.id) });
  });
});
