import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

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

  it("offers a verified item's signed credential for download on the item's page", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/greenpage-demo?lang=en`);
    await page.getByRole("link", { name: "Organic JAS certification", exact: true }).click();
    const download = page.getByTestId("credential-download");
    await expect(download.textContent()).resolves.toBe("Download the signed credential (JSON)");
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^greenpage-greenpage-demo-\d+-credential\.json$/);
    const credential = JSON.parse(await readFile((await file.path())!, "utf8"));
    expect(credential).toMatchObject({
      type: ["VerifiableCredential", "GreenpageClaimCredential"],
      credentialSubject: { name: "Organic JAS certification" },
      proof: { cryptosuite: "eddsa-rdfc-2022" },
    });
    // An item the review team has not verified offers none.
    await page.goto(`${siteUrl}/greenpage-demo?lang=en`);
    await page.getByRole("link", { name: "Net zero roasting by 2030", exact: true }).click();
    await expect(page.getByTestId("credential-download").count()).resolves.toBe(0);
    await context.close();
  });
});
