/// <reference path="../../../types/vc-libraries.d.ts" />
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { constants, copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Ed25519KeyPair, fromJwk } from "@digitalbazaar/ed25519-multikey";

/**
 * The instance as the issuer of Verifiable Credentials: a did:web identifier
 * for the site's origin, whose DID document (served at
 * `/.well-known/did.json`) names the Ed25519 key that signs them.
 */
export type Issuer = {
  did: string;
  /** The verification method's id: `<did>#key-1`. */
  keyId: string;
  key: Ed25519KeyPair;
  didDocument: DidDocument;
};

export type DidDocument = {
  "@context": string[];
  id: string;
  verificationMethod: { id: string; type: "Multikey"; controller: string; publicKeyMultibase: string }[];
  assertionMethod: string[];
  authentication: string[];
};

export const DID_CONTEXTS = ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"];

/** The file in DATA_DIR that keeps a generated key (the embedded default): an Ed25519 private JWK. */
export const KEY_FILE = "credential-signing-key.json";

/**
 * did:web for a site URL (W3C did:web): the host with its port's colon
 * percent-encoded, then any path segments joined by colons.
 * `http://localhost:4321` → `did:web:localhost%3A4321`.
 */
export function didWebFor(siteUrl: string): string {
  const url = new URL(siteUrl);
  const path = url.pathname.split("/").filter(Boolean).map(encodeURIComponent);
  return ["did:web", encodeURIComponent(url.host), ...path].join(":");
}

/** Where a did:web's document lives: `/.well-known/did.json` at the origin, or `/did.json` under its path. */
export function didDocumentUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path ? `${path}/did.json` : "/.well-known/did.json"}`;
}

export class SigningKeyError extends Error {}

/** An Ed25519 private key as a JWK (RFC 8037), as node:crypto exports it: 32-byte `d`. */
function parsePrivateJwk(text: string, source: string): JsonWebKey {
  let jwk: JsonWebKey;
  try {
    jwk = JSON.parse(text) as JsonWebKey;
  } catch {
    throw new SigningKeyError(`${source} is not JSON: it must be an Ed25519 private key as a JWK.`);
  }
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.d !== "string" || typeof jwk.x !== "string") {
    throw new SigningKeyError(`${source} must be an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","x":…,"d":…}).`);
  }
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, d: jwk.d };
}

/** A new Ed25519 private key as a JWK. */
export function generateSigningJwk(): JsonWebKey {
  return generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" });
}

/**
 * The key kept in the data folder, made on first start. Written whole to a
 * file of its own, then linked into place (a link never replaces a file):
 * two processes starting at once on one folder keep the first one's key, and
 * neither can read a half-written file. Readable by the owner only.
 */
function keptJwk(dataDir: string): JsonWebKey {
  const path = join(dataDir, KEY_FILE);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${path}.${process.pid}.${randomUUID()}`;
    writeFileSync(draft, `${JSON.stringify(generateSigningJwk())}\n`, { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A file system without hard links: an exclusive copy (never replaces another process's key).
      if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") copyExclusive(draft, path);
      else if (code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return parsePrivateJwk(readFileSync(path, "utf8"), path);
}

function copyExclusive(from: string, to: string) {
  try {
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * The instance's issuer: its key from CREDENTIAL_SIGNING_KEY (an Ed25519
 * private JWK; every instance behind one site must share it), or the one
 * kept in DATA_DIR, generated on first start.
 */
export async function loadIssuer(options: { siteUrl: string; dataDir: string; signingKey?: string | undefined }): Promise<Issuer> {
  const did = didWebFor(options.siteUrl);
  const keyId = `${did}#key-1`;
  const jwk = options.signingKey ? parsePrivateJwk(options.signingKey, "CREDENTIAL_SIGNING_KEY") : keptJwk(options.dataDir);
  const key = await fromJwk({ jwk, secretKey: true, id: keyId, controller: did });
  const method = { id: keyId, type: "Multikey" as const, controller: did, publicKeyMultibase: key.publicKeyMultibase };
  return {
    did,
    keyId,
    key,
    didDocument: { "@context": DID_CONTEXTS, id: did, verificationMethod: [method], assertionMethod: [keyId], authentication: [keyId] },
  };
}

/** The issuer as the app holds it: its key loaded once, on the first call (start-up makes it, so a wrong key stops the API there). */
export type CredentialIssuer = { issuer(): Promise<Issuer> };

export function createCredentialIssuer(config: { siteUrl: string; dataDir: string; credentialSigningKey: string | undefined }): CredentialIssuer {
  let loading: Promise<Issuer> | null = null;
  return {
    issuer() {
      loading ??= loadIssuer({ siteUrl: config.siteUrl, dataDir: config.dataDir, signingKey: config.credentialSigningKey });
      loading.catch(() => {
        loading = null;
      });
      return loading;
    },
  };
}
