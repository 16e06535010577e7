import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_REVIEWER } from "./demo.ts";

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

/** The item's page for a visitor in `locale`, with the cookie banner answered. */
async function visitor(locale: "en-US" | "ja-JP") {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  return { context, page: await context.newPage() };
}

/** The Verify panel's verdict and the checks it lists, once it has answered. */
async function verifyOnPage(page: import("playwright-core").Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  const verdict = page.getByTestId("verify-verdict");
  await expect.poll(() => verdict.getAttribute("data-state"), { timeout: 15_000 }).not.toBe("checking");
  return { verdict: await verdict.textContent(), checks: await page.locator(".verify-checks li").allTextContents() };
}

describe("the Verify panel", () => {
  it("checks the demo's verified certificate in the browser: signature, revocation, dates and the PDF, in English and Japanese", async () => {
    const en = await visitor("en-US");
    await en.page.goto(`${siteUrl}/greenpage-demo?lang=en`);
    await en.page.getByRole("link", { name: "Organic JAS certification", exact: true }).click();
    // The credential is in the page's JSON-LD, as it is.
    const blocks = await en.page.locator('script[type="application/ld+json"]').allTextContents();
    const embedded = blocks.map((text) => JSON.parse(text)).find((doc) => doc.type?.includes?.("VerifiableCredential"));
    expect(embedded).toMatchObject({ credentialSubject: { name: "Organic JAS certification" }, proof: { cryptosuite: "eddsa-rdfc-2022" } });
    // The verifier is fetched only when asked for.
    const scripts: string[] = [];
    en.page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    const result = await verifyOnPage(en.page, "Verify the signature");
    expect(result.verdict).toBe("Verified — signature valid");
    expect(result.checks).toEqual([
      `Signed by Greenpage (${new URL(siteUrl).host})`,
      "Not revoked by its issuer",
      "Valid until March 31, 2028",
      "Organic JAS certificate.pdf: the file is the one that was verified",
    ]);
    expect(scripts.length).toBeGreaterThan(0);
    await expectNoSeriousViolations(en.page);
    await en.context.close();

    const ja = await visitor("ja-JP");
    await ja.page.goto(`${siteUrl}/greenpage-demo?lang=ja`);
    await ja.page.getByRole("link", { name: "有機JAS認証", exact: true }).click();
    const resultJa = await verifyOnPage(ja.page, "署名を検証する");
    expect(resultJa.verdict).toBe("検証済み — 署名は有効です");
    expect(resultJa.checks).toContain("発行者による失効はありません");
    expect(resultJa.checks).toContain("2028年3月31日 まで有効");
    await expectNoSeriousViolations(ja.page);
    await ja.context.close();
  });

  it("says revoked once a reviewer withdraws the verification, on a page opened before", async () => {
    const handle = uniqueHandle("vcred");
    const owner = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
    });
    const pageId = owner.business!.id;
    await apiAs(owner.context, siteUrl, "PATCH", `/businesses/update/${pageId}/`, { is_published: true });
    const item = await apiAs<{ id: number }>(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, {
      title_json: { en: "Solar heat audit" },
      issuing_organization: "BSI",
      auditor: "Audit Co",
      link: "https://example.com/solar-audit",
    });
    await apiAs(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/${item.id}/verification/`);
    const reviewer = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await reviewer.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    await signIn(reviewer, siteUrl, DEMO_REVIEWER);
    await apiAs(reviewer, siteUrl, "POST", `/admin/verifications/${item.id}/approve/`, {});

    const { context, page } = await visitor("en-US");
    await page.goto(`${siteUrl}/${handle}/${item.id}`);
    expect((await verifyOnPage(page, "Verify the signature")).verdict).toBe("Verified — signature valid");

    // The reviewer finds the item among the verified ones and withdraws it, with a reason.
    const review = await reviewer.newPage();
    await openDashboard(review, siteUrl, "/dashboard/admin/verifications");
    await review.getByRole("button", { name: "Verified", exact: true }).click();
    await review.getByLabel("Search by page handle or title").fill(handle);
    const card = review.getByTestId(`verified-${item.id}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    await expectNoSeriousViolations(review);
    await card.getByRole("button", { name: /^Withdraw verification/ }).click();
    const dialog = review.getByRole("dialog", { name: "Withdraw the verification of “Solar heat audit”" });
    await dialog.getByRole("button", { name: "Withdraw verification" }).click();
    await expect.poll(() => dialog.getByText("Give the owner a reason for withdrawing the verification.").isVisible()).toBe(true);
    await dialog.getByLabel("Reason").fill("The audit covered another site.");
    await dialog.getByRole("button", { name: "Withdraw verification" }).click();
    await expect
      .poll(() => review.getByText("“Solar heat audit” is no longer verified. The owner has been emailed the reason.").first().isVisible())
      .toBe(true);
    await expect.poll(() => card.count()).toBe(0);

    // The visitor's page, opened before, now hears that the credential it carries is revoked.
    const revoked = await verifyOnPage(page, "Verify the signature");
    expect(revoked.verdict).toBe("Revoked — the issuer has withdrawn this verification");
    expect(revoked.checks).not.toContain("Not revoked by its issuer");
    await expectNoSeriousViolations(page);
    // Opened now, the item is Self Reported: no verification record, no credential.
    await page.reload();
    await expect(page.getByRole("button", { name: "Verify the signature" }).count()).resolves.toBe(0);
    await Promise.all([context.close(), reviewer.close(), owner.context.close()]);
  });
});
