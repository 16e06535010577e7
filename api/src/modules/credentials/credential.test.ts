import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { afterAll, describe, expect, it } from "vitest";
import { type ClaimInput, dateBound, digestSri, issueClaim, issueStatusList, sha256Of } from "./credential.ts";
import { documentLoader } from "./document-loader.ts";
import { didDocumentUrl, didWebFor, generateSigningJwk, KEY_FILE, loadIssuer, SigningKeyError } from "../../lib/credential-issuer.ts";

const ORIGIN = "http://localhost:4321";
const ISSUER_MODULE = join(import.meta.dirname, "..", "..", "lib", "credential-issuer.ts");
const run = promisify(execFile);
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "greenpage-vc-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const STATUS_URL = `${ORIGIN}/api/v1/credentials/status/1/`;
const pdf = new TextEncoder().encode("%PDF-1.7 the audit report");
const claim = (fields: Partial<ClaimInput> = {}): ClaimInput => ({
  id: `${ORIGIN}/api/v1/businesses/public/midori/contents/7/credential/`,
  issuerName: "Greenpage",
  page: { url: `${ORIGIN}/midori`, name: "Midori Roasters" },
  item: {
    url: `${ORIGIN}/midori/7`,
    title: "ISO 14001",
    issuingOrganization: "JQA",
    auditor: "Audit Co",
    issueDate: "2025-04-01",
    expirationDate: "2028-03-31",
    frameworks: [{ framework: "gri", categories: ["305"] }],
  },
  files: [{ url: `${ORIGIN}/api/v1/files/pages/1/attachments/report.pdf`, name: "report.pdf", sha256: sha256Of(pdf) }],
  validFrom: dateBound("2025-04-01", "start"),
  validUntil: dateBound("2028-03-31", "end"),
  status: { listUrl: STATUS_URL, index: 7 },
  ...fields,
});

/**
 * Verified the way anyone else would: Digital Bazaar's reference
 * implementation of VC 2.0 (not this module's code), given the DID document
 * and the status list as they are served.
 */
async function verify(credential: Record<string, unknown>, served: { did: unknown; statusList?: unknown }, now?: Date) {
  const loader = documentLoader(served.did as Parameters<typeof documentLoader>[0], (url) => (url === STATUS_URL ? served.statusList : undefined));
  return vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader: loader, checkStatus, ...(now ? { now } : {}) });
}

describe("did:web for the site's origin", () => {
  it("percent-encodes the port and turns a path into colons; the document lives where resolvers look", () => {
    expect(didWebFor("http://localhost:4321")).toBe("did:web:localhost%3A4321");
    expect(didWebFor("https://greenpage.example")).toBe("did:web:greenpage.example");
    expect(didWebFor("https://example.com/green/page/")).toBe("did:web:example.com:green:page");
    expect(didDocumentUrl("https://greenpage.example")).toBe("https://greenpage.example/.well-known/did.json");
    expect(didDocumentUrl("https://example.com/green/")).toBe("https://example.com/green/did.json");
  });
});

describe("the issuer's signing key", () => {
  it("is generated on first start into the data folder, readable by its owner only, and kept", async () => {
    const dir = dataDir();
    const first = await loadIssuer({ siteUrl: ORIGIN, dataDir: dir });
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = await loadIssuer({ siteUrl: ORIGIN, dataDir: dir });
    expect(again.didDocument).toEqual(first.didDocument);
    expect(first.didDocument).toEqual({
      "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
      id: "did:web:localhost%3A4321",
      verificationMethod: [
        { id: "did:web:localhost%3A4321#key-1", type: "Multikey", controller: "did:web:localhost%3A4321", publicKeyMultibase: expect.stringMatching(/^z6Mk/) },
      ],
      assertionMethod: ["did:web:localhost%3A4321#key-1"],
      authentication: ["did:web:localhost%3A4321#key-1"],
    });
    expect((await loadIssuer({ siteUrl: ORIGIN, dataDir: dataDir() })).key.publicKeyMultibase).not.toBe(first.key.publicKeyMultibase);
  });

  it("is one key when several processes start at once on one folder, and no draft is left behind", async () => {
    const dir = dataDir();
    const script = `import { loadIssuer } from ${JSON.stringify(ISSUER_MODULE)}; console.log((await loadIssuer({ siteUrl: "${ORIGIN}", dataDir: process.argv[1] })).key.publicKeyMultibase);`;
    const keys = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script, dir]);
        return stdout.trim();
      }),
    );
    expect(keys[0]).toMatch(/^z6Mk/);
    expect(new Set(keys).size).toBe(1);
    expect(readdirSync(dir)).toEqual([KEY_FILE]);
  }, 60_000);

  it("comes from CREDENTIAL_SIGNING_KEY when set (nothing written), and a wrong one is named", async () => {
    const dir = dataDir();
    const jwk = JSON.stringify(generateSigningJwk());
    const a = await loadIssuer({ siteUrl: ORIGIN, dataDir: dir, signingKey: jwk });
    const b = await loadIssuer({ siteUrl: ORIGIN, dataDir: dataDir(), signingKey: jwk });
    expect(a.key.publicKeyMultibase).toBe(b.key.publicKeyMultibase);
    expect(() => readFileSync(join(dir, KEY_FILE))).toThrow();
    await expect(loadIssuer({ siteUrl: ORIGIN, dataDir: dir, signingKey: "not json" })).rejects.toThrow(SigningKeyError);
    await expect(loadIssuer({ siteUrl: ORIGIN, dataDir: dir, signingKey: '{"kty":"EC"}' })).rejects.toThrow(
      "CREDENTIAL_SIGNING_KEY must be an Ed25519 private key",
    );
  });
});

describe("a verified claim's credential", async () => {
  const issuer = await loadIssuer({ siteUrl: ORIGIN, dataDir: dataDir() });
  const statusList = await issueStatusList(issuer, { url: STATUS_URL, revoked: [] });
  const served = { did: issuer.didDocument, statusList };

  it("verifies with an independent VC 2.0 verifier: signature, issuer, dates and status", async () => {
    const credential = await issueClaim(issuer, claim());
    expect(credential).toMatchObject({
      type: ["VerifiableCredential", "GreenpageClaimCredential"],
      issuer: { id: "did:web:localhost%3A4321", name: "Greenpage" },
      validFrom: "2025-04-01T00:00:00Z",
      validUntil: "2028-03-31T23:59:59Z",
      credentialSubject: { id: `${ORIGIN}/midori/7`, name: "ISO 14001", page: { id: `${ORIGIN}/midori` }, auditor: "Audit Co" },
      credentialStatus: { statusListIndex: "7", statusListCredential: STATUS_URL, statusPurpose: "revocation" },
      proof: {
        type: "DataIntegrityProof",
        cryptosuite: "eddsa-rdfc-2022",
        verificationMethod: "did:web:localhost%3A4321#key-1",
        proofPurpose: "assertionMethod",
      },
    });
    const result = await verify(credential, served, new Date("2026-11-27T00:00:00Z"));
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult?.results?.[0]?.status).toBe(false);
  });

  it("fails when one field is changed, or when another key signed it", async () => {
    const credential = await issueClaim(issuer, claim());
    const tampered = structuredClone(credential) as { credentialSubject: { auditor: string } };
    tampered.credentialSubject.auditor = "Someone Else";
    const result = await verify(tampered, served, new Date("2026-11-27T00:00:00Z"));
    expect(result.verified).toBe(false);
    const stranger = await loadIssuer({ siteUrl: ORIGIN, dataDir: dataDir() });
    expect((await verify(credential, { ...served, did: stranger.didDocument }, new Date("2026-11-27T00:00:00Z"))).verified).toBe(false);
  });

  it("fails after validUntil and before validFrom", async () => {
    const credential = await issueClaim(issuer, claim());
    // A day either side: verifiers allow a few minutes of clock skew.
    expect((await verify(credential, served, new Date("2028-04-02T00:00:00Z"))).verified).toBe(false);
    expect((await verify(credential, served, new Date("2025-03-31T00:00:00Z"))).verified).toBe(false);
    expect((await verify(credential, served, new Date("2028-03-30T00:00:00Z"))).verified).toBe(true);
  });

  it("reads as revoked once its bit is set in the status list, and the others stay good", async () => {
    const credential = await issueClaim(issuer, claim());
    const other = await issueClaim(issuer, claim({ status: { listUrl: STATUS_URL, index: 8 } }));
    const revokedList = await issueStatusList(issuer, { url: STATUS_URL, revoked: [7] });
    const now = new Date("2026-11-27T00:00:00Z");
    const revoked = await verify(credential, { ...served, statusList: revokedList }, now);
    expect(revoked.statusResult?.results?.[0]?.status).toBe(true);
    expect((await verify(other, { ...served, statusList: revokedList }, now)).statusResult?.results?.[0]?.status).toBe(false);
  });

  it("names each evidence PDF by its SHA-256, so a swapped file is caught", async () => {
    const credential = (await issueClaim(issuer, claim())) as { relatedResource: { digestSRI: string; mediaType: string }[] };
    expect(credential.relatedResource).toEqual([expect.objectContaining({ mediaType: "application/pdf", digestSRI: digestSri(sha256Of(pdf)) })]);
    expect(credential.relatedResource[0]!.digestSRI).not.toBe(digestSri(sha256Of(new TextEncoder().encode("%PDF-1.7 another report"))));
  });
});
