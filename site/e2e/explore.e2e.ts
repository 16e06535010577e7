import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

const resultTitles = (page: Page) => page.locator(".explore-card h3").allTextContents();

/**
 * The seeded demo's pages, the ones these tests know. Other test files publish
 * pages of their own while this one runs (in any order), so lists are read
 * for the seeded pages only, and filters are proven by who is left out.
 */
const SEEDED_BUSINESSES = ["Midori Coffee Roasters", "Aozora Community Solar Cooperative", "Harbor Textiles"];
const SEEDED_PEOPLE = ["Kenji Sato", "Maya Green"];
const seededTitles = async (page: Page, seeded: string[]) => (await resultTitles(page)).filter((title) => seeded.includes(title));

/**
 * Every result title in list order, following the pages: sorted by most
 * recent, what other files published comes first and can fill page 1.
 */
async function titlesOnAllPages(page: Page): Promise<string[]> {
  const titles = await resultTitles(page);
  const next = page.locator("nav.pagination a[rel=next]");
  if ((await next.count()) === 0) return titles;
  const from = page.url();
  await Promise.all([page.waitForURL((url) => url.href !== from), next.click()]);
  return [...titles, ...(await titlesOnAllPages(page))];
}
const seededTitlesOnAllPages = async (page: Page, seeded: string[]) => (await titlesOnAllPages(page)).filter((title) => seeded.includes(title));

describe("Explore", () => {
  it("searches in English and Japanese", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${siteUrl}/explore?lang=en`);
    await page.getByLabel("Search", { exact: true }).fill("solar");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=solar/);
    expect(await seededTitles(page, SEEDED_BUSINESSES)).toEqual(["Aozora Community Solar Cooperative"]);

    await page.getByLabel("Search", { exact: true }).fill("ソーラー");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=/);
    expect(await seededTitles(page, SEEDED_BUSINESSES)).toEqual(["Aozora Community Solar Cooperative"]);

    await page.goto(`${siteUrl}/explore?q=${encodeURIComponent("焙煎")}&lang=ja`);
    expect(await seededTitles(page, ["みどりコーヒー焙煎所", "あおぞら市民ソーラー協同組合", "Harbor Textiles"])).toEqual(["みどりコーヒー焙煎所"]);
    expect(errors).toEqual([]);
  });

  it("switches tabs and sorts by most upvoted or most recent", async () => {
    const { page } = await visitor();
    await page.goto(`${siteUrl}/explore?lang=en`);
    expect(await seededTitles(page, SEEDED_BUSINESSES)).toEqual(["Midori Coffee Roasters", "Aozora Community Solar Cooperative", "Harbor Textiles"]);
    await page.getByLabel("Sort by").selectOption("recent");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/sort=recent/);
    expect(await seededTitlesOnAllPages(page, SEEDED_BUSINESSES)).toEqual(["Harbor Textiles", "Aozora Community Solar Cooperative", "Midori Coffee Roasters"]);

    await page.getByRole("navigation", { name: "What to explore" }).getByRole("link", { name: "Individuals" }).click();
    await page.waitForURL(/tab=individuals/);
    const individuals = await titlesOnAllPages(page);
    expect(individuals.filter((title) => SEEDED_PEOPLE.includes(title)).sort()).toEqual(["Kenji Sato", "Maya Green"]);
    expect(individuals.filter((title) => SEEDED_BUSINESSES.includes(title))).toEqual([]);

    await page.getByRole("navigation", { name: "What to explore" }).getByRole("link", { name: "Initiatives" }).click();
    await page.waitForURL(/tab=initiatives/);
    const initiatives = await titlesOnAllPages(page);
    expect(initiatives).toContain("100% renewable electricity");
    expect(initiatives).not.toContain("Organic JAS certification");

    // Verified and current only: the demo's shared initiatives are self-reported, so they leave the list.
    await page.getByLabel("Verified and current only").check();
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/verified=true/);
    expect(await titlesOnAllPages(page)).not.toContain("100% renewable electricity");
    expect(await page.getByLabel("Verified and current only").isChecked()).toBe(true);
  });

  it("filters by country", async () => {
    const { page } = await visitor();
    await page.goto(`${siteUrl}/explore?lang=en`);
    await page.getByLabel("Country or region").selectOption("US");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/country=US/);
    expect(await seededTitles(page, SEEDED_BUSINESSES)).toEqual(["Harbor Textiles"]);
  });

  it("marks its links to pages and initiatives src=explore, which the opened page reports and then removes", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${siteUrl}/explore?lang=en`);
    const card = page.locator(".explore-card", { hasText: "Midori Coffee Roasters" });
    expect(await card.getByRole("link", { name: "Midori Coffee Roasters" }).getAttribute("href")).toBe("/greenpage-demo?src=explore");
    const view = page.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/") && r.postDataJSON()?.path === "/greenpage-demo");
    await card.getByRole("link", { name: "Midori Coffee Roasters" }).click();
    expect((await view).postDataJSON()).toMatchObject({ source: "explore" });
    await page.waitForURL(`${siteUrl}/greenpage-demo`);

    await page.goto(`${siteUrl}/explore?tab=initiatives&lang=en`);
    const initiative = page.locator(".explore-card", { hasText: "100% renewable electricity" }).first();
    expect(await initiative.getByRole("link", { name: "100% renewable electricity" }).getAttribute("href")).toMatch(/^\/greenpage-demo\/\d+\?src=explore$/);
    expect(await initiative.getByRole("link", { name: /Midori Coffee Roasters/ }).getAttribute("href")).toBe("/greenpage-demo?src=explore");
    expect(errors).toEqual([]);
  });

  it("asks an anonymous visitor to sign up before voting", async () => {
    const { page, errors } = await visitor();
    await page.goto(`${siteUrl}/explore?lang=en`);
    await page.getByRole("button", { name: /^Upvote\W+Harbor Textiles/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sign up to vote" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("link", { name: "Sign up free" }).getAttribute("href")).toMatch(/^\/signup\?callbackUrl=/);

    await page.goto(`${siteUrl}/greenpage-demo?lang=en`);
    await page.getByRole("button", { name: /Upvote/ }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Sign up to vote" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("voting when signed in", () => {
  it("upvotes once, shows it after a reload, and withdraws", async () => {
    const { page, errors } = await visitor();
    const email = `voter-${Date.now()}@example.com`;
    const signup = await page.context().request.post(`${siteUrl}/api/v1/signup/`, {
      data: { name: "Voter", business_name: "Votes", email, password: "secret-123" },
      headers: { origin: siteUrl },
    });
    expect(signup.status()).toBe(201);

    await page.goto(`${siteUrl}/explore?tab=individuals&lang=en`);
    const button = page.getByRole("button", { name: /Maya Green/ });
    const before = Number(await button.locator(".upvote-count").textContent());
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    expect(Number(await button.locator(".upvote-count").textContent())).toBe(before + 1);

    await page.reload();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("false");
    expect(Number(await button.locator(".upvote-count").textContent())).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe("accessibility", () => {
  it("finds no serious or critical violation on Explore, the demo page and the widget page", async () => {
    const { page } = await visitor();
    for (const path of [
      "/explore?lang=en",
      "/explore?tab=initiatives&lang=ja",
      "/greenpage-demo?lang=en",
      "/greenpage-demo?lang=ja",
      "/kenji-sato",
      "/widget/greenpage-demo",
    ]) {
      await page.goto(`${siteUrl}${path}`);
      await expectNoSeriousViolations(page);
    }
    await page.goto(`${siteUrl}/greenpage-demo?lang=en`);
    await page.getByRole("button", { name: "QR code" }).click();
    await expect.poll(() => page.locator(".qr-image img").count()).toBe(1);
    await expectNoSeriousViolations(page);
    // Seven pages each scanned by axe: on a loaded 2-core machine this passed 60 s.
  }, 120_000);
});
