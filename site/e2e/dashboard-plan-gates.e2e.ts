import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

describe("plan limits shown before saving", () => {
  it("on Starter with 10 initiatives and 10 news posts, Add is off with the reason and an Upgrade link — in English and Japanese", async () => {
    const session = await ownerSession(browser, siteUrl, {
      page: { handle: uniqueHandle("full"), name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
    });
    const { page, context, business, errors } = session;
    for (let i = 1; i <= 10; i++) {
      await apiAs(context, siteUrl, "POST", `/businesses/${business!.id}/contents/`, { title_json: { en: `Initiative ${i}` } });
      await apiAs(context, siteUrl, "POST", `/businesses/${business!.id}/news/`, { title_json: { en: `News ${i}` }, date: "2026-01-01" });
    }
    await openDashboard(page, siteUrl, "/dashboard/contents");
    const add = page.getByRole("button", { name: "Add initiative" });
    await expect.poll(() => add.isDisabled()).toBe(true);
    const note = page.getByText("Your plan includes 10 initiatives, and this page has them all.");
    expect(await note.isVisible()).toBe(true);
    expect(await add.getAttribute("aria-describedby")).toBe(await note.getAttribute("id"));
    expect(
      await page
        .getByRole("button", { name: /^Add here/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Add news or event" }).isDisabled()).toBe(true);
    expect(await page.getByText("Your plan includes 10 news posts, and this page has them all.").isVisible()).toBe(true);
    for (const link of await page.getByRole("link", { name: "Upgrade" }).all()) expect(await link.getAttribute("href")).toBe("/dashboard/billing");
    expect(await page.getByRole("link", { name: "Upgrade" }).count()).toBe(2);
    await expectNoSeriousViolations(page);

    await page.goto(`${siteUrl}/dashboard/contents?lang=ja`);
    await expect.poll(() => page.getByText("ご利用のプランで作成できる取り組みは10件までで、上限に達しています。").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "アップグレード" }).count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
