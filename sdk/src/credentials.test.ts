import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveItem, verifiedItem } from "../../api/src/modules/credentials/test-fixtures.ts";
import { PDF, signedInAdmin } from "../../api/src/modules/evidence/test-fixtures.ts";
import { createTestApp, ownerWithPage, setPagePlan, type TestClient } from "../../api/src/test/harness.ts";
import { createClient } from "./index.ts";
import { type Credential, credentialUrlFor, didWebDocumentUrl, fetchCredential, verifyCredential } from "./credentials.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let reviewer: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: reviewer } = await signedInAdmin(t));
});
afterAll(async () => t.close());

/**
 * The instance as the world sees it at its site's address: the site serves
 * the DID document at /.well-known/did.json and passes /api to the API.
 * `swap` serves other bytes at an address, as a tampered server would.
 */
function siteFetch(swap: Record<string, Uint8Array> = {}) {
  const seen: string[] = [];
  const fetch = async (url: string) => {
    seen.push(url);
    const swapped = swap[url];
    if (swapped) return new Response(new Blob([swapped as Uint8Array<ArrayBuffer>]));
    const { pathname, search } = new URL(url);
    const path = pathname === "/.well-known/did.json" ? "/api/v1/credentials/did.json" : `${pathname}${search}`;
    return t.app.handle(new Request(`http://localhost${path}`));
  };
  return { fetch, seen };
}

async function verifiedCredential() {
  const o = await ownerWithPage(t, { published: true });
  await setPagePlan(t, o.page.id, "plus");
  const id = await verifiedItem(t, reviewer, o);
  const itemUrl = `${t.config.siteUrl}/${o.page.handle}/${id}`;
  const credential = (await fetchCredential(itemUrl, siteFetch()))!;
  expect(credential).not.toBeNull();
  // The client reads the same credential by handle and id.
  const client = createClient({ baseUrl: "http://localhost", fetch: (request: Request) => t.app.handle(request) });
  expect(await client.pages.credential(o.page.handle, id)).toEqual(credential);
  return { o, id, itemUrl, credential };
}

describe("where a credential's parts are", () => {
  it("finds a did:web DID's document (https, or http for a local instance) and an item's credential", () => {
    expect(didWebDocumentUrl("did:web:greenpage.example")).toBe("https://greenpage.example/.well-known/did.json");
    expect(didWebDocumentUrl("did:web:greenpage.example%3A8443:eu")).toBe("https://greenpage.example:8443/eu/did.json");
    expect(didWebDocumentUrl("did:web:localhost%3A4321")).toBe("http://localhost:4321/.well-known/did.json");
    expect(didWebDocumentUrl("did:key:z6Mk")).toBeNull();
    expect(credentialUrlFor("https://greenpage.example/midori/42")).toBe("https://greenpage.example/api/v1/businesses/public/midori/contents/42/credential/");
    expect(credentialUrlFor("https://greenpage.example/midori")).toBeNull();
    expect(credentialUrlFor("not a url")).toBeNull();
  });
});

describe("verifyCredential", () => {
  it("accepts a credential the instance issued: signature, status, dates and the PDF's digest", async () => {
    const { credential, itemUrl } = await verifiedCredential();
    const site = siteFetch();
    const result = await verifyCredential(credential, { fetch: site.fetch, itemUrl });
    expect(result).toMatchObject({
      valid: true,
      reason: null,
      signature: "valid",
      status: "active",
      validity: "current",
      validUntil: "2028-03-31T23:59:59Z",
      subject: { id: itemUrl, name: "ISO 14001" },
      issuer: { id: `did:web:${encodeURIComponent(new URL(t.config.siteUrl).host)}` },
    });
    expect(result.files).toEqual([{ id: expect.stringContaining("/attachments/"), name: "iso-14001.pdf", result: "match" }]);
    // It read the DID document where did:web puts it, the status list and the file: nothing else.
    expect(site.seen.map((url) => new URL(url).pathname)).toEqual([
      "/.well-known/did.json",
      expect.stringMatching(/^\/api\/v1\/credentials\/status\/\d+\/$/),
      expect.stringContaining("/attachments/"),
    ]);
  });

  it("rejects a tampered field, a swapped file, and an expired or not yet valid credential, saying which", async () => {
    const { credential, itemUrl } = await verifiedCredential();
    const { fetch } = siteFetch();
    // A genuine credential shown for another item, or by another site, is not this item's.
    expect(await verifyCredential(credential, { fetch, itemUrl: `${itemUrl}0` })).toMatchObject({ valid: false, reason: "wrong_item", signature: "valid" });
    expect(await verifyCredential(credential, { fetch, itemUrl: itemUrl.replace("localhost", "greenpage-lookalike.example") })).toMatchObject({
      reason: "wrong_item",
    });
    const tampered = structuredClone(credential) as Credential & { credentialSubject: { auditor: string }; relatedResource: { id: string }[] };
    tampered.credentialSubject.auditor = "Someone Else";
    tampered.relatedResource[0]!.id = "http://169.254.169.254/latest/meta-data";
    const forged = siteFetch();
    expect(await verifyCredential(tampered, { fetch: forged.fetch })).toMatchObject({ valid: false, reason: "signature_invalid", signature: "invalid" });
    // An unsigned document cannot make its verifier fetch an address.
    expect(forged.seen.some((url) => url.includes("169.254"))).toBe(false);

    const file = (credential.relatedResource as { id: string }[])[0]!.id;
    const swapped = await verifyCredential(credential, siteFetch({ [file]: new TextEncoder().encode("%PDF-1.7 another file") }));
    expect(swapped).toMatchObject({ valid: false, reason: "file_mismatch", signature: "valid" });
    expect(swapped.files[0]!.result).toBe("mismatch");

    expect(await verifyCredential(credential, { fetch, now: new Date("2028-04-01T00:00:00Z") })).toMatchObject({
      valid: false,
      reason: "expired",
      signature: "valid",
      validity: "expired",
    });
    expect(await verifyCredential(credential, { fetch, now: new Date("2025-03-31T00:00:00Z") })).toMatchObject({ reason: "not_yet_valid" });
  });

  it("says revoked once the evidence changes", async () => {
    const { o, id, credential } = await verifiedCredential();
    const edited = await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${id}/`, { auditor: "Another Co" }, o.headers);
    expect(edited.status, edited.text).toBe(200);
    expect(await verifyCredential(credential, siteFetch())).toMatchObject({ valid: false, reason: "revoked", signature: "valid", status: "revoked" });
    // Verified again: the new credential is valid, the old one stays revoked.
    await approveItem(t, reviewer, o, id);
    const again = (await fetchCredential(`${t.config.siteUrl}/${o.page.handle}/${id}`, siteFetch()))!;
    expect((await verifyCredential(again, siteFetch())).valid).toBe(true);
    expect((await verifyCredential(credential, siteFetch())).reason).toBe("revoked");
  });

  it("works offline from given copies, and says what it could not check without them", async () => {
    const { credential } = await verifiedCredential();
    const { fetch } = siteFetch();
    const didDocument = await (await fetch(`${t.config.siteUrl}/.well-known/did.json`)).json();
    const statusUrl = (credential.credentialStatus as { statusListCredential: string }).statusListCredential;
    const statusList = await (await fetch(statusUrl)).json();
    const file = (credential.relatedResource as { id: string }[])[0]!.id;

    const copies = { offline: true, didDocument, statusList, files: { [file]: PDF } };
    expect(await verifyCredential(credential, copies)).toMatchObject({ valid: true, status: "active" });
    expect(await verifyCredential(credential, { ...copies, files: {} })).toMatchObject({ valid: false, reason: "file_unavailable" });
    expect(await verifyCredential(credential, { ...copies, files: {}, checkFiles: false })).toMatchObject({ valid: true, files: [{ result: "skipped" }] });
    expect(await verifyCredential(credential, { ...copies, statusList: undefined })).toMatchObject({ valid: false, reason: "status_unavailable" });
    expect(await verifyCredential(credential, { offline: true })).toMatchObject({ valid: false, reason: "issuer_unresolved" });
    // A DID document of another issuer does not vouch for this credential.
    expect(await verifyCredential(credential, { ...copies, didDocument: { ...didDocument, id: "did:web:elsewhere.example" } })).toMatchObject({
      reason: "issuer_unresolved",
    });
  });

  it("answers a document that is not a credential as malformed, without throwing", async () => {
    for (const document of [null, "text", {}, { type: ["VerifiableCredential"] }, { type: "VerifiableCredential", proof: {} }]) {
      expect(await verifyCredential(document, { offline: true })).toMatchObject({ valid: false, reason: "malformed" });
    }
  });
});
