import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, contents, pageMembers } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { createTestApp, ownerWithPage, type TestClient, uniqueEmail } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let adminId: string;
const adminEmail = uniqueEmail("reviewer");
beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId } = await ensureAdmin(t.ctx, { email: adminEmail, password: "admin-pass", name: "Rika Reviewer" }));
  admin = t.client();
  expect((await admin.post("/api/auth/sign-in/email", { email: adminEmail, password: "admin-pass" }, { origin: t.config.siteUrl })).status).toBe(200);
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** An item of the owner's page waiting in the verification queue. */
async function queued(o: Owner, title: string) {
  const created = await o.client.post(
    `/api/v1/businesses/${o.page.id}/contents/`,
    { kind: "custom", title_json: { en: title }, link: "https://certs.example/iso14001" },
    o.headers,
  );
  expect(created.status, created.text).toBe(201);
  const submitted = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/${created.json.id}/verification/`, {}, o.headers);
  expect(submitted.json).toEqual({ evidence_state: "submitted" });
  return created.json.id as number;
}

const decide = (id: number, decision: "approve" | "reject", body: Record<string, unknown> = {}) =>
  admin.post(`/api/v1/admin/verifications/${id}/${decision}/`, body, { origin: t.config.siteUrl });

const entriesFor = (contentId: number) =>
  t.ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "content"), eq(adminAuditLog.targetId, String(contentId))))
    .orderBy(adminAuditLog.id);

describe("the verification queue's audit entries", () => {
  it("an approval is logged with who, which item of which page, and shows in the Audit log", async () => {
    const o = await ownerWithPage(t);
    const id = await queued(o, "ISO 14001");
    expect((await decide(id, "approve")).json).toEqual({ evidence_state: "verified" });
    const [entry, ...more] = await entriesFor(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: adminEmail,
      action: "verification.approve",
      targetType: "content",
      targetId: String(id),
      targetLabel: `${o.page.handle}: ISO 14001`,
      reason: null,
      details: { business_id: o.page.id, handle: o.page.handle, evidence_state: "verified" },
    });
    const listed = await admin.get(`/api/v1/admin/audit/?action=verification.approve&target=${o.page.handle}`);
    expect(listed.json.results).toEqual([
      expect.objectContaining({
        action: "verification.approve",
        actor: { id: adminId, email: adminEmail },
        target: { type: "content", id: String(id), label: `${o.page.handle}: ISO 14001` },
      }),
    ]);
  });

  it("a rejection is logged with its reason", async () => {
    const o = await ownerWithPage(t);
    const id = await queued(o, "Solar panels");
    expect((await decide(id, "reject", { reason: "  The certificate expired in 2023.  " })).json).toEqual({ evidence_state: "self_reported" });
    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.action, e.reason, e.actorEmail, e.targetLabel])).toEqual([
      ["verification.reject", "The certificate expired in 2023.", adminEmail, `${o.page.handle}: Solar panels`],
    ]);
    expect(entries[0]!.details).toEqual({ business_id: o.page.id, handle: o.page.handle, evidence_state: "self_reported" });
  });

  it("a decision that does not happen is not logged: own page, already decided, no reason, no such item", async () => {
    const o = await ownerWithPage(t);
    const id = await queued(o, "Recycling");
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: adminId, role: "editor" });
    expect((await decide(id, "approve")).json.code).toBe("own_page");
    await t.ctx.db.delete(pageMembers).where(and(eq(pageMembers.pageId, o.page.id), eq(pageMembers.userId, adminId)));
    expect((await decide(id, "reject", { reason: " " })).status).toBe(400);
    expect(await entriesFor(id)).toEqual([]);
    const [row] = await t.ctx.db.select({ state: contents.evidenceState }).from(contents).where(eq(contents.id, id));
    expect(row!.state).toBe("submitted");

    expect((await decide(id, "approve")).status).toBe(200);
    expect((await decide(id, "approve")).status).toBe(409);
    expect((await decide(id, "reject", { reason: "Too late" })).status).toBe(409);
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(["verification.approve"]);
    expect((await decide(2_000_000_000, "approve")).status).toBe(404);
    expect(await entriesFor(2_000_000_000)).toEqual([]);
  });
});
