import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, openDashboard, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";
import { DEMO_REVIEWER } from "./demo.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type Text = { en: string; ja: string };
type Question = {
  code: string;
  type: string;
  required: boolean;
  options?: { value: string; label: Text; points: number; exclusive?: boolean }[];
  number?: { max: number };
};
type Questionnaire = { code: string; title: Text; sections: { questions: Question[] }[] };

const WORDS = {
  "en-US": {
    lang: "en",
    prefill: "Pre-fill from my page",
    confirm: "Confirm",
    complete: "Complete assessment",
    pdf: "Export PDF",
    saved: "All changes saved",
    result: "Result",
    suggested: "Suggested from your page: Partly.",
    partly: "Partly",
    answeredBy: "Answered by Dana Owner",
    evidence: "Add evidence (PDF, PNG or JPG)",
    upgrade: "Assessments come with the Premium plan.",
    upgradeLink: "Upgrade",
  },
  "ja-JP": {
    lang: "ja",
    prefill: "ページから事前入力",
    confirm: "確認",
    complete: "アセスメントを完了",
    pdf: "PDFを書き出す",
    saved: "すべての変更を保存しました",
    result: "結果",
    suggested: "ページからの提案：一部。",
    partly: "一部",
    answeredBy: "Dana Ownerが回答",
    evidence: "エビデンスを追加（PDF、PNG、JPG）",
    upgrade: "アセスメントはプレミアムプランでご利用いただけます。",
    upgradeLink: "アップグレード",
  },
} as const;

const isAnswer = (r: Response, question: string) => r.url().includes(`/answers/${question}/`) && r.request().method() === "PUT";

/** Puts a page on Premium as the product team does: the demo's reviewer is an admin. */
async function makePremium(pageId: number) {
  const admin = await browser.newContext();
  await signIn(admin, siteUrl, DEMO_REVIEWER);
  const res = await admin.request.fetch(`${siteUrl}/api/v1/admin/businesses/${pageId}/plan/`, {
    method: "PUT",
    data: { plan: "premium" },
    headers: { origin: siteUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.close();
}

/** Answers a question through its control, the way a member does, and waits for the autosave. */
async function answerInPage(page: Page, question: Question, language: "en" | "ja") {
  const card = page.getByTestId(`question-${question.code}`);
  const saved = page.waitForResponse((r) => isAnswer(r, question.code));
  if (question.type === "number") {
    await card.getByRole("spinbutton").fill(String(question.number!.max));
  } else {
    const options = question.options!.filter((o) => !o.exclusive);
    const best = question.type === "multiple_choice" ? options[0]! : options.reduce((a, b) => (b.points > a.points ? b : a));
    await card.getByLabel(best.label[language], { exact: true }).check();
  }
  expect((await saved).status()).toBe(200);
}

async function completeOne(locale: keyof typeof WORDS) {
  const words = WORDS[locale];
  const language = words.lang;
  const handle = uniqueHandle("assess");
  const session = await ownerSession(browser, siteUrl, {
    locale,
    page: { handle, name_json: { en: "Kumo Tea House", ja: "くも茶房" }, description_json: { en: "Loose-leaf tea.", ja: "茶葉の店" } },
  });
  const { page, context, errors } = session;
  const id = session.business!.id;
  await makePremium(id);
  // A standard initiative of the catalogue the page already has: a GHG inventory, self reported.
  const catalogue = await apiAs<{ standard_initiatives: { id: number; code: string }[] }>(context, siteUrl, "GET", "/businesses/catalog/");
  const ghg = catalogue.standard_initiatives.find((s) => s.code === "ghg_inventory")!;
  await apiAs(context, siteUrl, "POST", `/businesses/${id}/contents/`, { kind: "standard", standard_initiative_id: ghg.id });
  const questionnaires = await apiAs<Questionnaire[]>(context, siteUrl, "GET", "/businesses/assessments/questionnaires/");
  const climate = questionnaires.find((q) => q.code === "climate-readiness")!;

  await openDashboard(page, siteUrl, "/dashboard/assessments");
  await expect.poll(() => page.getByTestId("questionnaire-climate-readiness").isVisible()).toBe(true);
  await expectNoSeriousViolations(page);
  await page.getByTestId("questionnaire-climate-readiness").getByRole("button").click();
  await expect.poll(() => page.getByRole("heading", { level: 2, name: climate.title[language] }).isVisible()).toBe(true);

  // Pre-fill: the GHG inventory suggests Scope 1 and 2, to confirm.
  const prefilled = page.waitForResponse((r) => r.url().endsWith("/prefill/") && r.request().method() === "POST");
  await page.getByRole("button", { name: words.prefill }).click();
  expect((await prefilled).status()).toBe(200);
  const scope1 = page.getByTestId("question-scope1");
  await expect.poll(() => scope1.getByText(words.suggested).isVisible()).toBe(true);
  await expectNoSeriousViolations(page);
  const confirmed = page.waitForResponse((r) => isAnswer(r, "scope1"));
  await scope1.getByRole("button", { name: words.confirm }).click();
  expect((await confirmed).status()).toBe(200);
  await expect.poll(() => scope1.getByText(words.answeredBy).isVisible()).toBe(true);
  // Evidence on the answer.
  const uploaded = page.waitForResponse((r) => r.url().includes("/answers/scope1/attachments/") && r.request().method() === "POST");
  await scope1.getByLabel(words.evidence).setInputFiles({ name: "ghg-inventory.pdf", mimeType: "application/pdf", buffer: PDF });
  expect((await uploaded).status()).toBe(201);
  await expect.poll(() => scope1.getByRole("link", { name: "ghg-inventory.pdf" }).isVisible()).toBe(true);

  // Every other required question, through its control; the suggestions left are confirmed.
  for (const question of climate.sections.flatMap((s) => s.questions)) {
    if (!question.required || question.code === "scope1") continue;
    const card = page.getByTestId(`question-${question.code}`);
    const confirm = card.getByRole("button", { name: words.confirm });
    if (await confirm.isVisible()) {
      const saved = page.waitForResponse((r) => isAnswer(r, question.code));
      await confirm.click();
      expect((await saved).status()).toBe(200);
    } else await answerInPage(page, question, language);
  }
  await expect.poll(() => page.getByTestId("saved-indicator").textContent()).toBe(words.saved);
  await screenshots(page, `assessments-answering-${locale}`, { fitsPhone: true });

  const completed = page.waitForResponse((r) => r.url().endsWith("/complete/") && r.request().method() === "POST");
  await page.getByRole("button", { name: words.complete }).click();
  expect((await completed).status()).toBe(200);
  const result = page.getByTestId("assessment-result");
  await expect.poll(() => result.getByRole("heading", { name: words.result }).isVisible()).toBe(true);
  expect(await result.locator(".score-number").textContent()).toMatch(/^\d{1,3}$/);
  expect(await result.locator("tbody tr").count()).toBe(climate.sections.length);
  // Every answer still shows in its control (each question's choices are a group of their own).
  const yes = climate.sections[0]!.questions[0]!.options!.find((o) => o.value === "yes")!.label[language];
  expect(await page.getByTestId("question-board_oversight").getByLabel(yes, { exact: true }).isChecked()).toBe(true);
  expect(await page.getByTestId("question-scope1").getByLabel(WORDS[locale].partly, { exact: true }).isChecked()).toBe(true);
  await expectNoSeriousViolations(page);
  await screenshots(page, `assessments-result-${locale}`, { fitsPhone: true });

  // The PDF downloads, in the screen's language.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: words.pdf }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^assessment-${handle}-climate-readiness-\\d+\\.pdf$`));
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(file.url()).toContain(`lang=${language}`);
  expect(errors).toEqual([]);
  await context.close();
}

describe("assessments", () => {
  it("a Premium page pre-fills, answers and completes the climate assessment, sees its result and downloads the PDF (en)", async () => {
    await completeOne("en-US");
  });

  it("does the same in Japanese", async () => {
    await completeOne("ja-JP");
  });

  it.each(["en-US", "ja-JP"] as const)("a Starter page sees the upgrade prompt instead of Start (%s)", async (locale) => {
    const words = WORDS[locale];
    const session = await ownerSession(browser, siteUrl, {
      locale,
      page: { handle: uniqueHandle("starter"), name_json: { en: "Pebble Shop" }, description_json: { en: "Stones." } },
    });
    const { page } = session;
    await openDashboard(page, siteUrl, "/dashboard/assessments");
    const prompt = page.getByTestId("assessments-upgrade");
    await expect.poll(() => prompt.getByText(words.upgrade).isVisible()).toBe(true);
    expect(await prompt.getByRole("link", { name: words.upgradeLink }).getAttribute("href")).toBe("/dashboard/billing");
    await expect.poll(() => page.getByTestId("questionnaire-climate-readiness").isVisible()).toBe(true);
    expect(await page.getByTestId("questionnaire-climate-readiness").getByRole("button").count()).toBe(0);
    await expectNoSeriousViolations(page);
    await screenshots(page, `assessments-starter-${locale}`, { fitsPhone: true });
    await session.context.close();
  });
});
