import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { RULES } from "../../lib/validate.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMembers, contentReviews } from "@greenpage/db/schema";
import { uploadsDir } from "../../lib/config.ts";
import { createTestApp, ownerWithPage, type TestClient } from "../../test/harness.ts";
import { EVIDENCE_MESSAGES } from "./messages.ts";
import { type EvidenceAction, transition } from "../contents/evidence-state.ts";
import { attachPdf, PDF, PNG, signedInAdmin } from "./test-fixtures.ts";
import { deliverNotifications } from "../notifications/delivery.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, id: adminId } = await signedInAdmin(t));
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

async function itemOf(o: Owner, body: Record<string, unknown> = {}) {
  const res = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { kind: "custom", title_json: { en: "ISO 14001" }, ...body }, o.headers);
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const attach = (o: Owner, contentId: number, body: BodyInit, name?: string) => attachPdf(t, o, contentId, body, name);
const verification = (o: Owner, id: number, method = "POST") =>
  o.client.request(method, `/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, undefined, o.headers);
const state = async (o: Owner, id: number) => (await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/`)).json.evidence_state;
const decide = (id: number, decision: "approve" | "reject", body: Record<string, unknown> = {}) =>
  admin.post(`/api/v1/admin/verifications/${id}/${decision}/`, body, { origin: t.config.siteUrl });

describe("the evidence state machine", () => {
  it("allows exactly Self Reported → Submitted → Verified, withdraw/reject back, and revoke or reset after verification", () => {
    const allowed: [string, EvidenceAction, string][] = [
      ["self_reported", "submit", "submitted"],
      ["submitted", "withdraw", "self_reported"],
      ["submitted", "approve", "verified"],
      ["submitted", "reject", "self_reported"],
      ["verified", "revoke", "self_reported"],
      ["verified", "reset", "self_reported"],
      // Re-verification keeps the item Verified until decided; a refusal takes it back.
      ["verified", "resubmit", "verified"],
      ["verified", "unresubmit", "verified"],
      ["verified", "reapprove", "verified"],
      ["verified", "decline", "self_reported"],
    ];
    for (const [from, action, to] of allowed) expect(transition(from, action).to, `${from} ${action}`).toBe(to);
    const states = ["self_reported", "submitted", "verified"];
    const actions: EvidenceAction[] = ["submit", "withdraw", "approve", "reject", "revoke", "reset", "resubmit", "unresubmit", "reapprove", "decline"];
    for (const from of states)
      for (const action of actions) {
        if (allowed.some(([f, a]) => f === from && a === action)) continue;
        expect(() => transition(from, action), `${from} ${action}`).toThrow(/cannot be/);
      }
  });
});

describe("verification requests and review", () => {
  it("needs evidence, goes through review, mails the owner, and resets when the evidence changes", async () => {
    const o = await ownerWithPage(t);
    const id = await itemOf(o);
    const bare = await verification(o, id);
    expect(bare.status).toBe(400);
    expect(bare.json).toEqual({ attachments: [EVIDENCE_MESSAGES.needsEvidence] });

    expect((await attach(o, id, PDF)).status).toBe(201);
    expect((await verification(o, id)).json).toEqual({ evidence_state: "submitted" });
    expect((await verification(o, id)).status).toBe(409);
    expect((await verification(o, id, "DELETE")).json).toEqual({ evidence_state: "self_reported" });
    expect((await verification(o, id, "DELETE")).status).toBe(409);
    expect((await verification(o, id)).status).toBe(200);

    const queue = (await admin.get("/api/v1/admin/verifications/")).json as { content_id: number; handle: string; attachments: unknown[] }[];
    expect(queue.find((q) => q.content_id === id)).toMatchObject({
      handle: o.page.handle,
      attachments: [{ name: "certificate.pdf", content_type: "application/pdf" }],
    });

    // The owner cannot review, not even their own item; a reviewer must not belong to the page.
    expect((await o.client.post(`/api/v1/admin/verifications/${id}/approve/`, {}, o.headers)).status).toBe(403);
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: adminId, role: "editor" });
    const own = await decide(id, "approve");
    expect(own.status).toBe(403);
    expect(own.json.code).toBe("own_page");
    await t.ctx.db.delete(pageMembers).where(eq(pageMembers.userId, adminId));

    expect((await decide(id, "approve")).json).toEqual({ evidence_state: "verified" });
    expect((await decide(id, "approve")).status).toBe(409);
    const item = (await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/`)).json;
    expect(item.evidence_state).toBe("verified");
    expect(Date.now() - Date.parse(item.last_verified)).toBeLessThan(60_000);
    // The decision is a notification: the delivery job mails it.
    await deliverNotifications(t.ctx, o.user.id);
    const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(o.email)}`)).json as { kind: string; text: string }[];
    expect(mails.map((m) => m.kind)).toContain("verification_approved");

    // New evidence is not what was verified.
    expect((await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${id}/`, { credential_id: "CERT-2" }, o.headers)).status).toBe(200);
    expect(await state(o, id)).toBe("self_reported");
    const history = (await verification(o, id, "GET")).json as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(["reset", "approved", "submitted", "withdrawn", "submitted"]);
  });

  it("publishes a verification record: the reviewer and the date on the item's own read", async () => {
    const o = await ownerWithPage(t, { published: true });
    const id = await itemOf(o, { link: "https://certs.example/iso14001", issuing_organization: "JQA", expiration_date: "2020-01-31" });
    const publicItem = async () => (await t.client().get(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/`)).json;
    expect((await publicItem()).verified_by).toBeUndefined();
    expect((await verification(o, id)).status).toBe(200);
    expect((await decide(id, "approve")).status).toBe(200);
    const record = await publicItem();
    expect(record).toMatchObject({ evidence_state: "verified", verified_by: "Rika Reviewer", is_expired: true, expiration_date: "2020-01-31" });
    expect(Date.now() - Date.parse(record.last_verified)).toBeLessThan(60_000);
  });

  it("rejects only with a reason, which the owner is mailed", async () => {
    const o = await ownerWithPage(t);
    const id = await itemOf(o, { link: "https://certs.example/iso14001" });
    expect((await verification(o, id)).status).toBe(200);
    const noReason = await decide(id, "reject", { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toEqual({ reason: [EVIDENCE_MESSAGES.reasonRequired] });
    expect((await decide(id, "reject")).json).toEqual({ reason: [EVIDENCE_MESSAGES.reasonRequired] });
    expect((await decide(id, "reject", { reason: "r".repeat(2001) })).json).toEqual({ reason: ["Ensure this field has no more than 2000 characters."] });
    expect((await decide(id, "reject", { reason: "  The certificate expired in 2023.  " })).json).toEqual({ evidence_state: "self_reported" });
    await deliverNotifications(t.ctx, o.user.id);
    const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(o.email)}`)).json as { kind: string; text: string }[];
    const rejected = mails.find((m) => m.kind === "verification_rejected")!;
    expect(rejected.text).toContain("The certificate expired in 2023.");
    expect(rejected.text).toContain(`${t.config.siteUrl}/dashboard/verifications?page=${o.page.id}`);
    // This item's review: on PostgreSQL other files' reviews share the table.
    const [review] = await t.ctx.db
      .select()
      .from(contentReviews)
      .where(and(eq(contentReviews.contentId, id), eq(contentReviews.action, "rejected")));
    expect(review?.reason).toBe("The certificate expired in 2023.");
  });

  it("counts pending and verified items against the plan (Starter: 1), and another owner gets 404", async () => {
    const o = await ownerWithPage(t);
    const first = await itemOf(o, { link: "https://certs.example/a" });
    const second = await itemOf(o, { link: "https://certs.example/b" });
    expect((await verification(o, first)).status).toBe(200);
    const over = await verification(o, second);
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ code: "plan_limit", detail: EVIDENCE_MESSAGES.planLimit(1), upgrade_url: `${t.config.siteUrl}/dashboard/billing` });

    const overview = (await o.client.get(`/api/v1/businesses/${o.page.id}/verifications/`)).json;
    expect(overview).toMatchObject({ plan: "starter", used: 1, limit: 1 });
    expect(overview.items.map((i: { id: number; evidence_state: string }) => [i.id, i.evidence_state])).toEqual([
      [first, "submitted"],
      [second, "self_reported"],
    ]);

    const stranger = await ownerWithPage(t);
    expect((await stranger.client.get(`/api/v1/businesses/${o.page.id}/verifications/`)).status).toBe(404);
    expect((await stranger.client.get(`/api/v1/businesses/${stranger.page.id}/contents/${first}/verification/`)).status).toBe(404);
    expect(
      (await stranger.client.request("POST", `/api/v1/businesses/${o.page.id}/contents/${second}/verification/`, undefined, stranger.headers)).status,
    ).toBe(404);
    expect(
      (await stranger.client.request("POST", `/api/v1/businesses/${stranger.page.id}/contents/${second}/verification/`, undefined, stranger.headers)).status,
    ).toBe(404);
    expect((await attach(stranger, second, PDF)).status).toBe(404);
  });
});

describe("PDF attachments", () => {
  const stored = (pageId: number) => {
    const dir = join(uploadsDir(t.config), "pages", String(pageId), "attachments");
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it("refuses a PNG named .pdf, HTML, 10 MB + 1 byte and a path in the name, writing nothing", async () => {
    const o = await ownerWithPage(t);
    const id = await itemOf(o);
    const png = await attach(o, id, PNG, "scan.pdf");
    expect(png.status).toBe(400);
    expect(await png.json()).toEqual({ file: [EVIDENCE_MESSAGES.pdfOnly] });
    expect((await attach(o, id, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "report.pdf")).status).toBe(400);
    const big = await attach(o, id, new Uint8Array(10 * 1024 * 1024 + 1), "big.pdf");
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toBe(EVIDENCE_MESSAGES.pdfTooLarge(10 * 1024 * 1024));
    for (const name of ["../../etc/passwd.pdf", "..\\boot.pdf", "a/b.pdf", ""]) {
      const res = await attach(o, id, PDF, name);
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ name: [EVIDENCE_MESSAGES.fileName] });
    }
    // Every route refuses U+0000 before it runs (lib/storable-text.ts).
    expect(await (await attach(o, id, PDF, "x\u0000.pdf")).json()).toEqual({ name: [RULES.unstorable] });
    expect(stored(o.page.id)).toEqual([]);
    expect((await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/`)).json.attachments).toEqual([]);
  });

  it("stores a PDF, serves it as a download with nosniff, and removes file and entry", async () => {
    const o = await ownerWithPage(t);
    const id = await itemOf(o);
    const res = await attach(o, id, PDF, "環境報告書 2025");
    expect(res.status).toBe(201);
    const file = (await res.json()) as { key: string; name: string; url: string; size: number };
    expect(file).toMatchObject({ name: "環境報告書 2025.pdf", size: PDF.byteLength });
    // A draft page's file: its members download it, nobody else.
    expect((await t.client().get(`/api/v1/files/${file.key}`)).status).toBe(404);
    // A token or key that does not verify is 401, so a client knows to renew it.
    expect((await t.client().get(`/api/v1/files/${file.key}`, { authorization: "Bearer expired" })).status).toBe(401);
    expect((await t.client().get(`/api/v1/files/${file.key}`, { "x-api-key": "gpk_revoked" })).status).toBe(401);
    const served = await o.client.get(`/api/v1/files/${file.key}`);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="????? 2025.pdf"; filename*=UTF-8''${encodeURIComponent("環境報告書 2025.pdf")}`,
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("accept-ranges")).toBe("bytes");
    // A PDF viewer's ranged read: 206 with those bytes (the S3 path answers the same, lib/storage-s3.test.ts).
    const ranged = await o.client.get(`/api/v1/files/${file.key}`, { range: "bytes=5-9" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 5-9/${PDF.byteLength}`);
    expect(ranged.text).toBe(new TextDecoder().decode(PDF.subarray(5, 10)));
    expect(stored(o.page.id)).toHaveLength(1);

    const fileId = file.key.split("/").pop()!.replace(".pdf", "");
    const removed = await o.client.request("DELETE", `/api/v1/businesses/${o.page.id}/contents/${id}/attachments/${fileId}/`, undefined, o.headers);
    expect(removed.status, removed.text).toBe(204);
    expect(stored(o.page.id)).toEqual([]);
    expect((await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/`)).json.attachments).toEqual([]);
  });
});
