import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { pageMembers, pageReports } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { lastAudit, mailsTo, signedInAdmin, type TestApp } from "./test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => t.close());

const report = (client: ReturnType<TestApp["client"]>, handle: string, body: Record<string, unknown>) =>
  client.post(`/api/v1/businesses/public/${handle}/reports/`, body);

async function itemOn(o: Awaited<ReturnType<typeof ownerWithPage>>) {
  const res = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Solar roof" } }, o.headers);
  if (res.status !== 201) throw new Error(`item: ${res.status} ${res.text}`);
  return res.json as { id: number };
}

describe("Report this page", () => {
  it("takes a visitor's report on a published page or one of its initiatives, no sign-in", async () => {
    const o = await ownerWithPage(t, { published: true });
    const item = await itemOn(o);
    const res = await report(t.client(), o.page.handle, {
      reason: "misleading",
      message: " Not true ",
      email: "v@example.com",
      content_id: item.id,
      locale: "ja",
    });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db.select().from(pageReports).where(eq(pageReports.id, res.json.id));
    expect(row).toMatchObject({
      pageId: o.page.id,
      contentId: item.id,
      reason: "misleading",
      message: "Not true",
      email: "v@example.com",
      locale: "ja",
      status: "open",
      reporterId: null,
    });

    // A signed-in reporter is remembered.
    const mine = await report(o.client, o.page.handle, { reason: "other" });
    expect(mine.status).toBe(201);
    const [signed] = await t.ctx.db.select().from(pageReports).where(eq(pageReports.id, mine.json.id));
    expect(signed?.reporterId).toBe(o.user.id);
  });

  it("validates the report, and refuses unpublished or unknown pages", async () => {
    const o = await ownerWithPage(t, { published: true });
    const other = await ownerWithPage(t, { published: true });
    const foreign = await itemOn(other);
    const bad = await report(t.client(), o.page.handle, { reason: "boring", email: "nope", message: "x".repeat(5001) });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      reason: ["Select a valid reason."],
      email: ["Enter a valid email address."],
      message: ["Ensure this field has no more than 5000 characters."],
    });
    const wrongItem = await report(t.client(), o.page.handle, { reason: "spam", content_id: foreign.id });
    expect(wrongItem.status).toBe(400);
    expect(wrongItem.json).toEqual({ content_id: ["Select an initiative of this page."] });
    const draft = await ownerWithPage(t);
    const soon = await report(t.client(), draft.page.handle, { reason: "spam" });
    expect(soon.status).toBe(404);
    expect(soon.json.code).toBe("coming_soon");
    expect((await report(t.client(), "no-such-page", { reason: "spam" })).status).toBe(404);
  });

  it("limits reports per address: 429 after five in ten minutes", async () => {
    const o = await ownerWithPage(t, { published: true });
    const visitor = t.client();
    for (let i = 0; i < 5; i++) expect((await report(visitor, o.page.handle, { reason: "spam" })).status).toBe(201);
    const refused = await report(visitor, o.page.handle, { reason: "spam" });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Another address is not affected.
    expect((await report(t.client(), o.page.handle, { reason: "spam" })).status).toBe(201);
  });
});

describe("the Moderation queue", () => {
  it("lists open reports with their page and item, and resolved ones apart", async () => {
    const o = await ownerWithPage(t, { published: true });
    const item = await itemOn(o);
    const created = await report(t.client(), o.page.handle, { reason: "copyright", content_id: item.id, message: "My photo" });
    const open = await admin.client.get("/api/v1/admin/reports/?page_size=100");
    expect(open.status).toBe(200);
    const row = open.json.results.find((r: { id: number }) => r.id === created.json.id);
    expect(row).toMatchObject({
      page: { id: o.page.id, handle: o.page.handle, name_json: { en: "Midori Coffee" } },
      item: { id: item.id, title_json: { en: "Solar roof" } },
      reason: "copyright",
      message: "My photo",
      email: null,
      status: "open",
      resolution: null,
    });
    const resolved = await admin.client.get("/api/v1/admin/reports/?status=resolved&page_size=100");
    expect(resolved.json.results.some((r: { id: number }) => r.id === created.json.id)).toBe(false);
    expect((await admin.client.get("/api/v1/admin/reports/?status=closed")).json).toEqual({ status: ["Select open or resolved."] });
  });

  it("resolves with no action: audited, the reporter told, never twice", async () => {
    const o = await ownerWithPage(t, { published: true });
    const created = await report(t.client(), o.page.handle, { reason: "spam", email: "reporter@example.com" });
    const res = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "no_action", note: "Looks fine" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "resolved", resolution: "no_action", resolution_note: "Looks fine", resolved_by: admin.email });
    const audit = await lastAudit(t, "report.resolve", created.json.id);
    expect(audit).toMatchObject({ actorEmail: admin.email, targetType: "report", targetLabel: o.page.handle, reason: "Looks fine" });
    expect(audit?.details).toMatchObject({ resolution: "no_action", page_id: o.page.id, report_reason: "spam" });
    expect((await mailsTo(t, "reporter@example.com"))[0]).toMatchObject({ kind: "report_handled" });
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/`)).status).toBe(200);
    const again = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "no_action" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_resolved");
    const listed = await admin.client.get("/api/v1/admin/reports/?status=resolved&page_size=100");
    expect(listed.json.results.some((r: { id: number }) => r.id === created.json.id)).toBe(true);
  });

  it("resolves by unpublishing the page with the note as the reason its owner is mailed", async () => {
    const o = await ownerWithPage(t, { published: true });
    const created = await report(t.client(), o.page.handle, { reason: "impersonation" });
    const noNote = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "unpublish" });
    expect(noNote.status).toBe(400);
    expect(noNote.json).toEqual({ note: ["Give the reason the owner will read."] });
    const res = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "unpublish", note: "Not your brand" });
    expect(res.status).toBe(200);
    expect(res.json.resolution).toBe("unpublished");
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/`)).json.code).toBe("coming_soon");
    expect((await lastAudit(t, "page.unpublish", o.page.id))?.reason).toBe("Not your brand");
    expect((await lastAudit(t, "report.resolve", created.json.id))?.details).toMatchObject({ resolution: "unpublished" });
    const [mail] = await mailsTo(t, o.email);
    expect(mail).toMatchObject({ kind: "page_unpublished" });
    expect(mail!.textBody).toContain("Reason: Not your brand");
  });

  it("resolves by mailing the owner a message (required then)", async () => {
    const o = await ownerWithPage(t, { published: true });
    const created = await report(t.client(), o.page.handle, { reason: "misleading" });
    const empty = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "contact", message: " " });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ message: ["Write the message the owner will receive."] });
    const res = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "contact", message: "Please cite a source." });
    expect(res.status).toBe(200);
    expect(res.json.resolution).toBe("contacted");
    const [mail] = await mailsTo(t, o.email);
    expect(mail).toMatchObject({ kind: "report_contact" });
    expect(mail!.textBody).toContain("Please cite a source.");
    expect((await lastAudit(t, "report.resolve", created.json.id))?.details).toMatchObject({ resolution: "contacted", message: "Please cite a source." });
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/`)).status).toBe(200);
    const bad = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "delete" });
    expect(bad.json).toEqual({ resolution: ["Select no_action, unpublish or contact."] });
    expect((await admin.client.post("/api/v1/admin/reports/999999/resolve/", { resolution: "no_action" })).status).toBe(404);
  });

  it("refuses a reviewer who belongs to the reported page", async () => {
    const o = await ownerWithPage(t, { published: true });
    const created = await report(t.client(), o.page.handle, { reason: "spam" });
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: admin.id, role: "editor" });
    const res = await admin.client.post(`/api/v1/admin/reports/${created.json.id}/resolve/`, { resolution: "no_action" });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("own_page");
    expect(await lastAudit(t, "report.resolve", created.json.id)).toBeUndefined();
    const [row] = await t.ctx.db.select().from(pageReports).where(eq(pageReports.id, created.json.id));
    expect(row?.status).toBe("open");
    await t.ctx.db.delete(pageMembers).where(and(eq(pageMembers.pageId, o.page.id), eq(pageMembers.userId, admin.id)));
  });
});
