import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
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

type Category = { id: number | null; name_json: Record<string, string>; custom_contents: { id: number; title_json: Record<string, string> }[] };

/** A fresh owner with a published page holding these categories (name → initiative titles), in this order. */
async function ownerWithContents(categories: Record<string, string[]>, locale = "en-US") {
  const handle = uniqueHandle("contents");
  const session = await ownerSession(browser, siteUrl, {
    locale,
    page: { handle, name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
  });
  const id = session.business!.id;
  await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });
  for (const [name, titles] of Object.entries(categories)) {
    const category = await apiAs<{ id: number }>(session.context, siteUrl, "POST", `/businesses/${id}/content-categories/`, {
      name_json: { en: name, ja: `${name}（日本語）` },
    });
    for (const title of titles) {
      await apiAs(session.context, siteUrl, "POST", `/businesses/${id}/contents/`, { title_json: { en: title }, content_category_id: category.id });
    }
  }
  return { ...session, id, handle };
}

/** Initiative titles per category as the API stores them (News last). */
async function storedOrder(context: BrowserContext, id: number) {
  const categories = await apiAs<Category[]>(context, siteUrl, "GET", `/businesses/${id}/content-categories/`);
  return Object.fromEntries(categories.map((c) => [c.name_json.en, c.custom_contents.map((i) => i.title_json.en)]));
}

/** Card titles in one category of the Contents screen. */
const cardsIn = (page: Page, category: string) =>
  page
    .getByRole("region", { name: new RegExp(`^${category} \\(`) })
    .getByTestId("initiative-card")
    .getByRole("heading")
    .allTextContents();

/** Initiative titles in one category of the public page (read signed in: the owner's request bypasses the 5 s page cache). */
async function publicOrder(page: Page, handle: string, category: string) {
  await page.goto(`${siteUrl}/${handle}`);
  return page
    .locator("section.category")
    .filter({ has: page.getByRole("heading", { level: 2, name: category, exact: true }) })
    .locator(".content-card h3")
    .allTextContents();
}

/** Drags a card by its handle with the mouse until it lies on the target card (dnd-kit starts after a 5 px movement). */
async function dragOnto(page: Page, card: Locator, target: Locator) {
  const handle = (await card.locator(".drag-handle").boundingBox())!;
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 4 });
  await page.mouse.move(start.x + (to.x - from.x), start.y + (to.y - from.y), { steps: 20 });
  await page.mouse.up();
}

const card = (page: Page, title: string) => page.getByTestId("initiative-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** A small real PNG. */
function png(): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(120);
  return PNG.sync.write(image);
}

describe("Contents: reordering", () => {
  it("reorders initiatives by mouse drag and by keyboard, and the public page shows the new order", async () => {
    const { page, errors, context, id, handle } = await ownerWithContents({ Climate: ["Solar roof", "LED lighting", "Heat pump"] });
    await openDashboard(page, siteUrl, "/dashboard/contents");
    await expect.poll(() => cardsIn(page, "Climate")).toEqual(["Solar roof", "LED lighting", "Heat pump"]);
    await expectNoSeriousViolations(page);
    await screenshots(page, "contents");

    await dragOnto(page, card(page, "Heat pump"), card(page, "Solar roof"));
    await expect.poll(() => cardsIn(page, "Climate")).toEqual(["Heat pump", "Solar roof", "LED lighting"]);
    await expect.poll(() => storedOrder(context, id)).toMatchObject({ Climate: ["Heat pump", "Solar roof", "LED lighting"] });
    // Cards cannot be picked up again until the move's calls are done.
    await expect.poll(() => page.getByText("New order saved.").count()).toBe(1);

    // Keyboard: Space picks up, the arrow moves, Space drops; each step is announced.
    await page.getByRole("button", { name: "Move Heat pump" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText("Picked up Heat pump. It is at position 1 of 3 in Climate.").count()).toBe(1);
    // dnd-kit's keyboard sensor starts listening for moves one task after the pickup (a person is never that
    // fast): let the page run the tasks already queued, instead of guessing a delay.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByText("Heat pump is now at position 2 of 3 in Climate.").count()).toBe(1);
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText("Heat pump was dropped at position 2 of 3 in Climate.").count()).toBe(1);
    await expect.poll(() => cardsIn(page, "Climate")).toEqual(["Solar roof", "Heat pump", "LED lighting"]);
    await expect.poll(() => storedOrder(context, id)).toMatchObject({ Climate: ["Solar roof", "Heat pump", "LED lighting"] });

    expect(await publicOrder(page, handle, "Climate")).toEqual(["Solar roof", "Heat pump", "LED lighting"]);
    expect(errors).toEqual([]);
  });

  it("moves an initiative to another category (drag and “Move to”), and deleting a category puts its items under News — in Japanese", async () => {
    const { page, errors, context, id, handle } = await ownerWithContents({ Climate: ["Solar roof", "LED lighting"], Water: ["Rainwater tank"] }, "ja-JP");
    await openDashboard(page, siteUrl, "/dashboard/contents");
    await expect.poll(() => cardsIn(page, "Water（日本語）")).toEqual(["Rainwater tank"]);

    await page.getByRole("combobox", { name: "LED lightingの移動先カテゴリー" }).selectOption({ label: "Water（日本語）" });
    await expect.poll(() => cardsIn(page, "Water（日本語）")).toEqual(["Rainwater tank", "LED lighting"]);
    await expect.poll(() => storedOrder(context, id)).toMatchObject({ Climate: ["Solar roof"], Water: ["Rainwater tank", "LED lighting"] });

    await dragOnto(page, card(page, "Solar roof"), card(page, "Rainwater tank"));
    await expect.poll(() => page.getByText("Solar roofをWater（日本語）の3件中1番目に置きました。").count()).toBe(1);
    await expect.poll(() => storedOrder(context, id)).toMatchObject({ Climate: [], Water: ["Solar roof", "Rainwater tank", "LED lighting"] });
    await expect.poll(() => cardsIn(page, "Water（日本語）")).toEqual(["Solar roof", "Rainwater tank", "LED lighting"]);
    expect(
      await page
        .getByRole("region", { name: /^Climate（日本語） \(0\)/ })
        .getByText("まだ何もありません。")
        .isVisible(),
    ).toBe(true);

    await page.getByRole("button", { name: "削除: Water（日本語）" }).click();
    const dialog = page.getByRole("alertdialog", { name: "このカテゴリーを削除しますか？" });
    await expect
      .poll(() => dialog.getByText("「Water（日本語）」を削除します。中の取り組み（3件）は削除されず、未分類の取り組みへ移動します。").isVisible())
      .toBe(true);
    await dialog.getByRole("button", { name: "削除" }).click();
    await expect.poll(() => cardsIn(page, "未分類の取り組み")).toEqual(["Solar roof", "Rainwater tank", "LED lighting"]);
    expect(await page.getByRole("region", { name: /^Water/ }).count()).toBe(0);
    expect(await storedOrder(context, id)).toEqual({ Climate: [], News: ["Solar roof", "Rainwater tank", "LED lighting"] });

    expect(await publicOrder(page, handle, "News")).toEqual(["Solar roof", "Rainwater tank", "LED lighting"]);
    expect(errors).toEqual([]);
  });
});

describe("Contents: editors", () => {
  it("creates an initiative through the editor (image, status, framework, access rules), and it shows on the public page", async () => {
    const { page, errors, handle } = await ownerWithContents({ Climate: [] });
    await openDashboard(page, siteUrl, "/dashboard/contents");
    await expect.poll(() => page.getByText("No initiatives yet — add your first.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Add initiative" }).click();
    const panel = page.getByRole("dialog", { name: "Add an initiative" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "contents-editor");

    await panel.getByLabel("Write my own").check();
    await panel.getByLabel("Title (English)").fill("Solar ovens");
    await panel.getByLabel("Description (English)").fill("All bread is baked with solar heat since 2024.");
    await panel.getByLabel("Image", { exact: true }).setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(11 * 1024 * 1024) });
    await expect.poll(() => panel.getByText("This image is too large. The limit is 10 MB.").isVisible()).toBe(true);
    // The panel's toast starts below its head: the close button stays clear for the 5 s it shows.
    const toast = panel.locator("[data-sonner-toast]").first();
    const closeButton = (await panel.getByRole("button", { name: "Close", exact: true }).boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(closeButton.y + closeButton.height);
    await panel.getByLabel("Image", { exact: true }).setInputFiles({ name: "oven.png", mimeType: "image/png", buffer: png() });
    await expect.poll(() => panel.getByRole("button", { name: "Remove Image" }).isVisible()).toBe(true);
    await panel.getByLabel("Status").selectOption({ label: "Achieved" });
    await panel.getByLabel("Issuing organization").fill("Solar Guild");
    await panel.getByLabel("Review every").selectOption({ label: "12 months" });
    await panel.getByLabel("Link").fill("solar.example.com");
    await panel.getByLabel("GRI Standards").check();
    // Starter has no access control: Limited and Requires password are shown off, with the reason and the way to Billing.
    for (const name of ["Limited (requires email)", "Requires password"]) {
      expect(await panel.getByLabel(name).isDisabled(), name).toBe(true);
    }
    expect(await panel.getByText("Limited and password access come with the Plus plan and higher.").isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/dashboard/billing");
    // Nothing in the panel is wider than a phone screen (long catalogue titles, framework lists).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole("button", { name: "Add initiative" }).click();
    await expect.poll(() => panel.getByText("URL must start with https:// or http://.").isVisible()).toBe(true);
    expect(await panel.getByText("Select at least 1 category for each framework.").isVisible()).toBe(true);

    await panel.getByLabel("Link").fill("https://solar.example.com");
    await panel.getByLabel("GRI 302: Energy").check();
    await panel.getByRole("button", { name: "Add initiative" }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => cardsIn(page, "Climate")).toEqual(["Solar ovens"]);
    const created = card(page, "Solar ovens");
    expect(await created.getByText("Published", { exact: true }).isVisible()).toBe(true);
    expect(await created.getByText("Achieved").isVisible()).toBe(true);
    expect(await created.locator("img").getAttribute("src")).toMatch(/\/api\/v1\/files\/pages\/\d+\/images\/.+\.png$/);
    await expectNoSeriousViolations(page);

    // Edit it again: the fields come back, and unpublishing hides it from visitors.
    await created.getByRole("button", { name: "Edit: Solar ovens" }).click();
    const editor = page.getByRole("dialog", { name: "Edit initiative" });
    await expect.poll(() => editor.getByLabel("Issuing organization").inputValue()).toBe("Solar Guild");
    expect(await editor.getByLabel("Review every").inputValue()).toBe("12");
    expect(await editor.getByLabel("GRI 302: Energy").isChecked()).toBe(true);
    expect(await editor.getByText("Self Reported").isVisible()).toBe(true);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => editor.isVisible()).toBe(false);

    await page.goto(`${siteUrl}/${handle}`);
    expect(await page.locator(".content-card h3").allTextContents()).toEqual(["Solar ovens"]);
    expect(await page.locator(".content-card img.cover").count()).toBe(1);

    await openDashboard(page, siteUrl, "/dashboard/contents");
    await card(page, "Solar ovens").getByRole("button", { name: "Unpublish: Solar ovens" }).click();
    await expect.poll(() => card(page, "Solar ovens").getByText("Not published").isVisible()).toBe(true);
    await page.goto(`${siteUrl}/${handle}`);
    expect(await page.locator(".content-card").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("asks before closing an editor with unsaved changes, creates a category, adds from the catalogue, and deletes an initiative after confirming", async () => {
    const { page, errors, context, id } = await ownerWithContents({ Climate: ["Solar roof"] });
    await openDashboard(page, siteUrl, "/dashboard/contents");
    await page.getByRole("button", { name: "Add category" }).click();
    const dialog = page.getByRole("dialog", { name: "New category" });
    await dialog.getByLabel("Category name (Japanese)").fill("水");
    await dialog.getByLabel("Category name (English)").fill("Water");
    await dialog.getByRole("button", { name: "Create category" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 3, name: "Water (0)" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Edit: Solar roof" }).click();
    const editor = page.getByRole("dialog", { name: "Edit initiative" });
    // A server field error lands on its field (first message).
    await editor.getByLabel("Title (English)").fill("x".repeat(201));
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => editor.getByText("Ensure this field has no more than 200 characters.").isVisible()).toBe(true);
    expect(await editor.getByLabel("Title (English)").getAttribute("aria-invalid")).toBe("true");
    await editor.getByLabel("Title (English)").fill("Solar roof, 40 kW");
    await editor.getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Leave without saving?" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Stay" }).click();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => editor.isVisible()).toBe(false);
    await expect.poll(() => cardsIn(page, "Climate")).toEqual(["Solar roof, 40 kW"]);

    // From the catalogue: its title, description and frameworks are filled in, and can still be edited.
    await page.getByRole("button", { name: "Add here: Water" }).click();
    const adding = page.getByRole("dialog", { name: "Add an initiative" });
    await adding.getByLabel("Standard initiative").selectOption({ label: "100% renewable electricity" });
    expect(await adding.getByLabel("Title (English)").inputValue()).toBe("100% renewable electricity");
    expect(await adding.getByLabel("GRI 302: Energy").isChecked()).toBe(true);
    expect(await adding.getByLabel("Category").inputValue()).toBe(
      String((await apiAs<Category[]>(context, siteUrl, "GET", `/businesses/${id}/content-categories/`))[1]!.id),
    );
    await adding.getByRole("button", { name: "Add initiative" }).click();
    await expect.poll(() => cardsIn(page, "Water")).toEqual(["100% renewable electricity"]);
    expect(await card(page, "100% renewable electricity").getByText("From the catalogue").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Delete: Solar roof, 40 kW" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this initiative?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => cardsIn(page, "Climate")).toEqual([]);
    expect(await storedOrder(context, id)).toEqual({ Climate: [], Water: ["100% renewable electricity"], News: [] });
    expect(errors).toEqual([]);
  });

  it("adds, unpublishes and deletes news and events", async () => {
    const { page, errors, handle } = await ownerWithContents({});
    await openDashboard(page, siteUrl, "/dashboard/contents");
    await expect.poll(() => page.getByText("No news or events yet — add your first.").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Add news or event" }).click();
    let panel = page.getByRole("dialog", { name: "Add news or an event" });
    await panel.getByLabel("Title (English)").fill("New solar ovens installed");
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Add news or event" }).click();
    panel = page.getByRole("dialog", { name: "Add news or an event" });
    await panel.getByLabel("Event").check();
    await panel.getByLabel("Title (English)").fill("Open bakery day");
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => panel.getByText("This field is required.").isVisible()).toBe(true);
    await panel.getByLabel("Starts").fill("2030-05-01T10:00");
    await panel.getByLabel("Ends").fill("2030-05-01T09:00");
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => panel.getByText("The end must be after the start.").isVisible()).toBe(true);
    await panel.getByLabel("Ends").fill("2030-05-01T16:00");
    await panel.getByLabel("Location").fill("Harbour Street 1");
    await panel.getByRole("button", { name: "Add", exact: true }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("news-item").getByRole("heading").allTextContents()).toEqual(["Open bakery day", "New solar ovens installed"]);

    await page.getByRole("button", { name: "Unpublish: New solar ovens installed" }).click();
    await expect.poll(() => page.getByTestId("news-item").filter({ hasText: "New solar ovens installed" }).getByText("Not published").isVisible()).toBe(true);
    await page.goto(`${siteUrl}/${handle}`);
    expect(await page.locator("section.news h3").allTextContents()).toEqual(["Open bakery day"]);

    await openDashboard(page, siteUrl, "/dashboard/contents");
    await page.getByRole("button", { name: "Delete: Open bakery day" }).click();
    await page.getByRole("alertdialog", { name: "Delete this item?" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByTestId("news-item").getByRole("heading").allTextContents()).toEqual(["New solar ovens installed"]);
    expect(errors).toEqual([]);
  });
});
