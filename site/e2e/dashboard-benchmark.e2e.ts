import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

type Catalog = { standard_initiatives: { id: number; code: string }[] };
const PAGE = { name_json: { en: "Harbour Bakery", ja: "ハーバーベーカリー" }, description_json: { en: "Bread baked with solar heat." }, framework_type: "gri" };

describe("benchmark", () => {
  it("on Plus: the GRI score moves when an initiative is added; gaps, history and the GRI index download — in English and Japanese", async () => {
    const handle = uniqueHandle("bench");
    const { page, context, business, errors } = await ownerSession(browser, siteUrl, { page: { handle, ...PAGE } });
    const id = business!.id;
    const checkout = await apiAs<{ id: string }>(context, siteUrl, "POST", "/billing/checkout/", { plan: "plus", tier: "b1_10", currency: "USD" });
    await apiAs(context, siteUrl, "POST", `/billing/checkout/${checkout.id}/pay/`, { card_number: "4242424242424242", expiry: "12/34", cvc: "123" });

    await openDashboard(page, siteUrl, "/dashboard/benchmark");
    const card = page.getByTestId("benchmark-gri");
    await expect.poll(() => card.locator(".benchmark-score .value").textContent()).toBe("0 / 100");
    expect(await page.getByText("Scored against the frameworks your page reports on.").isVisible()).toBe(true);

    // A standard initiative from the catalogue counts for the GRI disclosures it addresses.
    const catalog = await apiAs<Catalog>(context, siteUrl, "GET", "/businesses/catalog/");
    const renewable = catalog.standard_initiatives.find((s) => s.code === "renewable_electricity")!;
    const item = await apiAs<{ id: number }>(context, siteUrl, "POST", `/businesses/${id}/contents/`, {
      kind: "standard",
      standard_initiative_id: renewable.id,
    });
    await page.reload();
    await expect.poll(() => card.locator(".benchmark-score .value").textContent()).not.toBe("0 / 100");
    const score = Number((await card.locator(".benchmark-score .value").textContent())!.split(" ")[0]);
    expect(score).toBeGreaterThan(0);
    expect(Number(await card.getByRole("meter").getAttribute("value"))).toBe(score);
    expect(await card.getByRole("meter", { name: "GRI Standards score" }).count()).toBe(1);
    // What the initiative does not address is listed as a gap (Plus names ten); without a country, peers are hidden and say why.
    const gaps = card.getByRole("list", { name: "Gaps in GRI Standards, most important first" });
    expect(await gaps.locator("li").count()).toBeGreaterThan(0);
    expect(await gaps.locator("li").count()).toBeLessThanOrEqual(10);
    expect(await gaps.getByText("Not addressed").count()).toBeGreaterThan(0);
    expect(await card.getByTestId("benchmark-peers").textContent()).toContain("Hidden: set your page's country to compare with peers.");

    const history = page.getByTestId("benchmark-history");
    await expect.poll(() => history.getByRole("img", { name: "GRI Standards score per day it changed" }).count()).toBe(1);
    await history.getByText("Show the numbers").click();
    expect(await history.locator("tbody tr").count()).toBe(1);
    expect(await history.locator("tbody td").first().textContent()).toBe(String(score));

    // The GRI content index as CSV: the columns GRI reporters publish, the initiative linked where it addresses a disclosure.
    const index = page.getByTestId("benchmark-index");
    const [download] = await Promise.all([page.waitForEvent("download"), index.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^gri-content-index-${handle}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\ufeff/, "");
    expect(csv.split("\n")[0]).toBe("GRI Standard,Disclosure,Location,Evidence,Requirement(s) omitted,Reason,Explanation");
    expect(csv).toContain(`${siteUrl}/${handle}/${item.id}`);
    expect(csv).toContain("Self Reported");
    await expectNoSeriousViolations(page);
    await screenshots(page, "dashboard-benchmark", { fitsPhone: true });

    // Home shows the main framework's score and links here.
    await openDashboard(page, siteUrl, "/dashboard");
    const stat = page.getByTestId("stat-benchmark");
    await expect.poll(() => stat.locator(".value").textContent()).toBe(`${score} / 100`);
    expect(await stat.textContent()).toContain("GRI Standards, your main framework");
    expect(await stat.getByRole("link", { name: "See the benchmark" }).getAttribute("href")).toBe("/dashboard/benchmark");

    await openDashboard(page, siteUrl, "/dashboard/benchmark?lang=ja");
    await expect.poll(() => page.getByRole("heading", { name: "GRI内容索引" }).isVisible()).toBe(true);
    expect(await page.getByTestId("benchmark-gri").getByRole("meter", { name: "GRIスタンダードのスコア" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "CSVをダウンロード" }).getAttribute("href")).toContain("lang=ja");
    expect(await page.getByText("未対応").count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  it("on Starter: named gaps are limited, and peers and the GRI index show the way to upgrade — in English and Japanese", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("bench-free"), ...PAGE } });
    await openDashboard(page, siteUrl, "/dashboard/benchmark");
    const card = page.getByTestId("benchmark-gri");
    await expect.poll(() => card.locator(".benchmark-score .value").textContent()).toBe("0 / 100");
    expect(await card.getByTestId("benchmark-gaps").locator("li").count()).toBeLessThanOrEqual(3);
    expect(await card.getByText("Comparing with peers in your business category and country is included from Plus.").isVisible()).toBe(true);
    const index = page.getByTestId("benchmark-index");
    expect(await index.getByText("Downloading the GRI content index is included from Plus.").isVisible()).toBe(true);
    expect(await index.getByRole("link", { name: /^Download/ }).count()).toBe(0);
    for (const link of await page.getByRole("link", { name: "Upgrade" }).all()) expect(await link.getAttribute("href")).toBe("/dashboard/billing");
    expect(await index.getByRole("link", { name: "Upgrade" }).count()).toBe(1);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await openDashboard(page, siteUrl, "/dashboard/benchmark?lang=ja");
    await expect.poll(() => page.getByText("GRI内容索引のダウンロードはPlusプラン以上でご利用いただけます。").isVisible()).toBe(true);
    expect(await page.getByTestId("benchmark-index").getByRole("link", { name: "アップグレード" }).getAttribute("href")).toBe("/dashboard/billing");
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });
});
