import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { launchBrowser } from "./browser.ts";
import { apiAs, createOwner, openDashboard, type Owner, ownerSession, screenshots, signIn, uniqueHandle } from "./dashboard-kit.ts";

const siteUrl = inject("siteUrl");
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(async () => close?.());

type Question = { id: number; type: string; required: boolean; label_json: Record<string, string>; options_json: { id: string; en?: string; ja?: string }[] };
type Form = { id: number; is_default: boolean; content_id: number | null; questions: Question[] };

/** A fresh owner with a published page and one initiative, "Solar roof". */
async function ownerWithPage() {
  const handle = uniqueHandle("feedback");
  const session = await ownerSession(browser, siteUrl, {
    page: { handle, name_json: { en: "Harbour Bakery" }, description_json: { en: "Bread baked with solar heat." } },
  });
  const id = session.business!.id;
  await apiAs(session.context, siteUrl, "PATCH", `/businesses/update/${id}/`, { is_published: true });
  const initiative = await apiAs<{ id: number }>(session.context, siteUrl, "POST", `/businesses/${id}/contents/`, { title_json: { en: "Solar roof" } });
  const forms = () => apiAs<Form[]>(session.context, siteUrl, "GET", `/businesses/${id}/feedback-forms/`);
  return { ...session, id, handle, initiativeId: initiative.id, forms };
}

/** Answers a form as a fresh signed-in account through the public submit call (what the feedback modal sends); returns who answered. */
async function answerAs(handle: string, formId: number, body: Record<string, unknown>): Promise<Owner> {
  const context = await browser.newContext();
  const stakeholder = await createOwner(siteUrl, { name: "Sam Stakeholder" });
  await signIn(context, siteUrl, stakeholder);
  const response = await context.request.post(`${siteUrl}/api/v1/businesses/public/${handle}/feedback-forms/${formId}/responses/`, {
    data: { lang: "en", ...body },
    headers: { origin: siteUrl },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.close();
  return stakeholder;
}

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const question = (panel: Locator, n: number) => panel.getByTestId("question-editor").nth(n - 1);

describe("feedback forms", () => {
  it("the owner builds a form with every question type, then edits and reorders it; the default form stays", async () => {
    const o = await ownerWithPage();
    const { page } = o;
    const [defaultForm] = await o.forms();
    await openDashboard(page, siteUrl, "/dashboard/feedback");

    const defaultCard = page.getByTestId(`feedback-form-${defaultForm!.id}`);
    await expect.poll(() => defaultCard.getByRole("heading", { name: "How are we doing on sustainability?" }).isVisible()).toBe(true);
    expect(await defaultCard.textContent()).toMatch(/Default.*Open.*Whole page.*Questions3.*Responses0/);
    expect(await defaultCard.getByText("The default form cannot be deleted. Close it instead.").isVisible()).toBe(true);
    expect(await defaultCard.getByRole("button", { name: /^Delete/ }).count()).toBe(0);

    await page.getByRole("button", { name: "Add form" }).click();
    const panel = page.getByRole("dialog", { name: "New feedback form" });
    // Nothing filled in: the editor says what is missing before any call.
    await panel.getByRole("button", { name: "Create form" }).click();
    await expect.poll(() => panel.getByText("This field is required.").count()).toBe(2);

    await panel.getByLabel("Title (English)").fill("Packaging survey");
    await panel.getByLabel("Title (Japanese)").fill("包装アンケート");
    await panel.getByLabel("Attached to").selectOption({ label: "Solar roof" });
    const asked: [string, string][] = [
      ["short_text", "What should our bag be called?"],
      ["long_text", "Tell us about your last visit"],
      ["single_choice", "Which bag do you use?"],
      ["multiple_choice", "What do you reuse?"],
      ["rating", "How green is our packaging?"],
      ["nps", "Would you recommend our packaging?"],
    ];
    for (const [i, [type, label]] of asked.entries()) {
      if (i > 0) await panel.getByRole("button", { name: "Add question" }).click();
      const q = question(panel, i + 1);
      await q.getByLabel("Type").selectOption(type);
      await q.getByLabel("Question (English)").fill(label);
    }
    await question(panel, 3).getByLabel("Choice 1 (English)").fill("Paper");
    await question(panel, 3).getByLabel("Choice 2 (English)").fill("Cloth");
    await question(panel, 4).getByLabel("Choice 1 (English)").fill("Jars");
    await question(panel, 4).getByLabel("Choice 2 (Japanese)").fill("袋");
    await question(panel, 4).getByRole("button", { name: "Add choice" }).click();
    await question(panel, 4).getByLabel("Choice 3 (English)").fill("Boxes");
    await question(panel, 5).getByLabel("Required (marked *)").check();
    await question(panel, 6).getByLabel("Required (marked *)").check();
    // Each message went when its field was filled in.
    expect(await panel.getByText("This field is required.").count()).toBe(0);
    expect(await question(panel, 1).getByRole("button", { name: "Move up: Question 1" }).isDisabled()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshots(page, "feedback-form-editor", { fitsPhone: true });

    await panel.getByRole("button", { name: "Create form" }).click();
    await toast(page, "Form created.");
    const stored = (await o.forms()).find((f) => !f.is_default)!;
    expect(stored.content_id).toBe(o.initiativeId);
    expect(stored.questions.map((q) => [q.type, q.label_json.en, q.required])).toEqual(asked.map(([type, label], i) => [type, label, i >= 4]));
    expect(stored.questions[3]!.options_json.map((option) => option.en ?? option.ja)).toEqual(["Jars", "袋", "Boxes"]);
    const card = page.getByTestId(`feedback-form-${stored.id}`);
    await expect.poll(() => card.getByRole("heading", { name: "Packaging survey" }).isVisible()).toBe(true);
    expect(await card.textContent()).toMatch(/Open.*Solar roof.*Questions6.*Responses0/);

    // Edit: NPS up one place, the short text down one, a label changed, the form closed.
    await card.getByRole("button", { name: "Edit: Packaging survey" }).click();
    const editor = page.getByRole("dialog", { name: "Edit feedback form" });
    await question(editor, 6).getByRole("button", { name: "Move up: Question 6" }).click();
    await expect.poll(() => question(editor, 5).getByLabel("Question (English)").inputValue()).toBe("Would you recommend our packaging?");
    // The moved question's button keeps the focus, so pressing again moves it on.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move up: Question 5");
    await question(editor, 1).getByRole("button", { name: "Move down: Question 1" }).click();
    await question(editor, 1).getByLabel("Question (English)").fill("Tell us about your latest visit");
    await editor.getByLabel("Open for answers").uncheck();
    await editor.getByRole("button", { name: "Save" }).click();
    await toast(page, "Form saved.");
    const edited = (await o.forms()).find((f) => f.id === stored.id)!;
    const ids = Object.fromEntries(stored.questions.map((q) => [q.type, q.id]));
    expect(edited.questions.map((q) => [q.type, q.id])).toEqual(
      ["long_text", "short_text", "single_choice", "multiple_choice", "nps", "rating"].map((type) => [type, ids[type]]),
    );
    expect(edited.questions[0]!.label_json.en).toBe("Tell us about your latest visit");
    expect(edited.questions[2]!.options_json).toEqual(stored.questions[2]!.options_json);
    await expect.poll(() => card.textContent()).toMatch(/Closed/);
    await expectNoSeriousViolations(page);
    await screenshots(page, "feedback-forms", { fitsPhone: true });

    // A form that is not the default can be deleted, after confirming.
    await card.getByRole("button", { name: "Delete: Packaging survey" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this form?" });
    expect(await confirm.textContent()).toContain("“Packaging survey” and its 0 responses will be deleted.");
    await expectNoSeriousViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "“Packaging survey” was deleted.");
    await expect.poll(() => card.count()).toBe(0);
    expect((await o.forms()).map((f) => f.id)).toEqual([defaultForm!.id]);
    expect(o.errors).toEqual([]);
    await o.context.close();
  });
});

describe("feedback results", () => {
  it("shows totals, averages, NPS and the chart; filters change them; the CSV has no identity; a failed call says so", async () => {
    const o = await ownerWithPage();
    const { page } = o;
    const [defaultForm] = await o.forms();
    const survey = await apiAs<Form>(o.context, siteUrl, "POST", `/businesses/${o.id}/feedback-forms/`, {
      title_json: { en: "Packaging survey" },
      content_id: o.initiativeId,
      questions: [
        { type: "rating", label_json: { en: "How green is our packaging?" }, required: true },
        { type: "nps", label_json: { en: "Would you recommend our packaging?" } },
        { type: "single_choice", label_json: { en: "Which bag do you use?" }, options_json: [{ en: "Paper" }, { en: "Cloth" }] },
        { type: "long_text", label_json: { en: "Anything else?" } },
      ],
    });
    const [rating, nps, bag, text] = survey.questions.map((q) => String(q.id)) as [string, string, string, string];
    const [paper, cloth] = survey.questions[2]!.options_json.map((option) => option.id);
    const [defaultRating, defaultNps] = defaultForm!.questions.map((q) => String(q.id));
    const stakeholders = [
      await answerAs(o.handle, survey.id, {
        stakeholder_type: "customer",
        relationship: "I shop here weekly",
        answers: { [rating]: 5, [nps]: 10, [bag]: paper, [text]: "Love the <b>paper</b> bags" },
      }),
      await answerAs(o.handle, survey.id, { stakeholder_type: "ngo", relationship: "Local recycling group", answers: { [rating]: 3, [nps]: 6, [bag]: cloth } }),
      await answerAs(o.handle, defaultForm!.id, {
        stakeholder_type: "customer",
        relationship: "Neighbour",
        answers: { [defaultRating!]: 4, [defaultNps!]: 9 },
      }),
    ];

    await openDashboard(page, siteUrl, "/dashboard/feedback/results");
    const total = page.getByTestId("feedback-total").locator(".value");
    await expect.poll(() => total.textContent()).toBe("3");
    expect(await page.getByTestId("feedback-by-type").textContent()).toMatch(/Customer2Employee0.*NGO1/);
    const surveySummary = page.getByTestId(`summary-form-${survey.id}`);
    expect(await surveySummary.getByTestId("rating-average").textContent()).toBe("Average 4 out of 5");
    expect(await surveySummary.getByTestId("nps").textContent()).toMatch(/^NPS 0Promoters \(9–10\)1Passives \(7–8\)0Detractors \(0–6\)1$/);
    expect(await surveySummary.getByText("Paper").isVisible()).toBe(true);
    expect(await surveySummary.getByText("1 (50%)").count()).toBe(2);
    expect(await surveySummary.getByText("1 written answer").isVisible()).toBe(true);
    expect(await page.getByTestId(`summary-form-${defaultForm!.id}`).getByTestId("nps").textContent()).toMatch(/^NPS \+100/);
    const chart = page.locator(".daily-chart canvas");
    expect(await chart.isVisible()).toBe(true);
    expect(await chart.getAttribute("aria-label")).toMatch(/^Bar chart\. Responses per day, .+: 3 responses in total\./);

    // The responses: answers under their questions, a stakeholder's text as text, nobody's identity.
    const responses = page.getByTestId("feedback-response");
    await expect.poll(() => responses.count()).toBe(3);
    const first = responses.filter({ hasText: "I shop here weekly" });
    expect(await first.textContent()).toMatch(/FormPackaging survey.*InitiativeSolar roof.*Stakeholder typeCustomer/);
    expect(await first.getByText("Love the <b>paper</b> bags").isVisible()).toBe(true);
    expect(await first.locator("b").count()).toBe(0);
    expect(await first.textContent()).toMatch(/How green is our packaging\?5 \/ 5.*Would you recommend our packaging\?10 \/ 10.*Which bag do you use\?Paper/);
    const everything = (await page.locator("main").textContent())!;
    for (const s of stakeholders) {
      expect(everything).not.toContain(s.email);
      expect(everything).not.toContain(s.name);
    }
    await expectNoSeriousViolations(page);
    await screenshots(page, "feedback-results", { fitsPhone: true });

    // Filters: each narrows the numbers and the list, and stays in the address.
    await page.getByLabel("Stakeholder type").selectOption({ label: "NGO" });
    await expect.poll(() => total.textContent()).toBe("1");
    await expect.poll(() => responses.count()).toBe(1);
    expect(page.url()).toContain("stakeholder_type=ngo");
    await page.getByLabel("Stakeholder type").selectOption({ label: "All types" });
    await page.getByLabel("Form", { exact: true }).selectOption({ label: "How are we doing on sustainability?" });
    await expect.poll(() => total.textContent()).toBe("1");
    await page.getByLabel("Form", { exact: true }).selectOption({ label: "All forms" });
    await page.getByLabel("Initiative", { exact: true }).selectOption({ label: "Solar roof" });
    await expect.poll(() => total.textContent()).toBe("2");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("From", { exact: true }).fill(tomorrow);
    await expect.poll(() => total.textContent()).toBe("0");
    // The empty list renders with its own query, possibly a moment after the totals.
    await expect.poll(() => page.getByText("No feedback matches these filters.").isVisible()).toBe(true);
    await page.getByLabel("To", { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await expect.poll(() => page.getByText("The end date must be on or after the start date.").isVisible()).toBe(true);
    await page.getByLabel("From", { exact: true }).fill("");
    await page.getByLabel("To", { exact: true }).fill("");
    await expect.poll(() => total.textContent()).toBe("2");
    await page.getByLabel("Form", { exact: true }).selectOption({ label: "Packaging survey" });

    // The CSV: the same filters (this form, this initiative), the form's questions as columns, and no one's email.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.url()).toMatch(new RegExp(`/feedback/export/\\?form_id=${survey.id}&content_id=${o.initiativeId}&lang=en$`));
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "date,form,initiative,stakeholder_type,relationship,language,How green is our packaging?,Would you recommend our packaging?,Which bag do you use?,Anything else?",
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain("Packaging survey,Solar roof,ngo,Local recycling group,en,3,6,Cloth");
    for (const s of stakeholders) expect(csv).not.toContain(s.email);

    // A call that fails says so in the screen's words, and Try again recovers.
    await page.route("**/feedback/summary/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "Internal server error." }) }),
    );
    await page.reload();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Cannot fetch feedback. Please try again later." }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.unroute("**/feedback/summary/**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => total.textContent()).toBe("2");

    // Home counts the feedback of the last 30 days.
    await openDashboard(page, siteUrl, "/dashboard");
    await expect.poll(() => page.getByTestId("stat-feedback").locator(".value").textContent()).toBe("3");
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it("a server message lands on its question: an answered question's type cannot change", async () => {
    const o = await ownerWithPage();
    const [defaultForm] = await o.forms();
    await answerAs(o.handle, defaultForm!.id, {
      stakeholder_type: "employee",
      relationship: "Baker",
      answers: { [defaultForm!.questions[0]!.id]: 5, [defaultForm!.questions[1]!.id]: 8 },
    });
    await openDashboard(o.page, siteUrl, "/dashboard/feedback");
    await o.page.getByRole("button", { name: "Edit: How are we doing on sustainability?" }).click();
    const editor = o.page.getByRole("dialog", { name: "Edit feedback form" });
    expect(await editor.getByLabel("Attached to").isDisabled()).toBe(true);
    await question(editor, 1).getByLabel("Type").selectOption("short_text");
    await editor.getByRole("button", { name: "Save" }).click();
    const message = question(editor, 1).getByText("The type of a question that has answers cannot change.");
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await question(editor, 1).getByLabel("Type").getAttribute("aria-invalid")).toBe("true");
    // Removing a question of a form with answers asks first; cancelling keeps it.
    const count = await editor.getByTestId("question-editor").count();
    await question(editor, 2)
      .getByRole("button", { name: /^Remove/ })
      .first()
      .click();
    const confirm = o.page.getByRole("alertdialog", { name: "Remove an answered question?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await editor.getByTestId("question-editor").count()).toBe(count);
    // Closing with the change unsaved asks first.
    await editor.getByRole("button", { name: "Cancel" }).click();
    const leave = o.page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Leave" }).click();
    await expect.poll(() => editor.count()).toBe(0);
    expect((await o.forms())[0]!.questions[0]!.type).toBe("rating");
    await o.context.close();
  });
});
