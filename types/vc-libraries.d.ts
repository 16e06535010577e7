// What Greenpage uses of Digital Bazaar's Verifiable Credentials libraries, which ship no types: the API issues with them, the SDK verifies.
type JsonObject = Record<string, unknown>;
type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

declare module "@digitalbazaar/ed25519-multikey" {
  export type Ed25519KeyPair = {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): unknown;
  };
  export function fromJwk(options: { jwk: JsonWebKey; secretKey?: boolean; id: string; controller: string }): Promise<Ed25519KeyPair>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/vc" {
  export function issue(options: { credential: JsonObject; suite: unknown; documentLoader: DocumentLoader }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{ verified: boolean; error?: { errors?: Error[]; message?: string }; statusResult?: { verified: boolean; results?: { status: boolean }[] } }>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(index: number, status: boolean): void;
  }
  export function createCredential(options: { id: string; list: BitstringStatusList; statusPurpose: string }): Promise<JsonObject>;
  /** Whether a credential's bit is set in the status list its `credentialStatus` names (the list's own proof checked too). */
  export function checkStatus(options: {
    credential: JsonObject;
    documentLoader: DocumentLoader;
    suite: unknown;
    verifyStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; results?: { verified: boolean; status?: boolean }[]; error?: Error }>;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
}

declare module "did-context" {
  export const contexts: Map<string, unknown>;
}
