import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { openDashboard, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

/** Signs up with a business name (no verification needed to create a page) and signs a browser in. */
async function ownerWithBusiness(locale: string, businessName: string) {
  const owner = { email: `start-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, password: "owner-secret-1", name: "Aiko" };
  const signup = await fetch(`${siteUrl}/api/v1/signup/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...owner, business_name: businessName }),
  });
  expect(signup.status).toBe(201);
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, owner);
  return { context, page: await context.newPage() };
}

describe("the first page's display name", () => {
  it("is the sign-up business name, in Japanese for a Japanese owner (whose page defaults to Japanese)", async () => {
    for (const [locale, label, button, expected] of [
      ["en-US", "Page address (handle)", "Create my page", { name_json: { en: "Midori Coffee" }, default_language: "en" }],
      ["ja-JP", "ページのアドレス(ハンドル)", "ページを作成", { name_json: { ja: "みどりコーヒー" }, default_language: "ja" }],
    ] as const) {
      const { context, page } = await ownerWithBusiness(locale, expected.default_language === "ja" ? "みどりコーヒー" : "Midori Coffee");
      await openDashboard(page, siteUrl, "/dashboard/start");
      await page.getByLabel(label).fill(uniqueHandle("named"));
      await page.getByRole("button", { name: button }).click();
      await page.waitForURL(`${siteUrl}/dashboard/onboarding`);
      const [mine] = (await (await context.request.get(`${siteUrl}/api/v1/businesses/my/`)).json()) as Record<string, unknown>[];
      expect(mine, locale).toMatchObject(expected);
      await context.close();
    }
  });

  it("goes on to onboarding even when the list of pages arrives after the page was created", async () => {
    // On a slow machine the screen's first read of the owner's pages can answer after the new page exists;
    // the screen must not take that page as "already has one" and send the owner to /dashboard.
    const { context, page } = await ownerWithBusiness("en-US", "Late List Coffee");
    let created!: () => void;
    const createdSeen = new Promise<void>((resolve) => (created = resolve));
    let listHeld = false;
    await page.route(`${siteUrl}/api/v1/businesses/my/`, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      listHeld = true;
      await createdSeen;
      await route.continue();
    });
    page.on("response", (response) => {
      if (response.url().endsWith("/api/v1/businesses/create/") && response.status() === 201) created();
    });
    await openDashboard(page, siteUrl, "/dashboard/start");
    await page.getByLabel("Page address (handle)").fill(uniqueHandle("late"));
    await page.getByRole("button", { name: "Create my page" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/onboarding`);
    expect(listHeld).toBe(true);
    await context.close();
  });
});
