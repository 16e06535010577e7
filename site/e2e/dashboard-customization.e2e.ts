import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { embedSnippet } from "@greenpage/widget/snippet";
import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, type OwnerSession, screenshots, uniqueHandle } from "./dashboard-kit.ts";
import { decodeQrPng } from "./qr.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const readyPage = (prefix: string) => ({
  handle: uniqueHandle(prefix),
  name_json: { en: "Kumo Tea House" },
  description_json: { en: "Loose-leaf tea, plastic-free since 2020." },
});

/** Owners see their page as visitors do: published, or "Page coming soon". */
async function publish({ context }: OwnerSession, id: number) {
  await apiAs(context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });
}

function smallPng(): Buffer {
  const image = new PNG({ width: 8, height: 8 });
  image.data.fill(0x33);
  return PNG.sync.write(image);
}

describe("Customization", () => {
  it("saves profile, style and links, checked in the browser and by the server, and the public page shows them", async () => {
    const session = await ownerSession(browser, siteUrl, { page: readyPage("custom") });
    const { page, errors, business } = session;
    await publish(session, business!.id);
    await openDashboard(page, siteUrl, "/dashboard/customization");
    await expectNoSeriousViolations(page);
    await screenshots(page, "customization");

    await page.getByLabel("Mission (English)").fill("Every cup without plastic.");
    await page.getByLabel("Introduction (English)").fill("A family tea house in Kyoto.");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Saved.").first().isVisible()).toBe(true);

    // The profile's "Saved." would still be showing for 5 s: closed first, the next one can only be the style's.
    await page.getByRole("button", { name: "Close toast" }).first().click();
    await expect.poll(() => page.getByText("Saved.").count()).toBe(0);
    await page.getByLabel("Theme").selectOption("dark");
    const styled = page.waitForResponse((r) => r.url().endsWith(`/api/v1/businesses/update/${business!.id}/`) && r.request().method() === "PATCH");
    await page.getByRole("button", { name: "Save style" }).click();
    expect(((await (await styled).json()) as { style: { theme: string } }).style.theme).toBe("dark");
    await expect.poll(() => page.getByText("Saved.").first().isVisible()).toBe(true);

    const links = page.locator("#links");
    await links.getByLabel("Homepage").fill("ftp://kumo.example");
    await links.getByLabel("Contact email").fill("tea@kumo.example");
    await links.getByRole("button", { name: "Save links" }).click();
    await expect.poll(() => links.getByText("URL must start with https:// or http://.").isVisible()).toBe(true);
    // Written without a scheme, an address is saved as https://.
    await links.getByLabel("Homepage").fill("kumo.example");
    await links.getByLabel("Instagram").fill("https://instagram.com/kumotea");
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/businesses/update/${business!.id}/`) && r.request().method() === "PATCH");
    await links.getByRole("button", { name: "Save links" }).click();
    expect((await saved).status()).toBe(200);

    // The owner's own visit is never served from the anonymous page cache.
    const html = await (await page.request.get(`${siteUrl}/${business!.handle}`)).text();
    expect(html).toContain("Every cup without plastic.");
    expect(html).toContain("A family tea house in Kyoto.");
    expect(html).toContain('href="https://kumo.example"');
    expect(html).toContain('href="https://instagram.com/kumotea"');
    expect(html).toContain('aria-label="Instagram"');
    expect(errors).toEqual([]);
  });

  it("refuses an oversized logo before uploading it, the server refuses it too, and a real logo reaches the public page", async () => {
    const session = await ownerSession(browser, siteUrl, { page: readyPage("logo") });
    const { page, context, errors, business } = session;
    await publish(session, business!.id);
    await openDashboard(page, siteUrl, "/dashboard/customization");
    const uploads: string[] = [];
    page.on("request", (r) => r.url().includes("/images/") && uploads.push(r.url()));
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await page.getByLabel("Logo").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    await expect.poll(() => page.getByText("This image is too large. The limit is 10 MB.").isVisible()).toBe(true);
    expect(uploads).toEqual([]);

    const refused = await context.request.post(`${siteUrl}/api/v1/businesses/${business!.id}/images/`, {
      headers: { "content-type": "image/png", origin: siteUrl },
      data: big,
    });
    expect(refused.status()).toBe(413);
    expect(((await refused.json()) as { max_mb: number }).max_mb).toBe(10);

    await page.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: smallPng() });
    await expect.poll(() => page.locator(".image-preview").count()).toBe(1);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Saved.").first().isVisible()).toBe(true);
    const html = await (await page.request.get(`${siteUrl}/${business!.handle}`)).text();
    // The key carries the picture's size (pages/1/images/<uuid>-8x8.png), which srcset reads.
    expect(html).toMatch(/\/api\/v1\/files\/pages\/\d+\/images\/[0-9a-f-]{36}-\d+x\d+\.png/);
    expect(errors).toEqual([]);
  });

  it("asks to stay or leave before unsaved edits are lost", async () => {
    const { page, errors } = await ownerSession(browser, siteUrl, { page: readyPage("guard") });
    await openDashboard(page, siteUrl, "/dashboard/customization");
    await page.getByLabel("Mission (English)").fill("Half-typed mission");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Stay" }).click();
    expect(page.url()).toBe(`${siteUrl}/dashboard/customization`);
    expect(await page.getByLabel("Mission (English)").inputValue()).toBe("Half-typed mission");

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Share" }).click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(`${siteUrl}/dashboard/share`);
    expect(errors).toEqual([]);
  });
});

describe("Share", () => {
  it("offers the link, social sharing, a QR code as PNG and SVG, and the embed code from the widget package", async () => {
    const { page, context, errors, business } = await ownerSession(browser, siteUrl, { page: readyPage("share") });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    await openDashboard(page, siteUrl, "/dashboard/share");
    const url = `${siteUrl}/${business!.handle}`;
    expect(await page.getByLabel("Page link").inputValue()).toBe(url);
    expect(await page.getByText("Your page is not published yet").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Copy Page link" }).click();
    await expect.poll(() => page.getByText("Copied to the clipboard.").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Each way out marks the address with where it leads from; the copied link stays plain.
    expect(await page.getByRole("link", { name: "Share on LINE" }).getAttribute("href")).toContain(encodeURIComponent(`${url}?src=share-line`));
    expect(await page.getByRole("link", { name: "Share on X" }).getAttribute("href")).toContain(encodeURIComponent(`${url}?src=share-x`));
    expect(await page.getByRole("link", { name: "Share on email" }).getAttribute("href")).toContain(encodeURIComponent(`${url}?src=share-email`));

    await expect.poll(() => page.getByRole("img", { name: `QR code of ${url}` }).isVisible()).toBe(true);
    const dir = tmpdir();
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toBe(`greenpage-${business!.handle}-qr.png`);
    const pngPath = join(dir, `${business!.handle}.png`);
    await png.saveAs(pngPath);
    expect(decodeQrPng(pngPath)).toBe(`${url}?src=qr`);
    const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download SVG" }).click()]);
    const svgPath = join(dir, `${business!.handle}.svg`);
    await svg.saveAs(svgPath);
    expect(readFileSync(svgPath, "utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    await page.getByLabel("Popup language").selectOption("ja");
    await page.getByLabel("Button position").selectOption("bottom-left");
    await page.getByLabel("Button text").fill("サステナビリティ");
    await page.getByLabel("Button colour").fill("#1d4ed8");
    await page.getByLabel("When it opens").selectOption("auto");
    const expected = embedSnippet({
      origin: siteUrl,
      page: business!.handle,
      lang: "ja",
      position: "bottom-left",
      label: "サステナビリティ",
      color: "#1d4ed8",
      open: "auto",
    });
    expect(await page.getByLabel("Embed code").inputValue()).toBe(expected);
    await page.getByRole("button", { name: "Copy Embed code" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await expectNoSeriousViolations(page);
    await screenshots(page, "share");

    // The preview is the real widget (widget.js through the SDK's embed) on the dashboard itself.
    await page.getByRole("button", { name: "Preview the popup" }).click();
    const popup = page.locator("greenpage-widget [role=dialog]");
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await page.locator("greenpage-widget iframe").getAttribute("src")).toBe(`${siteUrl}/widget/${business!.handle}?lang=ja`);
    await expect.poll(() => page.frameLocator("greenpage-widget iframe").getByRole("heading", { level: 1 }).textContent()).toBe("ページ公開準備中");
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.isVisible()).toBe(false);
    const launcher = page.locator("greenpage-widget .launcher");
    expect(await launcher.textContent()).toBe("サステナビリティ");
    expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(29, 78, 216)");
    await page.getByLabel("Button text").fill("Our impact");
    await expect.poll(() => launcher.textContent()).toBe("Our impact");
    await page.getByRole("button", { name: "Stop the preview" }).click();
    expect(await page.locator("greenpage-widget").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
