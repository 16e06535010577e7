import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { siteWithApi } from "../../scripts/site-api-down.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, createOwner, islandsReady, openDashboard, ownerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

type Invitation = { id: number; url: string; token: string };

/** An owner (API-made) with a page holding one initiative, and an invite link for `role`. */
async function ownerInviting(role: "editor" | "viewer") {
  const owner = await ownerSession(browser, siteUrl, {
    page: { handle: uniqueHandle("team"), name_json: { en: "Kiln Studio", ja: "窯スタジオ" }, description_json: { en: "Pottery fired with biogas." } },
  });
  const pageId = owner.business!.id;
  const initiative = await apiAs<{ id: number }>(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, { title_json: { en: "Solar kiln" } });
  const invitation = await apiAs<Invitation>(owner.context, siteUrl, "POST", `/businesses/${pageId}/members/invitations/`, { role });
  return { owner, pageId, initiativeId: initiative.id, invitation };
}

/** A visitor's own browser (not signed in). */
async function visitor(locale = "en-US"): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

const navLinks = (page: Page) => page.locator(".dash-nav a").filter({ visible: true }).allTextContents();

describe("joining a team with an invite link", () => {
  it("a new editor signs up from the link, joins, finds the page current and edits the owner's initiative", async () => {
    const { owner, pageId, initiativeId, invitation } = await ownerInviting("editor");
    expect(invitation.url).toBe(`${siteUrl}/join/${invitation.token}`);
    const { context, page, errors } = await visitor();

    await page.goto(invitation.url);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Team invitation");
    expect(await page.getByTestId("join-offer").textContent()).toBe("Dana Owner invited you to join Kiln Studio as an editor.");
    await page.getByText("Editors can edit the page's contents").waitFor();
    await page.getByText(/^This link works until /).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoSeriousViolations(page);
    await screenshots(page, "join-offer", { fitsPhone: true });

    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(`${siteUrl}/signup?join=${invitation.token}`);
    await islandsReady(page);
    expect(await page.getByLabel("Invitation code").count()).toBe(0);
    await page.getByLabel("Your name").fill("Hana Editor");
    await page.getByLabel("Email").fill(`editor-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("editor-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();

    await page.waitForURL(invitation.url, { timeout: 15_000 });
    await islandsReady(page);
    // Signed in now: the header leads to the dashboard, and the link offers to join.
    expect(await page.locator(".site-header").getByRole("link", { name: "Dashboard" }).count()).toBe(1);
    await page.getByRole("button", { name: "Join Kiln Studio" }).click();
    await page.waitForURL(`${siteUrl}/dashboard`, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId("current-page").textContent()).toContain("Kiln Studio");
    // An editor's navigation: everything but what only the owner may use.
    await expect.poll(() => navLinks(page)).toContain("Contents");

    // Switch Pages lists the page, with the role.
    await openDashboard(page, siteUrl, "/dashboard/pages");
    const row = page.getByRole("row", { name: /Kiln Studio/ });
    await expect.poll(() => row.textContent()).toContain("Editor");

    await openDashboard(page, siteUrl, "/dashboard/contents");
    await page.getByRole("button", { name: "Edit: Solar kiln" }).click();
    const editor = page.getByRole("dialog", { name: "Edit initiative" });
    await editor.getByLabel("Title (English)").fill("Solar kiln, 12 kW");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => editor.isVisible()).toBe(false);
    const saved = await apiAs<{ title_json: { en: string } }>(owner.context, siteUrl, "GET", `/businesses/${pageId}/contents/${initiativeId}/`);
    expect(saved.title_json.en).toBe("Solar kiln, 12 kW");

    // The link again, now a member: said so, with the way to the dashboard.
    await page.goto(invitation.url);
    expect(await page.getByRole("status").textContent()).toBe("You are already a member of this page, as an editor.");
    expect(errors).toEqual([]);
    await Promise.all([context.close(), owner.context.close()]);
  });

  it("a viewer logs in from the link, joins, and meets no control that writes; a forged write is refused", async () => {
    const { owner, pageId, initiativeId, invitation } = await ownerInviting("viewer");
    const account = await createOwner(siteUrl, { name: "Kenji Viewer" });
    const { context, page, errors } = await visitor();

    await page.goto(invitation.url);
    await page.getByText("Viewers can see the page's stats, feedback results and the access log.", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Log in" }).last().click();
    await page.waitForURL(`${siteUrl}/login?next=/join/${invitation.token}`);
    await islandsReady(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(invitation.url, { timeout: 15_000 });
    await islandsReady(page);
    await page.getByRole("button", { name: "Join Kiln Studio" }).click();
    await page.waitForURL(`${siteUrl}/dashboard`, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId("current-page").textContent()).toContain("Kiln Studio");

    // The navigation keeps what a viewer can use, from the first paint of the next screen on.
    const forViewers = [
      "Home",
      "Analytics",
      "Feedback results",
      "Access Control",
      "AI Analysis",
      "Benchmark",
      "Assessments",
      "Members",
      "Account settings",
      "Billing",
      "Switch pages",
    ];
    await expect.poll(() => navLinks(page)).toEqual(forViewers);
    // The server already draws it so (the role is kept in a cookie): no script has to hide anything.
    const html = await (await page.request.get(`${siteUrl}/dashboard/contents`)).text();
    expect(html).toMatch(/<html[^>]* data-page-role="viewer"/);
    await page.goto(`${siteUrl}/dashboard/contents`);
    expect(await page.evaluate(() => document.documentElement.dataset.pageRole)).toBe("viewer");
    expect(await navLinks(page)).toEqual(forViewers);

    // Contents (opened by its address): the notice instead of the editor, and the way home.
    await islandsReady(page);
    await expect.poll(() => page.getByTestId("role-gate").textContent()).toContain("You are a viewer on this page: ask its owner to make you an editor.");
    // The editor is not mounted at all: its Edit buttons would wait for its data, but its own first render (the one that
    // would share the commit with the notice) already draws "Add initiative", so that absence is read on the finished screen.
    expect(await page.getByRole("button", { name: "Add initiative" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/dashboard");
    await expectNoSeriousViolations(page);
    await screenshots(page, "role-gate", { fitsPhone: true });

    // The API refuses what the interface does not offer.
    const forged = await context.request.patch(`${siteUrl}/api/v1/businesses/${pageId}/contents/${initiativeId}/`, {
      data: { title_json: { en: "Defaced" } },
      headers: { origin: siteUrl },
    });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe("editor_required");
    const kept = await apiAs<{ title_json: { en: string } }>(owner.context, siteUrl, "GET", `/businesses/${pageId}/contents/${initiativeId}/`);
    expect(kept.title_json.en).toBe("Solar kiln");
    expect(errors).toEqual([]);
    await Promise.all([context.close(), owner.context.close()]);
  });
});

describe("a join link that no longer works, and in Japanese", () => {
  it("speaks Japanese, and says a revoked or forged link cannot be used and what to do", async () => {
    const { owner, pageId, invitation } = await ownerInviting("viewer");
    const ja = await visitor("ja-JP");
    await ja.page.goto(invitation.url);
    expect(await ja.page.getByRole("heading", { level: 1 }).textContent()).toBe("チームへの招待");
    expect(await ja.page.getByTestId("join-offer").textContent()).toBe("Dana Ownerさんから、窯スタジオに閲覧者として参加するよう招待されています。");
    await ja.page.getByRole("link", { name: "アカウントを作成" }).waitFor();
    await expectNoSeriousViolations(ja.page);
    await screenshots(ja.page, "join-offer-ja", { fitsPhone: true });

    await apiAs(owner.context, siteUrl, "DELETE", `/businesses/${pageId}/members/invitations/${invitation.id}/`);
    const { context, page } = await visitor();
    const revoked = await page.goto(invitation.url);
    expect(revoked?.status()).toBe(410);
    expect(await page.getByRole("alert").textContent()).toBe("This invitation was revoked. Ask the page owner for a new link.");
    expect(await page.getByRole("link", { name: "Create an account" }).count()).toBe(0);

    const forged = await page.goto(`${siteUrl}/join/${invitation.token.slice(0, -4)}AAAA`);
    expect(forged?.status()).toBe(404);
    expect(await page.getByRole("alert").textContent()).toBe("This invitation link is not valid. Check that you copied all of it.");
    await Promise.all([context.close(), ja.context.close(), owner.context.close()]);
  });

  it("says an expired link has expired (a stand-in API answers the preview as the real one does a week later)", async () => {
    const expired = {
      page: { id: 1, handle: "kiln-studio", name_json: { en: "Kiln Studio" }, logo_url: null },
      role: "editor",
      invited_by: "Dana Owner",
      expires_at: "2026-01-08T09:00:00.000Z",
      state: "expired",
      seats_left: 1,
    };
    // The link's preview, and no session for anyone.
    const api = createServer((request, response) => {
      const preview = request.url?.startsWith("/api/v1/invitations/");
      response.writeHead(preview ? 200 : 401, { "content-type": "application/json" });
      response.end(JSON.stringify(preview ? expired : { detail: "Authentication credentials were not provided or are invalid.", code: "not_authenticated" }));
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const site = await siteWithApi(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    try {
      const { context, page } = await visitor();
      const response = await page.goto(`${site.url}/join/abcdefghijklmnopqrstuv.0123456789abcdefghijklmnopqrstuv`);
      expect(response?.status()).toBe(410);
      expect(await page.getByRole("alert").textContent()).toBe("This invitation has expired. Ask the page owner for a new link.");
      expect(await page.getByRole("button", { name: /^Join/ }).count()).toBe(0);
      await expectNoSeriousViolations(page);
      await context.close();
    } finally {
      await site.close();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
