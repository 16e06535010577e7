import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "../../site/e2e/axe.ts";
import { launchBrowser } from "../../site/e2e/browser.ts";
import { siteWithApiDown } from "../../scripts/site-api-down.ts";
import { serveHostFixtures } from "./hosts.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let closeBrowser: () => Promise<void>;
let hosts: Awaited<ReturnType<typeof serveHostFixtures>>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchBrowser());
  hosts = await serveHostFixtures(siteUrl);
});
afterAll(async () => {
  await closeBrowser?.();
  await hosts?.close();
});

/** A visitor on a host fixture; `problems` collects uncaught errors and console errors (CSP refusals are console errors). */
async function visit(fixture: string, { site, ...options }: BrowserContextOptions & { site?: string } = {}) {
  const context = await browser.newContext({ locale: "en-US", ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  await page.goto(`${hosts.origin}/${fixture}${site ? `?site=${encodeURIComponent(site)}` : ""}`);
  return { context, page, problems };
}

const launcher = (page: Page) => page.locator("greenpage-widget .launcher");
const dialog = (page: Page) => page.locator("greenpage-widget [role=dialog]");
const frame = (page: Page) => page.frameLocator("greenpage-widget iframe");
/** What has focus inside the widget's shadow root, e.g. `button.launcher`, `iframe.frame` (or the host page's element). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector("greenpage-widget");
    const element = document.activeElement === host ? host?.shadowRoot?.activeElement : document.activeElement;
    return element ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ""}` : "none";
  });

describe("the widget on a host page", () => {
  it("opens by click, frames the page, passes axe, and closes by Escape from the popup and from inside the frame", async () => {
    const { context, page, problems } = await visit("basic.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    expect(await launcher(page).textContent()).toBe("Sustainability");
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");
    // Nothing is framed before the first open.
    expect(await page.locator("greenpage-widget iframe").count()).toBe(0);

    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    // The hover styles came with the chunk.
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).cursor)).toBe("pointer");
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("greenpage-widget iframe").getAttribute("src")).toBe(`${siteUrl}/widget/greenpage-demo?lang=en`);
    await expect.poll(() => frame(page).getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    await expect.poll(() => dialog(page).getAttribute("aria-label")).toBe("Midori Coffee Roasters · Sustainability page");
    expect(await dialog(page).getAttribute("aria-modal")).toBe("true");
    // Links to the full page, from the popup's bar and from inside the frame, say they came from the widget.
    expect(await dialog(page).getByRole("link", { name: "Open in a new tab" }).getAttribute("href")).toBe(`${siteUrl}/greenpage-demo?lang=en&src=widget`);
    expect(
      await frame(page)
        .getByRole("link", { name: /Made with Greenpage/ })
        .getAttribute("href"),
    ).toBe(`${siteUrl}/greenpage-demo?src=widget`);
    expect(await focused(page)).toBe("button.action");
    await expectNoSeriousViolations(page);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe("button.launcher");
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");

    // Escape pressed inside the cross-origin frame reaches the popup as the frame's message.
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await frame(page).getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe("button.launcher");
    // Reopening reuses the frame instead of loading the page again.
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.locator("greenpage-widget iframe").count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works by keyboard alone and keeps focus inside the open popup", async () => {
    const { context, page, problems } = await visit("basic.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    await page.locator("#host-button").focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("button.launcher");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toBe("button.action");

    // Backwards from the first control wraps into the frame; forwards from the frame's last link wraps to the first control.
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("a.action");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("iframe.frame");
    await frame(page).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    // The frame is another process: Chromium hands focus back to the host page after the key press has returned.
    await expect.poll(() => focused(page)).toBe("a.action");
    // However far a visitor tabs, focus never reaches the host page behind the popup.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await focused(page)).not.toBe("button");
    }
    await page.locator("greenpage-widget button.action").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await focused(page)).toBe("button.launcher");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("runs calls queued before the script loaded, and Greenpage() calls after", async () => {
    const { context, page, problems } = await visit("queued.html");
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(["open"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(["open", "close"]);
    await page.getByRole("button", { name: "Our sustainability story" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => typeof (window as unknown as { Greenpage: { v?: string } }).Greenpage.v)).toBe("string");

    // destroy removes everything; init draws a new launcher with new settings.
    await page.evaluate(() => (window as unknown as { Greenpage: (...args: unknown[]) => void }).Greenpage("destroy"));
    expect(await page.locator("greenpage-widget").count()).toBe(0);
    await page.evaluate(() =>
      (window as unknown as { Greenpage: (...args: unknown[]) => void }).Greenpage("init", {
        page: "greenpage-demo",
        label: "Our impact",
        color: "not a colour",
      }),
    );
    await expect.poll(() => launcher(page).textContent()).toBe("Our impact");
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(22, 101, 52)");
    // Unknown commands and bad arguments are ignored, never thrown into the host.
    await page.evaluate(() => (window as unknown as { Greenpage: (...args: unknown[]) => void }).Greenpage("nonsense", 42));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens by itself for data-open=auto once per browser session, from a tag that runs before <body>", async () => {
    const { context, page, problems } = await visit("head-auto.html");
    await expect.poll(() => dialog(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual(["open"]);
    expect(await page.locator("body > greenpage-widget").count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);

    // The next page view in the same session shows the launcher only (the chunk has loaded and decided).
    const chunk = page.waitForResponse((response) => response.url().includes("/widget/v/popup."));
    await page.reload();
    await chunk;
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([]);
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("writes the launcher's label in white or near-black, whichever contrasts with its colour", async () => {
    const { context, page, problems } = await visit("basic.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    const textOn = (color?: string) =>
      page.evaluate((color) => {
        (window as unknown as { Greenpage: (...args: unknown[]) => void }).Greenpage("init", { page: "greenpage-demo", color });
        const button = document.querySelector("greenpage-widget")!.shadowRoot!.querySelector(".launcher")!;
        return getComputedStyle(button).color;
      }, color);
    const white = "rgb(255, 255, 255)";
    const nearBlack = "rgb(17, 24, 39)";
    // Greenpage's green, dark and light hex colours, and any other CSS colour, which the browser resolves.
    for (const [color, text] of [
      [undefined, white],
      ["#1d4ed8", white],
      ["#fde047", nearBlack],
      ["#fff", nearBlack],
      // The threshold: relative luminance 0.181 and 0.178.
      ["#767676", nearBlack],
      ["#757575", white],
      ["rebeccapurple", white],
      ["yellow", nearBlack],
      ["hsl(120 50% 60%)", nearBlack],
    ] as const)
      expect(await textOn(color), color).toBe(text);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("speaks Japanese when asked, in the launcher and in the framed page, on the left, in the host's colour", async () => {
    const { context, page, problems } = await visit("japanese.html");
    await expect.poll(() => launcher(page).textContent()).toBe("サステナビリティ");
    const box = (await launcher(page).boundingBox())!;
    expect(box.x).toBeLessThan(100);
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(29, 78, 216)");
    await launcher(page).click();
    expect(await page.locator("greenpage-widget iframe").getAttribute("src")).toBe(`${siteUrl}/widget/greenpage-demo?lang=ja`);
    await expect.poll(() => frame(page).getByRole("heading", { level: 1 }).textContent()).toBe("みどりコーヒー焙煎所");
    expect(await page.locator("greenpage-widget button.action").getAttribute("aria-label")).toBe("閉じる");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the widget on hostile hosts", () => {
  it("survives a stylesheet that resets and hides everything", async () => {
    const { context, page, problems } = await visit("hostile-css.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    const box = (await launcher(page).boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThan(30);
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).fontSize)).toBe("15px");
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect((await page.locator("greenpage-widget iframe").boundingBox())!.height).toBeGreaterThan(300);
    await expect.poll(() => frame(page).getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works under a CSP that allows nothing but the widget's origin, with no refusals logged", async () => {
    const { context, page, problems } = await visit("strict-csp.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    // Styled despite style-src 'none': the launcher has its colour and padding.
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(22, 101, 52)");
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => frame(page).getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows one launcher when the tag is on the page twice", async () => {
    const { context, page, problems } = await visit("two-copies.html");
    await page.waitForLoadState("networkidle");
    expect(await page.locator("greenpage-widget").count()).toBe(1);
    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await page.locator("greenpage-widget iframe").count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lives beside another vendor's popup: both open, ours sits on top, neither breaks the other", async () => {
    const { context, page, problems } = await visit("other-vendor.html");
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    await page.locator("#vendor-launcher").click();
    expect(await page.locator("#vendor-dialog").isVisible()).toBe(true);
    await page.locator("#vendor-close").click();

    await launcher(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    // The centre of the screen belongs to our popup, above the vendor's layer.
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.tagName.toLowerCase())).toBe("greenpage-widget");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await page.locator("#vendor-launcher").click();
    expect(await page.locator("#vendor-dialog").isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { vendorEvents: string[] }).vendorEvents)).toEqual(["open", "close", "open"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("still shows the launcher while the API is down, and the popup says so without errors on the host", async () => {
    const down = await siteWithApiDown();
    try {
      const { context, page, problems } = await visit("basic.html", { site: down.url });
      await expect.poll(() => launcher(page).isVisible()).toBe(true);
      await launcher(page).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await expect.poll(() => frame(page).getByRole("heading", { level: 1 }).textContent()).toBe("Sorry something went wrong in getting your data");
      // The framed page's own calls to its API fail, inside the frame; the host's console stays clean.
      expect(problems.filter((p) => !p.includes(`(${down.url}/`))).toEqual([]);
      await context.close();
    } finally {
      await down.close();
    }
  });

  it("skips its motion for visitors who ask for reduced motion", async () => {
    const animation = async (reducedMotion: "reduce" | "no-preference") => {
      const { context, page } = await visit("basic.html", { reducedMotion });
      await launcher(page).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      const name = await dialog(page).evaluate((el) => getComputedStyle(el).animationName);
      const transition = await launcher(page).evaluate((el) => getComputedStyle(el).transitionProperty);
      await context.close();
      return { name, transition };
    };
    expect(await animation("no-preference")).toEqual({ name: "gp-rise", transition: "transform" });
    expect(await animation("reduce")).toEqual({ name: "none", transition: "none" });
  });
});

describe("how the site serves the widget", () => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "dist", "manifest.json"), "utf8")) as {
    loader: { file: string };
    popup: { file: string };
  };

  it("serves /widget.js for an hour with an ETag, and the versioned files for a year", async () => {
    const stable = await fetch(`${siteUrl}/widget.js`);
    expect(stable.status).toBe(200);
    expect(stable.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(stable.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(stable.headers.get("access-control-allow-origin")).toBe("*");
    const body = await stable.text();
    expect(body).toContain(manifest.popup.file);
    const etag = stable.headers.get("etag")!;
    expect((await fetch(`${siteUrl}/widget.js`, { headers: { "if-none-match": etag } })).status).toBe(304);

    for (const file of [manifest.loader.file, manifest.popup.file]) {
      const versioned = await fetch(`${siteUrl}/widget/v/${file}`);
      expect(versioned.status).toBe(200);
      expect(versioned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect(await (await fetch(`${siteUrl}/widget/v/${manifest.loader.file}`)).text()).toBe(body);
    for (const name of ["popup.0000000000.js", "constructor", "__proto__", "toString"])
      expect((await fetch(`${siteUrl}/widget/v/${name}`)).status, name).toBe(404);
  });

  it("lets any site frame /widget/* while every other page, the dashboard first, refuses to be framed", async () => {
    const widgetPage = await fetch(`${siteUrl}/widget/greenpage-demo`);
    expect(widgetPage.status).toBe(200);
    expect(widgetPage.headers.get("x-frame-options")).toBeNull();
    expect(widgetPage.headers.get("content-security-policy") ?? "").not.toContain("frame-ancestors");
    for (const path of ["/dashboard", "/login", "/greenpage-demo", "/"]) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
    // And a browser enforces it: a host can frame the widget page but not the login.
    const { context, page } = await visit("basic.html");
    await page.setContent(`<iframe id="w" src="${siteUrl}/widget/greenpage-demo"></iframe><iframe id="l" src="${siteUrl}/login"></iframe>`);
    await expect.poll(() => page.frameLocator("#w").getByRole("heading", { level: 1 }).textContent()).toBe("Midori Coffee Roasters");
    await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-error://"))).toBe(true);
    expect(await page.frameLocator("#l").locator("form").count()).toBe(0);
    await context.close();
  });
});
