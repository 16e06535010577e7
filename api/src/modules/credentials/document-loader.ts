/// <reference path="../../../../types/vc-libraries.d.ts" />
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as didContexts } from "did-context";
import type { DidDocument } from "../../lib/credential-issuer.ts";

/** The JSON-LD contexts a Greenpage credential and its DID document use, shipped in npm packages. */
const BUNDLED = new Map<string, unknown>([...credentialContexts, ...multikeyContexts, ...didContexts]);

export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

/**
 * A JSON-LD document loader that never goes to the network by itself: the
 * bundled contexts, the issuer's DID document (a `#fragment` is its
 * verification method, with the document's contexts, as proof checks want
 * it), and whatever `more` knows (a status list credential). Anything else
 * is refused, so a credential cannot make its verifier fetch an address.
 */
export function documentLoader(did: DidDocument, more: (url: string) => Promise<unknown> | unknown = () => undefined): DocumentLoader {
  return async (url) => {
    const found = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    const bundled = BUNDLED.get(url);
    if (bundled) return found(bundled);
    if (url === did.id) return found(did);
    if (url.startsWith(`${did.id}#`)) {
      const method = did.verificationMethod.find((m) => m.id === url);
      if (method) return found({ "@context": did["@context"], ...method });
    }
    const other = await more(url);
    if (other) return found(other);
    throw new Error(`Refused to load ${url}: not a document this credential needs.`);
  };
}
