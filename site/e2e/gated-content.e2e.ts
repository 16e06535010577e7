import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_HANDLE, DEMO_ITEM_PASSWORD, DEMO_LOGIN } from "./demo.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { islandsReady, type Owner, screenshots, signIn } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

type Item = {
  id: number;
  access: string;
  title_json: Record<string, string>;
  content_json: Record<string, string>;
  auditor: string | null;
  attachments: { key: string; name: string }[];
};
let limited: Item;
let password: Item;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  // The demo owner's own view of the gated items: their protected text and file keys, to look for in what visitors get.
  const context = await browser.newContext();
  await signIn(context, siteUrl, { ...DEMO_LOGIN, name: "Demo" });
  const [page] = (await (await context.request.get(`${siteUrl}/api/v1/businesses/my/`)).json()) as { id: number }[];
  const items = (await (await context.request.get(`${siteUrl}/api/v1/businesses/${page!.id}/contents/`)).json()) as Item[];
  limited = items.find((i) => i.access === "limited")!;
  password = items.find((i) => i.access === "password")!;
  await context.close();
});
afterAll(async () => close?.());

async function visitor(locale = "en-US") {
  const context = await browser.newContext({ locale });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Everything a gated item protects: body text, evidence fields, file names and storage keys. */
const protectedBits = (item: Item) => [
  ...Object.values(item.content_json),
  ...(item.auditor ? [item.auditor] : []),
  ...item.attachments.flatMap((a) => [a.name, a.key, a.key.split("/").pop()!]),
];

describe("gated items, before the gate", () => {
  it("leak nothing protected into the page, the item page, the widget, the sitemap, Open Graph or JSON-LD", async () => {
    const paths = [
      `/${DEMO_HANDLE}`,
      `/${DEMO_HANDLE}?lang=ja`,
      `/${DEMO_HANDLE}/${limited.id}`,
      `/${DEMO_HANDLE}/${password.id}`,
      `/widget/${DEMO_HANDLE}`,
      "/sitemap.xml",
    ];
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    paths.push(...[...sitemap.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!));
    const secrets = [...protectedBits(limited), ...protectedBits(password)];
    expect(secrets.length).toBeGreaterThan(6);
    for (const path of paths) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const secret of secrets) expect(html, `${path} carries "${secret}"`).not.toContain(secret);
    }

    // What is in the head of the item page is the teaser only: its title and description.
    const { page } = await visitor();
    await page.goto(`${siteUrl}/${DEMO_HANDLE}/${limited.id}?lang=en`);
    const description = await page.locator('meta[property="og:description"]').getAttribute("content");
    expect(description).toContain("code of conduct");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld.hasCertification ?? []).toEqual([]);
    expect(await page.getByRole("heading", { name: "Request access" }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("passing a gate", () => {
  it("limited: the visitor gives name, company and work email, reads the item and downloads its PDF; the owner sees the row", async () => {
    const { page, errors } = await visitor();
    const email = `analyst-${Date.now()}@bluebank.example`;
    await page.goto(`${siteUrl}/${DEMO_HANDLE}?lang=en`);
    await page.getByRole("link", { name: /Open with your work email\s*: Supplier audit report 2025/ }).click();
    await page.waitForURL(`${siteUrl}/${DEMO_HANDLE}/${limited.id}`);
    expect(await page.getByText(limited.content_json.en!).count()).toBe(0);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Open" }).click();
    expect(await page.getByText("This field is required.").count()).toBe(3);
    await page.getByLabel("Name", { exact: true }).fill("Aiko Tanaka");
    await page.getByLabel("Company", { exact: true }).fill("Blue Bank");
    await page.getByLabel("Work email", { exact: true }).fill("aiko@bluebank");
    await page.getByRole("button", { name: "Open" }).click();
    expect(await page.getByText("A valid email is required for limited access.").isVisible()).toBe(true);
    expect(await page.getByLabel("Work email", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel("Work email", { exact: true }).fill(email);
    await Promise.all([page.waitForURL(`${siteUrl}/${DEMO_HANDLE}/${limited.id}`), page.getByRole("button", { name: "Open" }).click()]);

    await expect.poll(() => page.getByText(limited.content_json.en!).isVisible()).toBe(true);
    // What the visitor now sees is theirs alone: the next anonymous visitor gets the teaser, not a cached open page.
    expect(await (await fetch(`${siteUrl}/${DEMO_HANDLE}/${limited.id}`)).text()).not.toContain(limited.content_json.en!);
    const link = page.getByRole("link", { name: limited.attachments[0]!.name });
    expect(await link.getAttribute("href")).toContain("?grant=");
    const pdf = await page.context().request.get(new URL((await link.getAttribute("href"))!, siteUrl).toString());
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // The grant is this item's only: the password item stays closed.
    await page.goto(`${siteUrl}/${DEMO_HANDLE}/${password.id}`);
    expect(await page.getByRole("heading", { name: "Password required" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);

    const owner = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await owner.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
    await signIn(owner, siteUrl, { ...DEMO_LOGIN, name: "Hana" } satisfies Owner);
    const dashboard = await owner.newPage();
    await dashboard.goto(`${siteUrl}/dashboard/access-control`);
    await islandsReady(dashboard);
    await dashboard.getByLabel("Search").fill(email);
    const row = dashboard.getByRole("row").filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Aiko Tanaka");
    expect(await row.textContent()).toContain("Blue Bank");
    expect(await row.textContent()).toContain("Supplier audit report 2025");
    await expectNoSeriousViolations(dashboard);
    await screenshots(dashboard, "access-control", { fitsPhone: true });

    const [download] = await Promise.all([dashboard.waitForEvent("download"), dashboard.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^access-log-greenpage-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("date,name,email,company,access,initiative,data_accessed");
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`Aiko Tanaka,${email},Blue Bank,limited,Supplier audit report 2025`);
    await owner.close();
  });

  it("password: a blank or wrong password is refused in the visitor's language, the right one opens the item", async () => {
    const { page, errors } = await visitor("ja-JP");
    await page.goto(`${siteUrl}/${DEMO_HANDLE}/${password.id}?lang=ja`);
    await page.getByRole("button", { name: "閲覧する" }).click();
    expect(await page.getByText("パスワードを入力してください。").isVisible()).toBe(true);
    await page.getByLabel("パスワード", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "閲覧する" }).click();
    await expect.poll(() => page.getByText("パスワードが正しくありません").isVisible()).toBe(true);
    await page.getByLabel("パスワード", { exact: true }).fill(DEMO_ITEM_PASSWORD);
    await Promise.all([page.waitForURL(/\/\d+(\?lang=ja)?$/), page.getByRole("button", { name: "閲覧する" }).click()]);
    await expect.poll(() => page.getByText(password.content_json.ja!).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: password.attachments[0]!.name }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
