import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_REVIEWER } from "./demo.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A fresh owner with a published page and one certificate, on the Verifications screen. */
async function ownerWithCertificate(title: string) {
  const handle = uniqueHandle("verify");
  const session = await ownerSession(browser, siteUrl, {
    page: { handle, name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
  });
  const pageId = session.business!.id;
  await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${pageId}/`, { is_published: true });
  const item = await apiAs<{ id: number }>(session.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, {
    title_json: { en: title },
    issuing_organization: "BSI",
    credential_id: "EMS 712345",
  });
  await openDashboard(session.page, siteUrl, "/dashboard/verifications");
  return { ...session, handle, pageId, itemId: item.id, row: session.page.getByTestId(`verification-${item.id}`) };
}

async function reviewer(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, DEMO_REVIEWER);
  const page = await context.newPage();
  await openDashboard(page, siteUrl, "/dashboard/admin/verifications");
  return { context, page };
}

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe("verification", () => {
  it("the owner attaches a PDF and requests review, a reviewer approves, and the public page shows Verified", async () => {
    const o = await ownerWithCertificate("ISO 14001 certificate");
    const { page, row } = o;
    expect(await row.getByRole("button", { name: /^Request/ }).isDisabled()).toBe(true);
    expect(await page.getByText("0 of 1 used on the Starter plan").isVisible()).toBe(true);

    await row.getByText("Evidence and history").click();
    const picker = row.getByLabel("Attach a PDF");
    await picker.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: PNG });
    await toast(page, "Only PDF files can be attached.");
    await picker.setInputFiles({ name: "iso-14001.pdf", mimeType: "application/pdf", buffer: PDF });
    await toast(page, "iso-14001.pdf attached.");
    await expect.poll(() => row.getByRole("link", { name: "iso-14001.pdf" }).isVisible()).toBe(true);

    await row.getByRole("button", { name: /^Request/ }).click();
    await toast(page, "Verification requested. We will email you when the review is done.");
    await expect.poll(() => row.getByRole("button", { name: /^Pending/ }).isVisible()).toBe(true);
    expect(await page.getByText("1 of 1 used on the Starter plan").isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "verifications", { fitsPhone: true });

    const r = await reviewer();
    const card = r.page.getByTestId(`review-${o.itemId}`);
    await expect.poll(() => card.getByRole("link", { name: "iso-14001.pdf" }).isVisible()).toBe(true);
    // The reviewer opens the evidence from the queue.
    const evidence = await r.context.request.get(new URL((await card.getByRole("link", { name: "iso-14001.pdf" }).getAttribute("href"))!, siteUrl).toString());
    expect(evidence.status()).toBe(200);
    await expectNoSeriousViolations(r.page);
    await screenshots(r.page, "review-queue", { fitsPhone: true });
    await card.getByRole("button", { name: /^Approve/ }).click();
    await toast(r.page, "“ISO 14001 certificate” is verified. The owner has been emailed.");
    await expect.poll(() => card.count()).toBe(0);
    await r.context.close();

    await page.reload();
    await expect.poll(() => row.getByRole("button", { name: /^Verified/ }).isVisible()).toBe(true);
    // The decision is a notification: the delivery job mails it a moment later.
    const kinds = async () =>
      ((await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(o.owner.email)}`)).json()) as { kind: string }[]).map((m) => m.kind);
    await expect.poll(kinds, { timeout: 20_000 }).toContain("verification_approved");

    const visitor = await browser.newContext({ locale: "en-US" });
    const pub = await visitor.newPage();
    await pub.goto(`${siteUrl}/${o.handle}/${o.itemId}`);
    expect(await pub.locator(".badge.evidence-verified").textContent()).toContain("Verified");
    expect(await pub.getByRole("region", { name: "Verification record" }).textContent()).toContain(
      `Verified by ${DEMO_REVIEWER.name} of the Greenpage review team`,
    );
    // The page's schema.org block (a Verified item's credential follows it as a second block).
    const ld = JSON.parse((await pub.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.hasCertification[0]).toMatchObject({
      name: "ISO 14001 certificate",
      certificationStatus: "https://schema.org/CertificationActive",
      auditDate: new Date().toISOString().slice(0, 10),
    });
    await visitor.close();
    await o.context.close();
  });

  it("a reviewer rejects with a reason; the owner reads it in the item's history and can ask again", async () => {
    const o = await ownerWithCertificate("Fair trade licence");
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/${o.pageId}/contents/${o.itemId}/`, { link: "https://example.com/licence" });
    await o.page.reload();
    await o.row.getByRole("button", { name: /^Request/ }).click();
    await expect.poll(() => o.row.getByRole("button", { name: /^Pending/ }).isVisible()).toBe(true);

    const r = await reviewer();
    const card = r.page.getByTestId(`review-${o.itemId}`);
    await card.getByRole("button", { name: /^Reject/ }).click();
    const dialog = r.page.getByRole("dialog", { name: "Reject “Fair trade licence”" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    // react-hook-form validates asynchronously: the message renders in a task after the click has returned.
    await expect.poll(() => dialog.getByText("Give the owner a reason for the rejection.").isVisible()).toBe(true);
    await dialog.getByLabel("Reason").fill("The licence number does not match the registry.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await toast(r.page, "“Fair trade licence” was rejected. The owner has been emailed the reason.");
    await r.context.close();

    await o.page.reload();
    await o.row.getByText("Evidence and history").click();
    await expect.poll(() => o.row.getByText("The licence number does not match the registry.").isVisible()).toBe(true);
    expect(await o.row.getByRole("button", { name: /^Request/ }).isEnabled()).toBe(true);
    await o.context.close();
  });

  it("counts down to a certificate's expiry for the owner, in English and Japanese", async () => {
    const o = await ownerWithCertificate("FSC chain of custody");
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/${o.pageId}/contents/${o.itemId}/`, { expiration_date: inDays(12) });
    await o.page.reload();
    await expect.poll(() => o.row.getByText("Expires in 12 days").isVisible()).toBe(true);
    // Far off, there is no countdown; past the date, the row says Expired instead.
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/${o.pageId}/contents/${o.itemId}/`, { expiration_date: inDays(200) });
    await o.page.reload();
    await expect.poll(() => o.row.isVisible()).toBe(true);
    expect(await o.row.getByText(/Expires in/).count()).toBe(0);
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/${o.pageId}/contents/${o.itemId}/`, { expiration_date: inDays(3) });
    await openDashboard(o.page, siteUrl, "/dashboard/verifications?lang=ja");
    await expect.poll(() => o.row.getByText("あと 3 日で期限切れ").isVisible()).toBe(true);
    await o.context.close();
  });

  it("the reminder's link asks for re-verification in one click; it stays Verified, and the reviewer compares with what was verified", async () => {
    const o = await ownerWithCertificate("BRC food safety");
    await apiAs(o.context, siteUrl, "PATCH", `/businesses/${o.pageId}/contents/${o.itemId}/`, { link: "https://certs.example/brc", auditor: "Audit Co" });
    await apiAs(o.context, siteUrl, "POST", `/businesses/${o.pageId}/contents/${o.itemId}/verification/`);
    const r = await reviewer();
    await apiAs(r.context, siteUrl, "POST", `/admin/verifications/${o.itemId}/approve/`, {});

    // Where the reminder mail's button lands: the item's Request re-verification, in view and focused.
    await openDashboard(o.page, siteUrl, `/dashboard/verifications?reverify=${o.itemId}`);
    const button = o.row.getByRole("button", { name: /^Request re-verification/ });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    await toast(o.page, "Re-verification requested. It stays Verified until the review team decides.");
    await expect.poll(() => o.row.getByText("Re-verification requested", { exact: true }).isVisible()).toBe(true);
    expect(await o.row.getByRole("button", { name: /^Verified/ }).isVisible()).toBe(true);

    await r.page.reload();
    const card = r.page.getByTestId(`review-${o.itemId}`);
    await expect.poll(() => card.getByText("Re-verification", { exact: true }).isVisible()).toBe(true);
    await card.getByText(/^As verified on/).click();
    expect(await card.locator(".previous-verification dd").allTextContents()).toContain("Audit Co");
    await expectNoSeriousViolations(r.page);
    await card.getByRole("button", { name: /^Approve/ }).click();
    await toast(r.page, "“BRC food safety” is verified. The owner has been emailed.");
    await o.page.reload();
    await expect.poll(() => o.row.getByRole("button", { name: /^Request re-verification/ }).isVisible()).toBe(true);
    await Promise.all([o.context.close(), r.context.close()]);
  });
});
