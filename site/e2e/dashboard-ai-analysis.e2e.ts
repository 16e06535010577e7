import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_HANDLE, DEMO_LOGIN } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

type Texts = {
  locale: string;
  run: string;
  ran: string;
  gaps: string;
  suggestions: string;
  flags: string;
  flagged: RegExp;
  edit: (title: string) => string;
  add: string;
  added: string;
  editorTitle: string;
};

const EN: Texts = {
  locale: "en-US",
  run: "Run analysis",
  ran: "Analysis done.",
  gaps: "Gaps",
  suggestions: "Suggested next initiatives",
  flags: "Claims that need evidence",
  flagged: /“Eco-friendly takeaway cups” says “Eco-friendly” but is self-reported with no evidence attached\./,
  edit: (title) => `Edit “${title}”`,
  add: "Add to my page",
  added: "Added to your page",
  editorTitle: "Edit initiative",
};

const JA: Texts = {
  locale: "ja-JP",
  run: "分析を実行",
  ran: "分析が完了しました。",
  gaps: "不足している開示",
  suggestions: "次に追加したい取り組み",
  flags: "根拠が必要な主張",
  flagged: /「環境にやさしいテイクアウトカップ」は「環境にやさしい」と述べていますが、自己申告で根拠資料が添付されていません。/,
  edit: (title) => `「${title}」を編集`,
  add: "ページに追加",
  added: "ページに追加しました",
  editorTitle: "取り組みを編集",
};

const CUPS = { "en-US": "Eco-friendly takeaway cups", "ja-JP": "環境にやさしいテイクアウトカップ" } as const;

async function demoSession(locale: string, width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await context.addCookies([{ name: "cookies-agree", value: "essential", url: siteUrl }]);
  await signIn(context, siteUrl, { ...DEMO_LOGIN, name: "Hana Midori" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

type Item = { id: number; standard_initiative_id: number | null };

/**
 * The demo owner runs an analysis in the screen's language, reads its gaps,
 * suggestions and the flag on the demo's unsupported "eco-friendly" claim,
 * adds a suggestion that closes GRI gaps, finds it on Contents and sees the
 * GRI benchmark score move, then opens the flagged
 * item's editor from the flag. What it added is deleted again, so the demo
 * page is as the seed left it.
 */
async function runOnDemo(texts: Texts, width: number) {
  const { context, page, errors } = await demoSession(texts.locale, width);
  const [demo] = await apiAs<{ id: number; handle: string }[]>(context, siteUrl, "GET", "/businesses/my/");
  expect(demo!.handle).toBe(DEMO_HANDLE);
  const before = await apiAs<Item[]>(context, siteUrl, "GET", `/businesses/${demo!.id}/contents/`);
  try {
    await openDashboard(page, siteUrl, "/dashboard/ai-analysis");
    const usage = page.getByTestId("analysis-usage");
    await expect.poll(() => usage.textContent()).toMatch(/30/);
    const ran = page.waitForResponse((r) => r.url().endsWith(`/businesses/${demo!.id}/analyses/`) && r.request().method() === "POST");
    await page.getByRole("button", { name: texts.run }).click();
    const response = await ran;
    expect(response.status()).toBe(201);
    const run = (await response.json()) as {
      language: string;
      findings: { suggestions: { title: string; standard_initiative_id: number; closes: { framework: string }[] }[] };
    };
    expect(run.language).toBe(texts.locale.slice(0, 2));
    await expect.poll(() => page.getByText(texts.ran).count()).toBeGreaterThan(0);

    const results = page.getByTestId("analysis-results");
    await expect.poll(() => results.getByRole("heading", { name: texts.gaps }).isVisible()).toBe(true);
    expect(await page.getByTestId("analysis-gaps").locator("li").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("analysis-suggestions").getByRole("heading", { name: texts.suggestions }).isVisible()).toBe(true);
    const flags = page.getByTestId("analysis-flags");
    expect(await flags.getByRole("heading", { name: texts.flags }).isVisible()).toBe(true);
    expect(await flags.textContent()).toMatch(texts.flagged);
    const cups = CUPS[texts.locale as keyof typeof CUPS];
    const editLink = flags.getByRole("link", { name: texts.edit(cups) });
    expect(await editLink.getAttribute("href")).toMatch(/^\/dashboard\/contents\?edit=\d+$/);
    await expectNoSeriousViolations(page);
    await screenshots(page, `ai-analysis-${texts.locale}`, { fitsPhone: true });
    await page.setViewportSize({ width, height: 900 });

    // A suggestion that closes GRI gaps (the demo's main framework) goes onto the page through the contents API,
    // shows as added, and the GRI benchmark score moves.
    const suggestion = run.findings.suggestions.find((s) => s.closes.some((d) => d.framework === "gri"))!;
    expect(suggestion).toBeDefined();
    const griScore = async () =>
      (await apiAs<{ frameworks: { framework: string; score: number }[] }>(context, siteUrl, "GET", `/businesses/${demo!.id}/benchmark/`)).frameworks.find(
        (f) => f.framework === "gri",
      )!.score;
    const scoreBefore = await griScore();
    const created = page.waitForResponse((r) => r.url().endsWith(`/businesses/${demo!.id}/contents/`) && r.request().method() === "POST");
    const card = page.getByTestId("analysis-suggestions").locator("li", { hasText: suggestion.title });
    await card.getByRole("button", { name: texts.add }).click();
    expect((await created).status()).toBe(201);
    await expect.poll(() => card.getByText(texts.added).isVisible()).toBe(true);
    await expectNoSeriousViolations(page);

    await openDashboard(page, siteUrl, "/dashboard/contents");
    await expect.poll(() => page.locator("#initiatives-title").isVisible()).toBe(true);
    await expect.poll(() => page.getByText(suggestion.title, { exact: true }).count()).toBeGreaterThan(0);

    const scoreAfter = await griScore();
    expect(scoreAfter).toBeGreaterThan(scoreBefore);
    await openDashboard(page, siteUrl, "/dashboard/benchmark");
    const meter = page.getByTestId("benchmark-gri").getByRole("meter");
    await expect.poll(async () => Number(await meter.getAttribute("value"))).toBe(scoreAfter);

    // A flag opens the flagged item's editor.
    await openDashboard(page, siteUrl, "/dashboard/ai-analysis");
    await page
      .getByTestId("analysis-flags")
      .getByRole("link", { name: texts.edit(cups) })
      .click();
    const editor = page.getByRole("dialog", { name: texts.editorTitle });
    await expect.poll(() => editor.isVisible()).toBe(true);
    expect(page.url()).toBe(`${siteUrl}/dashboard/contents`);
    expect(errors).toEqual([]);
  } finally {
    const after = await apiAs<Item[]>(context, siteUrl, "GET", `/businesses/${demo!.id}/contents/`);
    for (const item of after.filter((a) => !before.some((b) => b.id === a.id))) {
      await apiAs(context, siteUrl, "DELETE", `/businesses/${demo!.id}/contents/${item.id}/`);
    }
    await context.close();
  }
}

describe("AI analysis", () => {
  it("the demo owner runs an analysis in English, sees gaps, suggestions and a claim flag, and adds a suggested initiative", async () => {
    await runOnDemo(EN, 1280);
  }, 120_000);

  it("the same in Japanese on a 390 px phone", async () => {
    await runOnDemo(JA, 390);
  }, 120_000);

  it("a Starter page sees the way to upgrade and no Run button", async () => {
    const session = await ownerSession(browser, siteUrl, { page: { handle: uniqueHandle("ai-starter"), page_type: "business" } });
    const { page, context, errors } = session;
    await openDashboard(page, siteUrl, "/dashboard/ai-analysis");
    const prompt = page.getByTestId("analysis-upgrade");
    await expect.poll(() => prompt.textContent()).toContain("AI analysis comes with the Premium plan.");
    expect(await prompt.getByRole("link", { name: "See plans and upgrade" }).getAttribute("href")).toBe("/dashboard/billing");
    expect(await page.getByRole("button", { name: "Run analysis" }).count()).toBe(0);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
