/// <reference path="../../types/vc-libraries.d.ts" />
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as didContexts } from "did-context";

/**
 * Checks a Greenpage credential (W3C Verifiable Credential 2.0, Data
 * Integrity `eddsa-rdfc-2022`) the way anyone outside Greenpage would: the
 * issuer's did:web DID document, the Bitstring Status List it names, its
 * validity dates and the SHA-256 of each evidence file (fetched only once the
 * signature holds). Runs in browsers and Node; ESM only, as the libraries it
 * uses are.
 */

export type Credential = Record<string, unknown>;

export type VerifyOptions = {
  /** Fetches the DID document, the status list and the evidence files (default: the global `fetch`). */
  fetch?: (url: string) => Promise<Response>;
  /** The issuer's DID document, instead of fetching it. */
  didDocument?: unknown;
  /** The status list credential the credential names, instead of fetching it. */
  statusList?: unknown;
  /** Evidence files' bytes by address (a `relatedResource` id), instead of fetching them. */
  files?: Record<string, Uint8Array>;
  /** Fetch nothing: what is not given is reported as not available. */
  offline?: boolean;
  /** `false` leaves the evidence files unchecked (reported as `skipped`). */
  checkFiles?: boolean;
  /** The time to check validity at (default: now). */
  now?: Date;
  /**
   * The item's address the credential was found at: it must be the
   * credential's subject, and its site the did:web issuer, or the check
   * fails (`wrong_item`) — a genuine credential shown for another item, or
   * by a look-alike site.
   */
  itemUrl?: string;
};

/** Why a credential did not verify: the first failed check, in this order. */
export type VerifyFailure =
  | "malformed"
  | "issuer_unresolved"
  | "signature_invalid"
  | "wrong_item"
  | "revoked"
  | "expired"
  | "not_yet_valid"
  | "file_mismatch"
  | "status_unavailable"
  | "file_unavailable";

export type FileCheck = { id: string; name: string | null; result: "match" | "mismatch" | "unavailable" | "skipped" };

export type CredentialVerification = {
  valid: boolean;
  reason: VerifyFailure | null;
  /** The issuer's DID (`did:web:<host>`) and its name, as the credential states them. */
  issuer: { id: string; name: string | null } | null;
  /** What the credential is about: the item's address and title. */
  subject: { id: string | null; name: string | null };
  /** The Data Integrity proof, checked against the issuer's DID document. */
  signature: "valid" | "invalid" | "unchecked";
  /** The credential's bit in the issuer's status list; `none` when it names no list. */
  status: "active" | "revoked" | "unavailable" | "none";
  validity: "current" | "expired" | "not_yet_valid";
  validUntil: string | null;
  files: FileCheck[];
};

/** The JSON-LD contexts a Greenpage credential, its status list and the issuer's DID document use. */
const CONTEXTS = new Map<string, unknown>([...credentialContexts, ...multikeyContexts, ...didContexts]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Where a did:web DID's document is (W3C did:web): `https://<host>/.well-known/did.json`,
 * or `…/<path>/did.json` for a DID with path segments. A local instance
 * (localhost, 127.0.0.1) is read over http, as it serves no TLS.
 */
export function didWebDocumentUrl(did: string): string | null {
  const [method, name, host, ...path] = did.split(":");
  if (method !== "did" || name !== "web" || !host) return null;
  const hostname = decodeURIComponent(host);
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(hostname);
  const base = `${local ? "http" : "https"}://${hostname}`;
  return path.length > 0 ? `${base}/${path.map(decodeURIComponent).join("/")}/did.json` : `${base}/.well-known/did.json`;
}

/**
 * Where a public item's credential is served, from the item's address
 * (`https://<site>/<handle>/<id>`): the API under the same origin.
 */
export function credentialUrlFor(itemUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(itemUrl);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const [id, handle] = [segments.at(-1), segments.at(-2)];
  if (!handle || !id || !/^\d+$/.test(id)) return null;
  const prefix = segments
    .slice(0, -2)
    .map((s) => `/${s}`)
    .join("");
  return `${url.origin}${prefix}/api/v1/businesses/public/${handle}/contents/${id}/credential/`;
}

/** The credential an item's address offers (`null` when it has none: not Verified, gated or not found). */
export async function fetchCredential(itemUrl: string, options: { fetch?: (url: string) => Promise<Response> } = {}): Promise<Credential | null> {
  const url = credentialUrlFor(itemUrl);
  if (!url) throw new TypeError(`${itemUrl} is not an item's address (https://<site>/<handle>/<id>).`);
  const res = await (options.fetch ?? globalThis.fetch)(url);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  return (await res.json()) as Credential;
}

type Fetcher = (url: string) => Promise<Response>;

async function fetchOk(fetcher: Fetcher, url: string): Promise<Response> {
  const res = await fetcher(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  return res;
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const DIGESTS: Record<string, string> = { sha256: "SHA-256", sha384: "SHA-384", sha512: "SHA-512" };

/** Whether bytes match a Subresource Integrity value (`sha256-<base64>`, several allowed, space-separated). */
async function matchesSri(bytes: Uint8Array, sri: string): Promise<boolean> {
  for (const option of sri.trim().split(/\s+/)) {
    const [name, expected] = [option.slice(0, option.indexOf("-")), option.slice(option.indexOf("-") + 1)];
    const algorithm = DIGESTS[name];
    if (!algorithm) continue;
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest(algorithm, bytes as Uint8Array<ArrayBuffer>));
    if (base64(digest) === expected) return true;
  }
  return false;
}

const validityAt = (credential: Credential, now: Date): CredentialVerification["validity"] => {
  const from = text(credential.validFrom);
  const until = text(credential.validUntil);
  if (from && now < new Date(from)) return "not_yet_valid";
  if (until && now > new Date(until)) return "expired";
  return "current";
};

/** The issuer's DID document: given, or read from where did:web says; `null` when it cannot be had or is another DID's. */
async function issuerDocument(issuerId: string, options: VerifyOptions, fetcher: Fetcher): Promise<Record<string, unknown> | null> {
  try {
    const url = didWebDocumentUrl(issuerId);
    const document = options.didDocument ?? (url ? await (await fetchOk(fetcher, url)).json() : null);
    return isObject(document) && document.id === issuerId ? document : null;
  } catch {
    return null;
  }
}

/**
 * A JSON-LD document loader for one credential: the bundled contexts, the
 * issuer's DID document and its verification methods, and the status list
 * the credential names. Nothing else: a credential cannot make its verifier
 * fetch an address.
 */
function loaderFor(did: Record<string, unknown>, statusUrl: string | null, options: VerifyOptions, fetcher: Fetcher) {
  return async (url: string) => {
    const found = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    const context = CONTEXTS.get(url);
    if (context) return found(context);
    if (url === did.id) return found(did);
    const methods = Array.isArray(did.verificationMethod) ? did.verificationMethod : [];
    const method = methods.find((m: unknown) => isObject(m) && m.id === url);
    if (method) return found({ "@context": did["@context"], ...method });
    if (statusUrl && url === statusUrl) return found(options.statusList ?? (await (await fetchOk(fetcher, url)).json()));
    throw new Error(`Refused to load ${url}: not a document this credential needs.`);
  };
}

/**
 * Each evidence file's bytes against the digest the credential gives for it.
 * Only a credential whose signature holds has its files fetched, and only
 * over http(s): an unsigned document cannot make its verifier fetch an address.
 */
function checkFiles(credential: Credential, options: VerifyOptions, fetcher: Fetcher, signed: boolean): Promise<FileCheck[]> {
  const resources = Array.isArray(credential.relatedResource) ? credential.relatedResource.filter(isObject) : [];
  return Promise.all(
    resources.map(async (resource): Promise<FileCheck> => {
      const check = { id: text(resource.id) ?? "", name: text(resource.name) };
      const sri = text(resource.digestSRI);
      if (options.checkFiles === false || !sri) return { ...check, result: "skipped" };
      const given = options.files?.[check.id];
      if (!given && (!signed || !/^https?:\/\//.test(check.id))) return { ...check, result: "unavailable" };
      try {
        const bytes = given ?? new Uint8Array(await (await fetchOk(fetcher, check.id)).arrayBuffer());
        return { ...check, result: (await matchesSri(bytes, sri)) ? "match" : "mismatch" };
      } catch {
        return { ...check, result: "unavailable" };
      }
    }),
  );
}

/** Whether a credential is the one for `itemUrl`: its subject, issued by that site's did:web. */
function isForItem(result: CredentialVerification, itemUrl: string | undefined): boolean {
  if (itemUrl === undefined) return true;
  let url: URL;
  try {
    url = new URL(itemUrl);
  } catch {
    return false;
  }
  const issuerHost = result.issuer?.id.startsWith("did:web:") ? decodeURIComponent(result.issuer.id.slice("did:web:".length).split(":")[0]!) : null;
  return result.subject.id === `${url.origin}${url.pathname.replace(/\/+$/, "")}` && issuerHost === url.host;
}

/** The first failed check, in the order a person would want to hear it. */
function firstFailure(result: CredentialVerification, resolved: boolean, forItem: boolean): VerifyFailure | null {
  const failures: [boolean, VerifyFailure][] = [
    [!resolved, "issuer_unresolved"],
    [result.signature !== "valid", "signature_invalid"],
    [!forItem, "wrong_item"],
    [result.status === "revoked", "revoked"],
    [result.validity === "expired", "expired"],
    [result.validity === "not_yet_valid", "not_yet_valid"],
    [result.files.some((f) => f.result === "mismatch"), "file_mismatch"],
    [result.status === "unavailable", "status_unavailable"],
    [result.files.some((f) => f.result === "unavailable"), "file_unavailable"],
  ];
  return failures.find(([failed]) => failed)?.[1] ?? null;
}

/**
 * The proof, checked at a moment the credential is valid (its dates are
 * reported on their own), then its bit in the status list, whose own proof
 * the library checks too. A status that cannot be read is not a bad signature.
 */
async function checkProof(
  credential: Credential,
  did: Record<string, unknown>,
  statusEntry: Record<string, unknown> | null,
  options: VerifyOptions,
  fetcher: Fetcher,
  now: Date,
): Promise<Pick<CredentialVerification, "signature" | "status">> {
  const documentLoader = loaderFor(did, statusEntry ? text(statusEntry.statusListCredential) : null, options, fetcher);
  const suite = new DataIntegrityProof({ cryptosuite });
  let bit: boolean | undefined;
  const status = async (given: Parameters<typeof checkStatus>[0]) => {
    const checked = await checkStatus({ ...given, verifyStatusListCredential: true, verifyMatchingIssuers: true }).catch(() => null);
    bit = checked?.verified ? checked.results?.[0]?.status : undefined;
    return { verified: true };
  };
  const from = text(credential.validFrom);
  const signed = await vc
    .verifyCredential({ credential, suite, documentLoader, checkStatus: status, now: from ? new Date(from) : now })
    .catch(() => ({ verified: false }));
  const statusOf = (): CredentialVerification["status"] => (!statusEntry ? "none" : bit === undefined ? "unavailable" : bit ? "revoked" : "active");
  return { signature: signed.verified ? "valid" : "invalid", status: statusOf() };
}

/** Checks a credential: signature, status, validity dates and evidence files. Never throws for a bad credential. */
export async function verifyCredential(credential: unknown, options: VerifyOptions = {}): Promise<CredentialVerification> {
  const now = options.now ?? new Date();
  // Revalidated, not answered from the HTTP cache: a revocation must be seen as soon as the issuer publishes it.
  const fetcher: Fetcher = options.offline
    ? () => Promise.reject(new Error("offline"))
    : (options.fetch ?? ((url) => globalThis.fetch(url, { cache: "no-cache" })));
  const result: CredentialVerification = {
    valid: false,
    reason: "malformed",
    issuer: null,
    subject: { id: null, name: null },
    signature: "unchecked",
    status: "none",
    validity: "current",
    validUntil: null,
    files: [],
  };
  const types = isObject(credential) ? credential.type : null;
  if (!isObject(credential) || !Array.isArray(types) || !types.includes("VerifiableCredential") || !isObject(credential.proof)) return result;
  const issuerId = isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);
  if (!issuerId) return result;
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  result.issuer = { id: issuerId, name: isObject(credential.issuer) ? text(credential.issuer.name) : null };
  result.subject = { id: text(subject.id), name: text(subject.name) };
  result.validity = validityAt(credential, now);
  result.validUntil = text(credential.validUntil);

  const did = await issuerDocument(issuerId, options, fetcher);
  const statusEntry = isObject(credential.credentialStatus) ? credential.credentialStatus : null;
  if (did) Object.assign(result, await checkProof(credential, did, statusEntry, options, fetcher, now));
  else if (statusEntry) result.status = "unavailable";
  result.files = await checkFiles(credential, options, fetcher, result.signature === "valid");
  result.reason = firstFailure(result, did !== null, isForItem(result, options.itemUrl));
  result.valid = result.reason === null;
  return result;
}
