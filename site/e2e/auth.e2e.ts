import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { siteWithApiDown } from "../../scripts/site-api-down.ts";
import { launchBrowser } from "./browser.ts";
import { islandsReady, signIn } from "./dashboard-kit.ts";
import { DEMO_LOGIN } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

describe("sign-up to dashboard", () => {
  it("signs up, verifies through the dev mailbox, logs out, logs in and sees the dashboard", async () => {
    const { page, errors } = await newPage();
    const email = `e2e-${Date.now()}@example.com`;

    await page.goto(`${siteUrl}/signup`);
    await islandsReady(page);
    await page.getByLabel("Your name").fill("Emi Tester");
    await page.getByLabel("Business or organization name").fill("Tester Tea");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByText("Password must be at least 7 characters").isVisible()).toBe(true);

    await page.getByLabel("Password").fill("tea-secret-1");
    await page.getByLabel("How did you find us?").fill("A friend");
    await page.getByRole("button", { name: "Create account" }).click();
    // A new account has no page yet: the dashboard asks for its type and handle first.
    await page.waitForURL(`${siteUrl}/dashboard/start`);
    await expect.poll(() => page.getByTestId("user-email").textContent()).toContain("Not verified yet");

    await page.goto(`${siteUrl}/dev/mail?to=${encodeURIComponent(email)}`);
    const link = page.locator('tr[data-kind="verify_email"] a.mail-link').first();
    await link.click();
    await page.waitForURL(/\/verify-email/);
    await expect.poll(() => page.getByRole("status").textContent()).toContain("your email is verified");

    await page.goto(`${siteUrl}/dashboard/start`);
    await islandsReady(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${siteUrl}/`);

    await page.goto(`${siteUrl}/dashboard`);
    await page.waitForURL(/\/login\?error=SessionRequired&callbackUrl=%2Fdashboard/);
    await islandsReady(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByText("Invalid email or password.").isVisible()).toBe(true);

    await page.getByLabel("Password").fill("tea-secret-1");
    await page.getByRole("button", { name: "Log in" }).click();
    // The dashboard sends an account without a page on to /dashboard/start: two navigations in a row.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${siteUrl}/dashboard/start`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome, Emi Tester");
    expect(await page.getByTestId("user-email").textContent()).toContain("Verified");
    expect(await page.getByTestId("user-plan").textContent()).toMatch(/^Starter · /);
    expect(errors).toEqual([]);
  });

  it("shows a duplicate email as a field error from the server", async () => {
    const email = `taken-${Date.now()}@example.com`;
    const first = await fetch(`${siteUrl}/api/v1/signup/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "First", email, password: "first-pass-1" }),
    });
    expect(first.status).toBe(201);
    const { page } = await newPage();
    await page.goto(`${siteUrl}/signup`);
    await islandsReady(page);
    await page.getByLabel("Your name").fill("Second");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill("whatever-123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.locator("#email-error").textContent()).toBe("This email already exists.");
  });

  it("speaks Japanese with ?lang=ja and remembers it", async () => {
    const { page } = await newPage();
    await page.goto(`${siteUrl}/login?lang=ja`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("ログイン");
    await page.goto(`${siteUrl}/signup`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("アカウントを作成");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
  });
});

describe("the dashboard while the API cannot be reached", () => {
  it("says it could not get the data (503) instead of sending a signed-in owner to /login, and the session survives", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await signIn(context, siteUrl, { ...DEMO_LOGIN, name: "Hana Midori" });
    // Cookies belong to a host, not a port: a second copy of the site whose API is down receives the same session.
    const down = await siteWithApiDown();
    try {
      const page = await context.newPage();
      const response = await page.goto(`${down.url}/dashboard/contents`);
      expect(response?.status()).toBe(503);
      expect(page.url()).toBe(`${down.url}/dashboard/contents`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sorry something went wrong in getting your data");

      // Back on the site whose API answers, the owner is still signed in.
      await page.goto(`${siteUrl}/dashboard`);
      expect(new URL(page.url()).pathname).toBe("/dashboard");
    } finally {
      await down.close();
      await context.close();
    }
  });
});
