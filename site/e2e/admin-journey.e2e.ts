import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, islandsReady, openDashboard, ownerSession, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_REVIEWER } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const SLOW = { timeout: 15_000 };

async function freshContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  return context;
}

// Every wait here follows a server round trip, and the whole e2e suite shares two cores: wait generously.
const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible(), SLOW).toBe(true);
const publicHtml = async (handle: string) => (await fetch(`${siteUrl}/${handle}`)).text();
const mailKinds = async (to: string) =>
  ((await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(to)}`)).json()) as { kind: string }[]).map((m) => m.kind);

/** The audit log's rows for one target, as the admin reads them on the screen. */
async function auditRows(page: Page, target: string): Promise<string[]> {
  await openDashboard(page, siteUrl, `/dashboard/admin/audit?target=${encodeURIComponent(target)}`);
  const table = page.getByRole("table", { name: "Audit log, newest first" });
  await table.waitFor();
  return table.locator("tbody tr").allTextContents();
}

/**
 * The journey in one run, through the screens: the admin makes a
 * code, a newcomer signs up with it, a visitor reports a page, the admin
 * takes it down from the Moderation queue and restores it from Pages, and
 * the Audit log holds every one of those actions.
 */
describe("the admin console, end to end", () => {
  it("codes → sign-up → report → unpublish (owner mailed, Page coming soon) → restore, all in the audit log", async () => {
    const admin = await freshContext();
    await signIn(admin, siteUrl, DEMO_REVIEWER);
    const a = await admin.newPage();

    // One code, made on the Invitation codes screen.
    await openDashboard(a, siteUrl, "/dashboard/admin/codes");
    await a.getByLabel("How many").fill("1");
    await a.getByLabel("Note").fill("Journey e2e");
    // The answer first: a failure then says whether the request was made and what the server said.
    const created = a.waitForResponse((r) => r.url().endsWith("/api/v1/admin/invitations/") && r.request().method() === "POST", SLOW);
    await a.getByRole("button", { name: "Create codes" }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    await toast(a, "1 code created.");
    const code = (await a.getByTestId("new-codes").locator("code").first().textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    // A newcomer signs up with it on the early-access sign-up.
    const email = `journey-${uniqueHandle("x").slice(2)}@example.com`;
    const newcomer = await (await freshContext()).newPage();
    await newcomer.goto(`${siteUrl}/signup?early=1`);
    await islandsReady(newcomer);
    await newcomer.getByLabel("Your name").fill("Journey Jun");
    await newcomer.getByLabel("Email").fill(email);
    await newcomer.getByLabel("Password").fill("journey-secret-1");
    await newcomer.getByLabel("Invitation code").fill(code);
    await newcomer.getByRole("button", { name: "Create account" }).click();
    await newcomer.waitForURL(`${siteUrl}/dashboard/start`);

    // A published page, and a visitor who reports it from its public page.
    const handle = uniqueHandle("journey");
    const owner = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Journey Tea House" }, description_json: { en: "Tea grown without pesticides." } },
    });
    await apiAs(owner.context, siteUrl, "PATCH", `/businesses/update/${owner.business!.id}/`, { is_published: true });
    const visitor = await (await freshContext()).newPage();
    await visitor.goto(`${siteUrl}/${handle}`);
    await visitor.getByRole("link", { name: "Report this page" }).click();
    // On the report page, not the public page the click leaves: islandsReady reads the document it finds.
    await visitor.waitForURL(`${siteUrl}/report/${handle}`);
    await islandsReady(visitor);
    await visitor.getByLabel("Reason").selectOption("misleading");
    await visitor.getByLabel("What is wrong? (optional)").fill("No certificate backs the pesticide claim.");
    await visitor.getByRole("button", { name: "Send report" }).click();
    await expect.poll(() => visitor.getByText("Thank you: your report was sent").isVisible(), SLOW).toBe(true);

    // The admin unpublishes it from the Moderation queue.
    await openDashboard(a, siteUrl, "/dashboard/admin/reports");
    const report = a.locator("tr", { hasText: `@${handle}` });
    await expect.poll(() => report.getByText("No certificate backs the pesticide claim.").isVisible(), SLOW).toBe(true);
    await report.getByRole("button", { name: /^Resolve/ }).click();
    const dialog = a.getByRole("dialog");
    await dialog.getByLabel("Unpublish the page").check();
    await dialog.getByLabel("Reason (the owner reads it)").fill("The pesticide claim has no evidence.");
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await toast(a, "The report on Journey Tea House is resolved.");
    expect(await mailKinds(owner.owner.email)).toContain("page_unpublished");
    await expect.poll(() => publicHtml(handle), SLOW).toContain("Page coming soon");

    // …and restores it from the Pages screen.
    await openDashboard(a, siteUrl, `/dashboard/admin/pages?q=${handle}`);
    const row = a.getByTestId(`admin-page-${handle}`);
    await expect.poll(() => row.getByText("Unpublished by the team").isVisible(), SLOW).toBe(true);
    a.once("dialog", (confirm) => void confirm.accept());
    await row.getByRole("button", { name: /^Restore/ }).click();
    await toast(a, "Journey Tea House is restored; its owner was mailed.");
    await expect.poll(() => publicHtml(handle), SLOW).not.toContain("Page coming soon");
    expect(await publicHtml(handle)).toContain("Journey Tea House");

    // The audit log shows all of it, by target.
    const codeRows = await auditRows(a, code);
    expect(codeRows).toHaveLength(1);
    expect(codeRows[0]).toContain("Invitation codes created");
    expect(codeRows[0]).toContain(DEMO_REVIEWER.email);
    const pageRows = await auditRows(a, handle);
    expect(pageRows.join("\n")).toContain("Report resolved");
    expect(pageRows.join("\n")).toContain("Page unpublished");
    expect(pageRows.join("\n")).toContain("Page restored");
    expect(pageRows.join("\n")).toContain("The pesticide claim has no evidence.");
    await expectNoSeriousViolations(a);
    expect(owner.errors).toEqual([]);
  });
});
