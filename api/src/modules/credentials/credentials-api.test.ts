import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, contentDisclosures, contents, verifiedCredentials } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan, type TestClient } from "../../test/harness.ts";
import { EVIDENCE_MESSAGES } from "../evidence/messages.ts";
import { CREDENTIAL_ERRORS } from "./errors.ts";
import { attachPdf, PDF, signedInAdmin } from "../evidence/test-fixtures.ts";
import { deliverNotifications } from "../notifications/delivery.ts";
import { digestSri, sha256Of } from "./credential.ts";
import { documentLoader } from "./document-loader.ts";
import { approveItem, verifiedItem as fixtureItem } from "./test-fixtures.ts";
import type { DidDocument } from "../../lib/credential-issuer.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await signedInAdmin(t));
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
type Credential = Record<string, unknown> & {
  id: string;
  validUntil?: string;
  credentialSubject: { id: string; name: string; page: { id: string; name: string } };
  relatedResource: { id: string; digestSRI: string }[];
  credentialStatus: { statusListCredential: string; statusListIndex: string };
};

const visitor = () => t.client();
const pathOf = (url: string) => new URL(url).pathname;

const verifiedItem = (o: Owner, fields: Record<string, unknown> = {}) => fixtureItem(t, admin, o, fields);
const verify = (o: Owner, id: number) => approveItem(t, admin, o, id);

const credentialOf = (o: Owner, id: number) => visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/credential/`);

/**
 * Checked as an outside verifier would: Digital Bazaar's VC 2.0 library
 * given only what the API serves to anyone (the DID document and the status
 * list named in the credential).
 */
async function verifyAsOutsider(credential: Credential, now = new Date()) {
  const did = (await visitor().get("/api/v1/credentials/did.json")).json as DidDocument;
  const statusPath = pathOf(credential.credentialStatus.statusListCredential);
  const loader = documentLoader(did, async (url) =>
    url === credential.credentialStatus.statusListCredential ? (await visitor().get(statusPath)).json : undefined,
  );
  const result = await vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader: loader, checkStatus, now });
  return { verified: result.verified, revoked: result.statusResult?.results?.[0]?.status ?? null, error: result.error };
}

describe("credentials of verified initiatives", () => {
  it("are issued on approval and verify with the served DID document and status list; a tampered copy fails", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const id = await verifiedItem(o);
    const res = await credentialOf(o, id);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const credential = res.json as Credential;
    expect(credential).toMatchObject({
      id: expect.stringMatching(/^urn:uuid:/),
      validFrom: "2025-04-01T00:00:00Z",
      validUntil: "2028-03-31T23:59:59Z",
      credentialSubject: { id: `${t.config.siteUrl}/${o.page.handle}/${id}`, name: "ISO 14001", issuingOrganization: "JQA", auditor: "Audit Co" },
    });
    expect(credential.credentialSubject.page.id).toBe(`${t.config.siteUrl}/${o.page.handle}`);
    // The PDF is named by the SHA-256 of the very bytes served at its address.
    expect(credential.relatedResource).toHaveLength(1);
    const served = await t.app.handle(new Request(`http://localhost${pathOf(credential.relatedResource[0]!.id)}`));
    expect(served.status).toBe(200);
    expect(credential.relatedResource[0]!.digestSRI).toBe(digestSri(sha256Of(new Uint8Array(await served.arrayBuffer()))));
    expect(credential.relatedResource[0]!.digestSRI).toBe(digestSri(sha256Of(PDF)));

    expect(await verifyAsOutsider(credential)).toMatchObject({ verified: true, revoked: false });
    const tampered = structuredClone(credential);
    tampered.credentialSubject.name = "ISO 9001";
    expect((await verifyAsOutsider(tampered)).verified).toBe(false);
    expect((await verifyAsOutsider(credential, new Date("2028-04-02T00:00:00Z"))).verified).toBe(false);
  });

  it("are revoked when the evidence changes, replaced when verified again, and revoked when the item is deleted", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const id = await verifiedItem(o);
    const first = (await credentialOf(o, id)).json as Credential;

    // New evidence is not what was verified: the item is Self Reported and its credential revoked.
    const edited = await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${id}/`, { auditor: "Another Co" }, o.headers);
    expect(edited.status, edited.text).toBe(200);
    expect((await credentialOf(o, id)).status).toBe(404);
    expect(await verifyAsOutsider(first)).toMatchObject({ verified: true, revoked: true });

    // A member confirmed a disclosure it answers: the next credential names it.
    await t.ctx.db.insert(contentDisclosures).values({ contentId: id, pageId: o.page.id, framework: "gri", disclosure: "302-1", state: "confirmed" });
    await verify(o, id);
    const second = (await credentialOf(o, id)).json as Credential;
    expect(second.credentialStatus.statusListIndex).not.toBe(first.credentialStatus.statusListIndex);
    expect(second.credentialSubject).toMatchObject({ auditor: "Another Co", disclosures: [{ framework: "gri", disclosure: "302-1" }] });
    expect(await verifyAsOutsider(second)).toMatchObject({ verified: true, revoked: false });
    expect((await verifyAsOutsider(first)).revoked).toBe(true);

    expect((await o.client.request("DELETE", `/api/v1/businesses/${o.page.id}/contents/${id}/`, undefined, o.headers)).status).toBe(204);
    expect((await verifyAsOutsider(second)).revoked).toBe(true);
  });

  it("are revoked when a reviewer takes the verification back, with a reason the owner is mailed", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const id = await verifiedItem(o);
    const credential = (await credentialOf(o, id)).json as Credential;
    const revoke = (body: Record<string, unknown>, as = admin) => as.post(`/api/v1/admin/verifications/${id}/revoke/`, body, { origin: t.config.siteUrl });

    // Reviewers only, always with a reason.
    expect((await revoke({ reason: "Withdrawn." }, o.client)).status).toBe(403);
    expect((await revoke({ reason: "  " })).json).toEqual({ reason: [EVIDENCE_MESSAGES.reasonRequired] });
    // The verified list finds it by its page's handle.
    const listed = await admin.get(`/api/v1/admin/verifications/?state=verified&q=${o.page.handle}`);
    expect(listed.json).toEqual([expect.objectContaining({ content_id: id, last_verified: expect.any(String), title_json: { en: "ISO 14001" } })]);

    const done = await revoke({ reason: "  The certifier withdrew the certificate.  " });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({ evidence_state: "self_reported" });
    expect((await credentialOf(o, id)).status).toBe(404);
    expect(await verifyAsOutsider(credential)).toMatchObject({ verified: true, revoked: true });
    expect((await admin.get(`/api/v1/admin/verifications/?state=verified&q=${o.page.handle}`)).json).toEqual([]);
    // Only a verified item can be taken back.
    expect((await revoke({ reason: "Again." })).json).toMatchObject({ code: "invalid_transition" });

    const history = await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, o.headers);
    expect(history.json[0]).toMatchObject({ action: "revoked", reason: "The certifier withdrew the certificate." });
    await deliverNotifications(t.ctx, o.user.id);
    const mails = (await visitor().get(`/api/v1/dev/mail/?to=${encodeURIComponent(o.email)}`)).json as { kind: string; subject: string; text: string }[];
    const told = mails.find((m) => m.kind === "verification_revoked")!;
    expect(told.subject).toBe("Verification withdrawn");
    expect(told.text).toContain("The certifier withdrew the certificate.");
    const entries = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "content"), eq(adminAuditLog.targetId, String(id)), eq(adminAuditLog.action, "verification.revoke")));
    expect(entries).toEqual([expect.objectContaining({ reason: "The certifier withdrew the certificate." })]);
  });

  it("are issued on first read for an item verified before credentials existed, once", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const id = await verifiedItem(o);
    // As if verified before this feature: Verified, with no credential.
    await t.ctx.db.delete(verifiedCredentials).where(eq(verifiedCredentials.contentId, id));
    const [first, second] = await Promise.all([credentialOf(o, id), credentialOf(o, id)]);
    expect(first.status, first.text).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect((await credentialOf(o, id)).json.id).toBe(first.json.id);
    expect(await t.ctx.db.select().from(verifiedCredentials).where(eq(verifiedCredentials.contentId, id))).toHaveLength(1);
    expect(await verifyAsOutsider(first.json as Credential)).toMatchObject({ verified: true, revoked: false });
  });

  it("are not issued for a file storage lost: the approval answers 409 in words and changes nothing", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const created = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "ISO 50001" } }, o.headers);
    const id = created.json.id as number;
    expect((await attachPdf(t, o, id, PDF, "iso-50001.pdf")).status).toBe(201);
    expect((await o.client.post(`/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, undefined, o.headers)).status).toBe(200);
    const [item] = await t.ctx.db.select({ attachments: contents.attachments }).from(contents).where(eq(contents.id, id));
    await t.ctx.storage.delete(item!.attachments[0]!.key);

    const approved = await admin.post(`/api/v1/admin/verifications/${id}/approve/`, {}, { origin: t.config.siteUrl });
    expect(approved.status, approved.text).toBe(409);
    expect(approved.json).toEqual({ code: "evidence_file_missing", detail: CREDENTIAL_ERRORS.table.evidence_file_missing.message });
    const [after] = await t.ctx.db.select({ state: contents.evidenceState }).from(contents).where(eq(contents.id, id));
    expect(after!.state).toBe("submitted");
    expect(await t.ctx.db.select().from(verifiedCredentials).where(eq(verifiedCredentials.contentId, id))).toHaveLength(0);
  });

  it("are not served for an item that is not Verified, gated, or on an unpublished page", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const plain = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Self reported" } }, o.headers);
    expect((await credentialOf(o, plain.json.id)).status).toBe(404);
    const gated = await verifiedItem(o, { access: "password", password: "open sesame" });
    expect((await credentialOf(o, gated)).status).toBe(404);
    const open = await verifiedItem(o);
    expect((await credentialOf(o, open)).status).toBe(200);
    expect((await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { is_published: false }, o.headers)).status).toBe(200);
    expect((await credentialOf(o, open)).status).toBe(404);
    expect((await visitor().get("/api/v1/credentials/status/999/")).status).toBe(404);
  });
});
