import type { Browser, Locator, Page } from "playwright-core";
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

const TITLE = "Cutting our emissions";

async function openEditor(page: Page): Promise<Locator> {
  await openDashboard(page, siteUrl, "/dashboard/contents");
  await page.getByRole("button", { name: `Edit: ${TITLE}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit initiative" });
  await expect.poll(() => editor.getByRole("heading", { name: "Framework disclosures" }).isVisible()).toBe(true);
  return editor;
}

describe("Contents: framework disclosures", () => {
  it("an owner confirms a suggested disclosure, adds one by search, and both are still there after a reload", async () => {
    const session = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("disclosures"), name_json: { en: "Hoshi Bakery" } } });
    const { page, context, errors } = session;
    const id = session.business!.id;
    await apiAs(context, siteUrl, "PATCH", `/businesses/update/${id}/`, {
      frameworks: [
        { framework: "gri", categories: ["305"] },
        { framework: "sdgs", categories: ["13"] },
      ],
    });
    await apiAs(context, siteUrl, "POST", `/businesses/${id}/contents/`, {
      title_json: { en: TITLE, ja: "排出量の削減" },
      description_json: { en: "We measure our Scope 1 emissions every year.", ja: "温室効果ガスの排出量を削減しました。" },
    });

    const editor = await openEditor(page);
    const suggested = editor.getByTestId("suggested-disclosures");
    await expect.poll(() => suggested.getByText("GRI 305-1").isVisible()).toBe(true);
    await expectNoSeriousViolations(page);

    const confirmed = page.waitForResponse((r) => r.url().endsWith("/disclosures/") && r.request().method() === "PUT");
    await editor.getByRole("button", { name: "Confirm GRI 305-1" }).click();
    expect((await confirmed).status()).toBe(200);
    const counted = editor.getByTestId("counted-disclosures");
    await expect.poll(() => counted.getByText("GRI 305-1").isVisible()).toBe(true);
    expect(await suggested.getByText("GRI 305-1").count()).toBe(0);

    // Enter in the search finds; it does not save and close the editor.
    const search = editor.getByRole("searchbox", { name: "Search disclosures" });
    await search.fill("13.2");
    await search.press("Enter");
    const added = page.waitForResponse((r) => r.url().endsWith("/disclosures/") && r.request().method() === "PUT");
    await editor.getByRole("button", { name: "Add SDG 13.2" }).click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => counted.getByText("SDG 13.2").isVisible()).toBe(true);
    await expectNoSeriousViolations(page);

    // Nothing in the panel is wider than a phone screen (long disclosure titles).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await editor.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await screenshots(page, "contents-disclosures");

    await page.reload();
    const again = await openEditor(page);
    const kept = again.getByTestId("counted-disclosures");
    await expect.poll(() => kept.getByText("GRI 305-1").isVisible()).toBe(true);
    expect(await kept.getByText("SDG 13.2").isVisible()).toBe(true);
    expect(await kept.getByText("Confirmed").count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
