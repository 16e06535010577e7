import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/** Screenshots of each dashboard screen (1280 and 390 px wide) land here; not committed. */
export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", ".e2e", "screenshots");

export type Owner = { email: string; password: string; name: string };
export type OwnerSession = { context: BrowserContext; page: Page; errors: string[]; owner: Owner };

let counter = 0;
/** A unique, valid handle (4–30 characters) for this run. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 30);
}

/** A fresh account through the API: sign-up, then (by default) the verification link from the dev mailbox. */
export async function createOwner(siteUrl: string, { verified = true, name = "Dana Owner" } = {}): Promise<Owner> {
  const owner = { email: `owner-${Date.now()}-${counter++}@example.com`, password: "owner-secret-1", name };
  const signup = await fetch(`${siteUrl}/api/v1/signup/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: owner.email, password: owner.password }),
  });
  expect(signup.status).toBe(201);
  if (verified) {
    const mails = (await (await fetch(`${siteUrl}/api/v1/dev/mail/?to=${encodeURIComponent(owner.email)}`)).json()) as { kind: string; links: string[] }[];
    const link = mails.find((m) => m.kind === "verify_email")?.links[0];
    expect(link).toBeTruthy();
    const verify = await fetch(link!, { redirect: "manual" });
    expect(verify.status).toBeLessThan(400);
  }
  return owner;
}

/** Signs the browser context in (its cookie jar keeps better-auth's session cookie). */
export async function signIn(context: BrowserContext, siteUrl: string, owner: Owner) {
  const response = await context.request.post(`${siteUrl}/api/auth/sign-in/email`, {
    data: { email: owner.email, password: owner.password },
    headers: { origin: siteUrl },
  });
  expect(response.status()).toBe(200);
}

/** Creates a page for the signed-in context through the API; returns its id. */
export async function createPage(context: BrowserContext, siteUrl: string, body: Record<string, unknown>): Promise<{ id: number; handle: string }> {
  const response = await context.request.post(`${siteUrl}/api/v1/businesses/create/`, { data: body, headers: { origin: siteUrl } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; handle: string };
}

/** Calls the API as the signed-in context (JSON in, JSON out). */
export async function apiAs<T>(
  context: BrowserContext,
  siteUrl: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${siteUrl}/api/v1${path}`, { method, data, headers: { origin: siteUrl } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json().catch(() => null)) as T;
}

/** A new browser context with a fresh, verified, signed-in owner (no page yet unless `page` is given). */
export async function ownerSession(
  browser: Browser,
  siteUrl: string,
  options: { locale?: string; verified?: boolean; page?: Record<string, unknown> } = {},
): Promise<OwnerSession & { business?: { id: number; handle: string } }> {
  const context = await browser.newContext({ locale: options.locale ?? "en-US", viewport: { width: 1280, height: 900 } });
  // The cookie banner has its own tests; here it would only cover the buttons under it.
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  const owner = await createOwner(siteUrl, { verified: options.verified ?? true });
  await signIn(context, siteUrl, owner);
  const business = options.page ? await createPage(context, siteUrl, options.page) : undefined;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors, owner, business };
}

/** Saves the screen at 1280 px and 390 px wide (full page), then restores the desktop width. With `fitsPhone`, the phone width must not scroll sideways. */
export async function screenshots(page: Page, name: string, { fitsPhone = false } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (fitsPhone)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Waits until every React island on the page has hydrated. Astro drops `ssr`
 * from `<astro-island>` when hydration starts, but React finishes it later in
 * a transition: ours mark the island `data-hydrated` once committed (Island.tsx).
 */
export async function islandsReady(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island")].every(
      (island) => !island.hasAttribute("ssr") && (island.hasAttribute("data-hydrated") || !island.querySelector("script[data-island-texts]")),
    ),
  );
}

/** Opens a dashboard path and waits for its islands, so typing never lands in server-rendered HTML React then replaces. */
export async function openDashboard(page: Page, siteUrl: string, path: string) {
  await page.goto(`${siteUrl}${path}`);
  await islandsReady(page);
}
