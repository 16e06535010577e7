/// <reference path="../../../../types/vc-libraries.d.ts" />
import { createHash } from "node:crypto";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { BitstringStatusList, createCredential } from "@digitalbazaar/vc-bitstring-status-list";
import { documentLoader } from "./document-loader.ts";
import type { Issuer } from "../../lib/credential-issuer.ts";

/**
 * A verified claim as a W3C Verifiable Credential 2.0, signed with a Data
 * Integrity proof (`eddsa-rdfc-2022`): plain JSON-LD that any VC 2.0 verifier
 * checks with the issuer's DID document, and that embeds as it is in the
 * page's JSON-LD. VC 2.0's context has no catch-all vocabulary, so the
 * claim's own terms come from W3C's `undefined-terms` context, bundled with
 * every verifier, rather than from a context only this instance serves.
 */
export const CREDENTIAL_CONTEXTS = ["https://www.w3.org/ns/credentials/v2", "https://www.w3.org/ns/credentials/undefined-terms/v2"];
export const CLAIM_TYPE = "GreenpageClaimCredential";

/** Bits in the status list: the specification's minimum (16 KiB), which also keeps a holder's index from standing out. */
export const STATUS_LIST_LENGTH = 131_072;

export type ClaimInput = {
  /** The credential's own address (where it is served). */
  id: string;
  issuerName: string;
  page: { url: string; name: string };
  item: {
    url: string;
    title: string;
    issuingOrganization?: string | null;
    auditor?: string | null;
    certificateId?: string | null;
    issueDate?: string | null;
    expirationDate?: string | null;
    /** The frameworks the item answers and their categories (the owner's selection). */
    frameworks?: { framework: string; categories: string[] }[];
    /** The framework disclosures it counts for (its catalogue entry's, and those a member confirmed): `gri` `302-1`. */
    disclosures?: { framework: string; disclosure: string }[];
  };
  /** The evidence PDFs: where each is served and the SHA-256 of its bytes. */
  files: { url: string; name: string; sha256: Uint8Array }[];
  /** When the claim holds: the evidence's dates (`validUntil` none when it does not expire). */
  validFrom: Date;
  validUntil?: Date | null;
  /** Its place in the issuer's revocation list. */
  status: { listUrl: string; index: number };
};

/** Subresource Integrity's form of a SHA-256 digest (`sha256-<base64>`), as VC 2.0's `digestSRI` takes it. */
export const digestSri = (sha256: Uint8Array) => `sha256-${Buffer.from(sha256).toString("base64")}`;

/** SHA-256 of a file's bytes. */
export const sha256Of = (bytes: Uint8Array) => new Uint8Array(createHash("sha256").update(bytes).digest());

/** A calendar date (YYYY-MM-DD) as the instant a claim starts holding (its start) or stops (the end of its day), UTC. */
export function dateBound(date: string, end: "start" | "end"): Date {
  return new Date(`${date}T${end === "start" ? "00:00:00" : "23:59:59"}Z`);
}

const seconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
/** Only the fields that have a value: JSON-LD would drop a null anyway, and the credential reads cleaner without. */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));

/** The unsigned credential for a claim. */
export function claimCredential(issuer: Issuer, input: ClaimInput): Record<string, unknown> {
  const { item, page, status } = input;
  return present({
    "@context": CREDENTIAL_CONTEXTS,
    id: input.id,
    type: ["VerifiableCredential", CLAIM_TYPE],
    issuer: { id: issuer.did, name: input.issuerName },
    validFrom: seconds(input.validFrom),
    validUntil: input.validUntil ? seconds(input.validUntil) : null,
    credentialSubject: present({
      id: item.url,
      name: item.title,
      page: { id: page.url, name: page.name },
      issuingOrganization: item.issuingOrganization,
      auditor: item.auditor,
      certificateId: item.certificateId,
      issueDate: item.issueDate,
      expirationDate: item.expirationDate,
      frameworks: item.frameworks,
      disclosures: item.disclosures,
    }),
    relatedResource: input.files.map((file) => ({ id: file.url, name: file.name, mediaType: "application/pdf", digestSRI: digestSri(file.sha256) })),
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  });
}

const signingSuite = (issuer: Issuer) => new DataIntegrityProof({ signer: issuer.key.signer(), cryptosuite });

/** The claim's credential, signed by the issuer. */
export async function issueClaim(issuer: Issuer, input: ClaimInput): Promise<Record<string, unknown>> {
  return vc.issue({ credential: claimCredential(issuer, input), suite: signingSuite(issuer), documentLoader: documentLoader(issuer.didDocument) });
}

/**
 * The issuer's revocation list as a signed BitstringStatusListCredential:
 * the bit at each revoked index is set. Issued anew whenever one changes
 * (`validFrom` says when).
 */
export async function issueStatusList(issuer: Issuer, options: { url: string; revoked: Iterable<number>; at?: Date }): Promise<Record<string, unknown>> {
  const list = new BitstringStatusList({ length: STATUS_LIST_LENGTH });
  for (const index of options.revoked) list.setStatus(index, true);
  const unsigned = await createCredential({ id: options.url, list, statusPurpose: "revocation" });
  return vc.issue({
    credential: { ...unsigned, issuer: issuer.did, validFrom: seconds(options.at ?? new Date()) },
    suite: signingSuite(issuer),
    documentLoader: documentLoader(issuer.didDocument),
  });
}
