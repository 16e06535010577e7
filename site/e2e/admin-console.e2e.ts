import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_LOGIN, DEMO_REVIEWER } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function signedIn(account: { email: string; password: string; name?: string }, locale = "en-US") {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, { name: "", ...account });
  const page = await context.newPage();
  return { context, page };
}

/** The console's screens that exist (a page file each), so a screen added later is checked too. */
function consolePaths(): string[] {
  const dir = join(import.meta.dirname, "..", "src", "pages", "dashboard", "admin");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".astro"))
    .map((name) => (name === "index.astro" ? "/dashboard/admin" : `/dashboard/admin/${name.replace(/\.astro$/, "")}`));
}

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  anyOf?: Schema[];
};

/** The smallest value a schema accepts, so a refusal is the role's and not the input's (validation runs first). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  if (schema.type === "object" || schema.properties) {
    return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
  }
  if (schema.type === "integer" || schema.type === "number") return schema.minimum ?? 1;
  if (schema.type === "boolean") return false;
  if (schema.type === "array") return [];
  if (schema.format === "email" || schema.pattern?.includes("@")) return "someone@example.com";
  if (schema.format === "date") return "2026-01-01";
  return "x".repeat(Math.max(1, schema.minLength ?? 1));
}

/** Every admin console call the API documents, with path parameters filled and a body its schema accepts. */
async function consoleCalls(): Promise<{ method: string; path: string; body?: unknown }[]> {
  const doc = (await (await fetch(`${siteUrl}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!/^\/api\/v1\/(billing\/)?admin\//.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(upper)) continue;
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      // A DELETE may take a body too (deleting a user takes `{reason}`): without it the API answers 400 before it looks at the caller.
      const body = upper === "GET" || (upper === "DELETE" && !schema) ? {} : { body: sample(schema) };
      calls.push({ method: upper, path: path.replace(/\{[^}]+\}/g, "1"), ...body });
    }
  }
  return calls;
}

/** Calls the API from the page itself, as its scripts would: the browser's own session cookie and origin. */
function fromBrowser(page: Page, call: { method: string; path: string; body?: unknown }) {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  }, call);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("admin console", () => {
  it("a non-admin sees no admin navigation, is sent away from every console screen, and gets 403 on every console call", async () => {
    const { context, page } = await signedIn(DEMO_LOGIN);
    await openDashboard(page, siteUrl, "/dashboard");
    // The screen has loaded its page (the plan line needs it) and drawn the navigation, so the absences read the finished screen.
    await page.getByTestId("page-plan").waitFor();
    expect(await page.locator("[data-dash-nav]").isVisible()).toBe(true);
    expect(await page.locator("[data-admin-nav]").count()).toBe(0);
    expect(await page.getByText("Admin console").count()).toBe(0);

    const paths = consolePaths();
    expect(paths).toEqual(expect.arrayContaining(["/dashboard/admin/verifications", "/dashboard/admin/audit"]));
    for (const path of [...paths, "/dashboard/review"]) {
      await page.goto(`${siteUrl}${path}`);
      expect(new URL(page.url()).pathname, path).toBe("/dashboard");
    }

    const calls = await consoleCalls();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(["GET /api/v1/admin/audit/", "GET /api/v1/admin/audit/export/", "POST /api/v1/admin/verifications/1/approve/"]),
    );
    for (const call of calls) {
      const answer = await fromBrowser(page, call);
      expect(answer.status, `${call.method} ${call.path} → ${answer.body}`).toBe(403);
    }
    await context.close();
  });

  it("the demo admin decides a queued verification, then finds it in the Audit log with a filter and downloads the CSV", async () => {
    // An owner asks for review of one certificate.
    const title = `Solar roof ${uniqueHandle("x").slice(2)}`;
    const handle = uniqueHandle("audit");
    const owner = await ownerSession(browser, siteUrl, { page: { handle, name_json: { en: "Audit Bakery" } } });
    const pageId = owner.business!.id;
    const item = await apiAs<{ id: number }>(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/`, {
      title_json: { en: title },
      link: "https://certs.example/solar",
    });
    await apiAs(owner.context, siteUrl, "POST", `/businesses/${pageId}/contents/${item.id}/verification/`);
    await owner.context.close();

    const { context, page } = await signedIn(DEMO_REVIEWER);
    // The old address of the queue lands on the new one.
    await page.goto(`${siteUrl}/dashboard/review`);
    expect(new URL(page.url()).pathname).toBe("/dashboard/admin/verifications");
    await openDashboard(page, siteUrl, "/dashboard/admin/verifications");
    const nav = page.locator("[data-admin-nav]");
    expect(await nav.getByText("Admin console").isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Verification queue" }).getAttribute("href")).toBe("/dashboard/admin/verifications");
    expect(await nav.getByRole("link", { name: "Audit log" }).getAttribute("href")).toBe("/dashboard/admin/audit");
    // Ours waits in the queue (with whatever else other files or the demo left there: nothing here counts on them).
    const card = page.getByTestId(`review-${item.id}`);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(
      await page
        .getByRole("list", { name: /waiting/i })
        .locator(":scope > li")
        .count(),
    ).toBeGreaterThanOrEqual(1);
    await expectNoSeriousViolations(page);
    await card.getByRole("button", { name: /^Reject/ }).click();
    const dialog = page.getByRole("dialog", { name: `Reject “${title}”` });
    await dialog.getByLabel("Reason").fill("The certificate link is broken.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);

    await openDashboard(page, siteUrl, "/dashboard/admin/audit");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Audit log");
    await page.getByLabel("Action").selectOption({ label: "Verification rejected" });
    // The target by (part of) its label: the page's handle, which no other entry has.
    await page.getByLabel("Target").fill(handle);
    const table = page.getByRole("table", { name: "Audit log, newest first" });
    const row = table.getByRole("row").filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain(DEMO_REVIEWER.email);
    expect(await row.textContent()).toContain("The certificate link is broken.");
    expect(await row.getByRole("link", { name: new RegExp(title) }).getAttribute("href")).toMatch(new RegExp(`/${item.id}$`));
    await expect.poll(() => page.getByText("1 entry").isVisible(), { timeout: 15_000 }).toBe(true);
    // The filters live in the address.
    await expect.poll(() => new URL(page.url()).searchParams.get("action"), { message: page.url() }).toBe("verification.reject");
    expect(new URL(page.url()).searchParams.get("target")).toBe(handle);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("at,actor_email,actor_id,action,target_type,target_id,target_label,reason,details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${DEMO_REVIEWER.email},`);
    expect(lines[1]).toContain(`,verification.reject,content,${item.id},`);

    await expectNoSeriousViolations(page);
    await screenshots(page, "admin-audit", { fitsPhone: true });
    await context.close();
  });

  it("the Audit log in Japanese: labelled actions, axe clean, no sideways scroll at 390 px", async () => {
    const { context, page } = await signedIn(DEMO_REVIEWER, "ja-JP");
    await openDashboard(page, siteUrl, "/dashboard/admin/audit?action=verification.reject");
    expect(await page.locator("[data-admin-nav]").getByText("管理コンソール").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("監査ログ");
    const table = page.getByRole("table", { name: "監査ログ（新しい順）" });
    await expect.poll(() => table.getByText("認証を却下").first().isVisible()).toBe(true);
    // The select shows the address's action from the first render, before the list of actions arrives.
    expect(await page.getByLabel("操作").inputValue()).toBe("verification.reject");
    await expect.poll(() => page.getByLabel("操作").locator("option").count()).toBeGreaterThan(2);
    expect(await page.getByLabel("操作").inputValue()).toBe("verification.reject");
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
