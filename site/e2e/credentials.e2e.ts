import { describe, expect, inject, it } from "vitest";

const siteUrl = inject("siteUrl");

describe("the instance as a credential issuer (did:web)", () => {
  it("serves its DID document where did:web resolvers look, open to every origin, naming the API's key", async () => {
    const res = await fetch(`${siteUrl}/.well-known/did.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/did+json");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const document = await res.json();
    // did:web for this site's origin: its host with the port's colon percent-encoded.
    const did = `did:web:${encodeURIComponent(new URL(siteUrl).host)}`;
    expect(document).toMatchObject({ id: did, assertionMethod: [`${did}#key-1`] });
    expect(document.verificationMethod[0]).toMatchObject({ type: "Multikey", controller: did, publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
    expect(await (await fetch(`${siteUrl}/api/v1/credentials/did.json`)).json()).toEqual(document);
  });
});
