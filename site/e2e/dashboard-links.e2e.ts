import type { Browser, Page } from "playwright-core";
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

// Headless Chromium names itself in its user agent, and the API counts no bot: the visitor says it is a person's browser.
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const LINKS = [
  { en: "Our shop", ja: "ショップ", url: "kumo.example/shop", icon: "Shop" },
  { en: "Impact report", ja: "インパクトレポート", url: "https://kumo.example/report", icon: "Document" },
  { en: "Tea classes", ja: "お茶教室", url: "kumo.example/classes", icon: "Calendar" },
  { en: "Newsletter", ja: "ニュースレター", url: "kumo.example/news", icon: "News" },
  { en: "Call us", ja: "お電話", url: "kumo.example/call", icon: "Phone" },
  { en: "Find us", ja: "アクセス", url: "kumo.example/map", icon: "Map" },
  { en: "Recycling", ja: "リサイクル", url: "kumo.example/recycle", icon: "Recycling" },
  { en: "Gift cards", ja: "ギフトカード", url: "kumo.example/gifts", icon: "Gift" },
];

/** Whether the page is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function addLink(page: Page, link: (typeof LINKS)[number]) {
  await page.locator("#link-blocks").getByRole("button", { name: "Add link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await dialog.getByLabel("Title (English)").fill(link.en);
  await dialog.getByLabel("Title (Japanese)").fill(link.ja);
  await dialog.getByLabel("URL").fill(link.url);
  await dialog.getByRole("radio", { name: link.icon }).check();
  const saved = page.waitForResponse((r) => r.url().endsWith("/link-blocks/") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Add link" }).click();
  expect((await saved).status()).toBe(201);
  await expect.poll(() => page.locator("#link-blocks [data-testid=link-block]", { hasText: link.en }).count()).toBe(1);
}

describe("link blocks", () => {
  it("an owner builds 8 links with icons in en and ja, reorders them by keyboard, and a visitor's click is counted beside the link", async () => {
    const handle = uniqueHandle("links");
    const session = await ownerSession(browser, siteUrl, {
      page: { handle, name_json: { en: "Kumo Tea House", ja: "くも茶房" }, description_json: { en: "Loose-leaf tea.", ja: "茶葉の店" } },
    });
    const { page, context, errors, business } = session;
    const id = business!.id;
    await apiAs(context, siteUrl, "POST", `/businesses/${id}/languages/`, { language_id: 2, is_enabled: true });
    await apiAs(context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });

    await openDashboard(page, siteUrl, "/dashboard/customization");
    // Social links written without https:// are completed, in the browser and by the server.
    const links = page.locator("#links");
    await links.getByLabel("Contact email").fill("tea@kumo.example");
    await links.getByLabel("Instagram").fill("instagram.com/kumotea");
    await links.getByLabel("YouTube").fill("youtube.com/@kumotea");
    const savedLinks = page.waitForResponse((r) => r.url().endsWith(`/businesses/update/${id}/`) && r.request().method() === "PATCH");
    await links.getByRole("button", { name: "Save links" }).click();
    expect((await savedLinks).status()).toBe(200);

    for (const link of LINKS) await addLink(page, link);
    const titles = () => page.locator("#link-blocks [data-testid=link-block] strong").allTextContents();
    expect(await titles()).toEqual(LINKS.map((l) => l.en));
    await expectNoSeriousViolations(page);

    // The last link moves to the top with the keyboard: Space picks it up, arrows move it, Space drops it.
    const reordered = page.waitForResponse((r) => r.url().endsWith("/link-blocks/order/") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Move Gift cards" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText("Picked up Gift cards. It is at position 8 of 8.").count()).toBe(1);
    // dnd-kit's keyboard sensor listens for moves one task after the pickup: let the queued tasks run first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (let position = LINKS.length - 1; position >= 1; position--) {
      await page.keyboard.press("ArrowUp");
      await expect.poll(() => page.getByText(`Gift cards is now at position ${position} of 8.`).count()).toBe(1);
    }
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText("Gift cards was dropped at position 1 of 8.").count()).toBe(1);
    expect((await reordered).status()).toBe(200);
    const order = ["Gift cards", ...LINKS.slice(0, -1).map((l) => l.en)];
    await expect.poll(titles).toEqual(order);

    // The public page shows them in that order, with the social icons named for screen readers.
    const visitor = await browser.newContext({ locale: "en-US", userAgent: DESKTOP });
    await visitor.route(
      (url) => url.hostname.endsWith("kumo.example"),
      (route) => route.fulfill({ status: 200, body: "ok" }),
    );
    const view = await visitor.newPage();
    await view.goto(`${siteUrl}/${handle}`);
    expect(await view.locator(".link-blocks .link-title").allTextContents()).toEqual(order);
    expect(await view.locator(".link-blocks a").first().getAttribute("href")).toBe("https://kumo.example/gifts");
    expect(await view.locator(".link-blocks .link-icon svg").count()).toBe(8);
    const socials = view.getByRole("list", { name: "Social profiles" }).first();
    expect(await socials.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe("https://instagram.com/kumotea");
    expect(await socials.getByRole("link", { name: "YouTube" }).locator("svg path").count()).toBe(1);
    await expectNoSeriousViolations(view);
    // The widget frame shows the same icon row.
    await view.goto(`${siteUrl}/widget/${handle}`);
    expect(await view.getByRole("list", { name: "Social profiles" }).getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://instagram.com/kumotea",
    );
    await view.goto(`${siteUrl}/${handle}?lang=ja`);
    expect(await view.locator(".link-blocks .link-title").first().textContent()).toBe("ギフトカード");
    // The language chosen is remembered: back to English.
    await view.goto(`${siteUrl}/${handle}?lang=en`);

    // A visitor's click is sent by beacon and counted; following the link is not held up.
    const [click, opened] = await Promise.all([
      view.waitForRequest((r) => r.url().endsWith("/api/v1/analytics/evts/") && r.postData()?.includes('"kind":"click"') === true),
      visitor.waitForEvent("page"),
      view.locator(".link-blocks a", { hasText: "Our shop" }).click(),
    ]);
    expect(JSON.parse(click.postData()!)).toMatchObject({ path: `/${handle}`, kind: "click" });
    expect(opened.url()).toBe("https://kumo.example/shop");
    await visitor.close();

    await expect
      .poll(async () => {
        await page.reload();
        await page.locator("#link-blocks [data-testid=link-block]").first().waitFor();
        return page.locator("#link-blocks [data-testid=link-block]", { hasText: "Our shop" }).getByTestId("link-block-clicks").textContent();
      })
      .toBe("1 click (30 days)");
    expect(await page.locator("#link-blocks [data-testid=link-block]", { hasText: "Gift cards" }).getByTestId("link-block-clicks").textContent()).toBe(
      "0 clicks (30 days)",
    );
    expect(errors).toEqual([]);
  });

  it("Customization does not scroll sideways at 390 px", async () => {
    const { page, context, business } = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("narrow"), name_json: { en: "Narrow" } } });
    await apiAs(context, siteUrl, "POST", `/businesses/${business!.id}/link-blocks/`, {
      title_json: { en: "A rather long link title that has to wrap on a phone" },
      url: "kumo.example/a/very/long/path/that/should/wrap/instead/of/pushing/the/page/wider",
      icon: "leaf",
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, siteUrl, "/dashboard/customization");
    await page.locator("#link-blocks [data-testid=link-block]").first().waitFor();
    // What sticks out past the window where no ancestor clips it: named in the failure, so it says what to fix.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((e) => {
          if (e.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5) return false;
          for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return false;
          return true;
        })
        .slice(0, 5)
        .map(
          (e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} in ${e.parentElement?.className} → ${Math.round(e.getBoundingClientRect().right)}`,
        ),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), overflowing.join(", ")).toBeLessThanOrEqual(390);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
