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

describe("API docs", () => {
  it("render offline: every file comes from our own server, and the operations show", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    // Offline: any request off this origin fails, as it would with no network.
    const elsewhere: string[] = [];
    await context.route("**/*", (route) => {
      if (new URL(route.request().url()).origin === new URL(siteUrl).origin) return route.continue();
      elsewhere.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.goto(`${siteUrl}/api/v1/docs`);
    await expect.poll(() => page.getByText("Liveness, database kind and migration version").first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText("Greenpage API", { exact: false }).first().isVisible()).toBe(true);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the API's printed address answers its index", async () => {
    const res = await fetch(`${siteUrl}/api/v1/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Greenpage API", docs: "/api/v1/docs", openapi: "/api/v1/openapi.json" });
  });
});
