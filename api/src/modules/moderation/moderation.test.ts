import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMembers } from "@greenpage/db/schema";
import { and, eq } from "drizzle-orm";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { lastAudit, mailsTo, signedInAdmin, type TestApp } from "./test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => t.close());

const publicRead = (handle: string) => t.client().get(`/api/v1/businesses/public/${handle}/`);

describe("the Pages screen's calls", () => {
  it("lists pages found by handle or name, filtered by country, plan and state", async () => {
    const a = await ownerWithPage(t, { published: true, page: { country: "JP" } });
    const b = await ownerWithPage(t, { page: { country: "US" } });
    const byHandle = await admin.client.get(`/api/v1/admin/businesses/?q=${a.page.handle.toUpperCase()}`);
    expect(byHandle.status).toBe(200);
    expect(byHandle.json.count).toBe(1);
    const row = byHandle.json.results[0];
    expect(row).toMatchObject({ id: a.page.id, handle: a.page.handle, owner_email: a.email, country: "JP", plan: "starter", is_published: true });
    expect(row).toMatchObject({ moderation_state: null, open_reports: 0 });
    const byName = await admin.client.get(`/api/v1/admin/businesses/?q=${encodeURIComponent("みどり")}&country=jp&page_size=100`);
    expect(byName.json.results.map((p: { id: number }) => p.id)).toContain(a.page.id);
    expect(byName.json.results.map((p: { id: number }) => p.id)).not.toContain(b.page.id);
    const unpublished = await admin.client.get(`/api/v1/admin/businesses/?state=unpublished&q=${b.page.handle}`);
    expect(unpublished.json.results.map((p: { id: number }) => p.id)).toEqual([b.page.id]);
    expect((await admin.client.get(`/api/v1/admin/businesses/?state=published&q=${b.page.handle}`)).json.count).toBe(0);
    expect((await admin.client.get(`/api/v1/admin/businesses/?plan=pro&q=${a.page.handle}`)).json.count).toBe(0);
    const bad = await admin.client.get("/api/v1/admin/businesses/?state=gone&plan=gold&country=Japan");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      state: ["Select published, unpublished or moderated."],
      plan: ["Select a valid plan."],
      country: ["Select a valid country."],
    });
  });

  it("unpublishes a page with a reason: audited, owner mailed, the public page answers Page coming soon, the owner may publish again", async () => {
    const o = await ownerWithPage(t, { published: true });
    expect((await publicRead(o.page.handle)).status).toBe(200);
    const missing = await admin.client.post(`/api/v1/admin/businesses/${o.page.handle}/unpublish/`, { reason: "  " });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ reason: ["Give the reason the owner will read."] });

    const res = await admin.client.post(`/api/v1/admin/businesses/${o.page.handle}/unpublish/`, { reason: "Claims we could not check" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_published: false, moderation_state: "unpublished", moderation_reason: "Claims we could not check" });
    const gone = await publicRead(o.page.handle);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ detail: "Page coming soon", code: "coming_soon" });

    const audit = await lastAudit(t, "page.unpublish", o.page.id);
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      actorId: admin.id,
      targetType: "page",
      targetLabel: o.page.handle,
      reason: "Claims we could not check",
    });
    expect(audit!.details).toEqual({ previous_state: null, was_published: true });
    const [mail] = await mailsTo(t, o.email);
    expect(mail).toMatchObject({ kind: "page_unpublished" });
    expect(mail!.subject).toContain("was unpublished by the Greenpage team");
    expect(mail!.textBody).toContain("Reason: Claims we could not check");

    // The owner sees why on their own page read, and may publish again once fixed: the notice goes.
    const mine = (await o.client.get("/api/v1/businesses/my/")).json.find((p: { id: number }) => p.id === o.page.id);
    expect(mine).toMatchObject({ is_published: false, moderation_state: "unpublished", moderation_reason: "Claims we could not check" });
    const again = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { is_published: true }, o.headers);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ is_published: true, moderation_state: null, moderation_reason: null });
    expect((await publicRead(o.page.handle)).status).toBe(200);
  });

  it("hides a page for abuse: the owner cannot publish it until an admin restores it, and is mailed both times", async () => {
    const o = await ownerWithPage(t, { published: true });
    const hidden = await admin.client.post(`/api/v1/admin/businesses/${o.page.id}/hide/`, { reason: "Spam links" });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ is_published: false, moderation_state: "hidden" });
    expect((await lastAudit(t, "page.hide", o.page.id))?.reason).toBe("Spam links");
    expect((await mailsTo(t, o.email))[0]).toMatchObject({ kind: "page_hidden" });

    const refused = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { is_published: true }, o.headers);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("page_hidden");
    expect((await publicRead(o.page.handle)).json.code).toBe("coming_soon");
    // Other edits still save while hidden.
    const edit = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { description_json: { en: "Fixed" } }, o.headers);
    expect(edit.status).toBe(200);

    const restored = await admin.client.post(`/api/v1/admin/businesses/${o.page.handle}/restore/`);
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ is_published: true, moderation_state: null, moderation_reason: null, moderated_at: null });
    expect((await publicRead(o.page.handle)).status).toBe(200);
    const audit = await lastAudit(t, "page.restore", o.page.id);
    expect(audit?.details).toEqual({ previous_state: "hidden", previous_reason: "Spam links", published: true });
    const [mail] = await mailsTo(t, o.email);
    expect(mail).toMatchObject({ kind: "page_restored" });
    expect(mail!.textBody).toContain("It is published again.");

    const twice = await admin.client.post(`/api/v1/admin/businesses/${o.page.handle}/restore/`);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("not_moderated");
  });

  it("restores an unpublished page unpublished, and mails a Japanese reader in Japanese", async () => {
    const o = await ownerWithPage(t);
    expect((await o.client.request("PUT", "/api/v1/users/me/notifications/", { language: "ja" }, o.headers)).status).toBe(200);
    await admin.client.post(`/api/v1/admin/businesses/${o.page.id}/unpublish/`, { reason: "確認のため" });
    const unpublish = await lastAudit(t, "page.unpublish", o.page.id);
    expect(unpublish?.details).toEqual({ previous_state: null, was_published: false });
    const res = await admin.client.post(`/api/v1/admin/businesses/${o.page.id}/restore/`);
    expect(res.json).toMatchObject({ is_published: false, moderation_state: null });
    const mails = await mailsTo(t, o.email);
    expect(mails.map((m) => m.kind).slice(0, 2)).toEqual(["page_restored", "page_unpublished"]);
    expect(mails[1]!.textBody).toContain("理由: 確認のため");
    expect(mails[0]!.textBody).toContain("ページ設定から再び公開できます。");
  });

  it("shows a page with its reports and the team's actions on it", async () => {
    const o = await ownerWithPage(t, { published: true });
    await t.client().post(`/api/v1/businesses/public/${o.page.handle}/reports/`, { reason: "spam", message: "Ads only" });
    await admin.client.post(`/api/v1/admin/businesses/${o.page.id}/unpublish/`, { reason: "Ads" });
    const res = await admin.client.get(`/api/v1/admin/businesses/${o.page.handle}/`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: o.page.id, open_reports: 1, moderation_state: "unpublished" });
    expect(res.json.reports).toHaveLength(1);
    expect(res.json.reports[0]).toMatchObject({ reason: "spam", message: "Ads only", status: "open" });
    expect(res.json.history).toEqual([expect.objectContaining({ action: "page.unpublish", actor_email: admin.email, reason: "Ads" })]);
    expect((await admin.client.get("/api/v1/admin/businesses/no-such-page/")).status).toBe(404);
  });

  it("refuses a reviewer who belongs to the page, and audits nothing", async () => {
    const o = await ownerWithPage(t, { published: true });
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: admin.id, role: "viewer" });
    for (const path of ["unpublish", "hide", "restore"]) {
      const res = await admin.client.post(`/api/v1/admin/businesses/${o.page.id}/${path}/`, { reason: "Mine" });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ code: "own_page", detail: "You cannot moderate a page you belong to." });
    }
    expect(await lastAudit(t, "page.unpublish", o.page.id)).toBeUndefined();
    expect((await publicRead(o.page.handle)).status).toBe(200);
    await t.ctx.db.delete(pageMembers).where(and(eq(pageMembers.pageId, o.page.id), eq(pageMembers.userId, admin.id)));
  });
});
