import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMembers, feedbackForms, feedbackQuestions } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, signUp } from "../../test/harness.ts";
import { DEFAULT_FORM, ensureDefaultForm } from "./default-form.ts";
import { createForm, defaultAnswers, EVERY_TYPE, feedbackPage, type FormView, stakeholders, submit } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const defaultForms = (pageId: number) =>
  t.ctx.db
    .select()
    .from(feedbackForms)
    .where(and(eq(feedbackForms.pageId, pageId), eq(feedbackForms.isDefault, true)));

describe("the default form", () => {
  it("exists as soon as a page is created: title in English and Japanese, a required rating and NPS, an optional text", async () => {
    const o = await ownerWithPage(t);
    expect(await defaultForms(o.page.id)).toHaveLength(1);
    const res = await o.client.get(`/api/v1/businesses/${o.page.id}/feedback-forms/`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({
      business_id: o.page.id,
      content_id: null,
      is_default: true,
      is_open: true,
      response_count: 0,
      title_json: { en: "How are we doing on sustainability?", ja: "サステナビリティへの取り組みはいかがですか？" },
    });
    expect(res.json[0].questions.map((q: FormView["questions"][number]) => [q.type, q.required])).toEqual([
      ["rating", true],
      ["nps", true],
      ["long_text", false],
    ]);
    expect(res.json[0].questions[1].label_json.en).toMatch(/recommend/);
  });

  it("is made once for a page that had none, on first read, also when many reads race", async () => {
    const o = await ownerWithPage(t, { published: true });
    await t.ctx.db.delete(feedbackForms).where(eq(feedbackForms.pageId, o.page.id));
    const reads = await Promise.all([
      ...Array.from({ length: 8 }, () => o.client.get(`/api/v1/businesses/${o.page.id}/feedback-forms/`)),
      ...Array.from({ length: 8 }, () => t.client().get(`/api/v1/businesses/public/${o.page.handle}/feedback-forms/`)),
      ...Array.from({ length: 8 }, () => ensureDefaultForm(t.ctx.db, o.page.id).then(() => ({ status: 200, json: [{ is_default: true }] }))),
    ]);
    expect(reads.map((r) => r.status)).toEqual(Array(24).fill(200));
    for (const read of reads) expect(read.json.filter((f: FormView) => f.is_default)).toHaveLength(1);
    const [form] = await defaultForms(o.page.id);
    const questions = await t.ctx.db.select().from(feedbackQuestions).where(eq(feedbackQuestions.formId, form!.id));
    expect((await defaultForms(o.page.id)).length).toBe(1);
    expect(questions).toHaveLength(DEFAULT_FORM.questions.length);
  });

  it("cannot be deleted (409 default_form) or attached to an initiative, but can be closed and edited", async () => {
    const p = await feedbackPage(t);
    const path = `${p.base}/feedback-forms/${p.defaultForm.id}/`;
    const deleted = await p.owner.client.request("DELETE", path, undefined, p.owner.headers);
    expect(deleted.status).toBe(409);
    expect(deleted.json).toEqual({ detail: "The default form cannot be deleted. Close it instead.", code: "default_form" });
    const attached = await p.owner.client.request("PATCH", path, { content_id: p.initiative.id }, p.owner.headers);
    expect(attached.status).toBe(400);
    expect(attached.json.content_id).toEqual(["The default form is for the whole page and cannot be attached to an initiative."]);
    const closed = await p.owner.client.request("PATCH", path, { is_open: false, title_json: { en: "Tell us" } }, p.owner.headers);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ is_open: false, is_default: true, title_json: { en: "Tell us" } });
    expect(closed.json.questions).toHaveLength(3);
  });
});

describe("form CRUD", () => {
  it("creates a form with every question type; choices get ids; it lists after the default form", async () => {
    const p = await feedbackPage(t);
    const form = await createForm(p);
    expect(form).toMatchObject({ is_default: false, is_open: true, content_id: null, response_count: 0, title_json: EVERY_TYPE.title_json });
    expect(form.questions.map((q) => q.type)).toEqual(["short_text", "long_text", "single_choice", "multiple_choice", "rating", "nps"]);
    const choice = form.questions[2]!;
    expect(choice.options_json).toMatchObject([
      { en: "Yes", ja: "はい", id: expect.stringMatching(/^[\w-]+$/) },
      { en: "No", ja: "いいえ" },
    ]);
    expect(new Set(choice.options_json.map((o) => o.id)).size).toBe(2);
    expect(form.questions[0]!.options_json).toEqual([]);

    const listed = await p.owner.client.get(`${p.base}/feedback-forms/`);
    expect(listed.json.map((f: FormView) => f.id)).toEqual([p.defaultForm.id, form.id]);
    const one = await p.owner.client.get(`${p.base}/feedback-forms/${form.id}/`);
    expect(one.json).toEqual(form);
  });

  it("says what is wrong with a form: every field's rules at once, then what needs the page or the other fields", async () => {
    const p = await feedbackPage(t);
    const post = (body: unknown) => p.owner.client.post(`${p.base}/feedback-forms/`, body, p.owner.headers);
    const fields = await post({
      title_json: { en: "  ", de: "Titel" },
      questions: [
        { type: "slider", label_json: { en: "?" } },
        { type: "single_choice", label_json: { en: "Pick" }, options_json: [{ id: "no spaces", en: "o".repeat(201) }] },
        { label_json: { en: "No type" } },
        { type: "short_text", label_json: { en: "x".repeat(501) } },
      ],
    });
    expect(fields.status).toBe(400);
    expect(fields.json).toEqual({
      "title_json.de": ["Only en and ja are supported."],
      "questions.0.type": ["Select a valid question type."],
      "questions.1.options_json.0.id": ["Each choice needs its own id (letters, digits, - and _)."],
      "questions.1.options_json.0.en": ["Ensure this field has no more than 200 characters."],
      "questions.2.type": ["Select a valid question type."],
      "questions.3.label_json.en": ["Ensure this field has no more than 500 characters."],
    });
    const res = await post({
      title_json: { en: "  " },
      content_id: 999999,
      questions: [
        { type: "single_choice", label_json: { en: "Pick" }, options_json: [{ en: "Only one" }] },
        { type: "rating", label_json: {} },
        { type: "short_text", label_json: { en: `  ${"x".repeat(500)}  ` } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      title_json: ["This field is required."],
      content_id: ["Select a valid initiative."],
      "questions.0.options_json": ["Add at least 2 choices."],
      "questions.1.label_json": ["This field is required."],
    });
    const short = { type: "short_text", label_json: { en: "Q" } };
    const choices = Array.from({ length: 21 }, (_, i) => ({ en: `Choice ${i}` }));
    const big = await post({
      title_json: { en: "Big" },
      questions: [...Array(50).fill(short), { type: "single_choice", label_json: { en: "Pick" }, options_json: choices }],
    });
    expect(big.json).toEqual({
      questions: ["A form can have at most 50 questions."],
      "questions.50.options_json": ["A question can have at most 20 choices."],
    });
    const empty = await p.owner.client.post(`${p.base}/feedback-forms/`, { title_json: { en: "Empty" } }, p.owner.headers);
    expect(empty.json).toEqual({ questions: ["Add at least one question."] });
    const listed = await p.owner.client.get(`${p.base}/feedback-forms/`);
    expect(listed.json).toHaveLength(1);
  });

  it("attaches a form to an initiative of the page only", async () => {
    const p = await feedbackPage(t);
    const other = await feedbackPage(t);
    const foreign = await p.owner.client.post(`${p.base}/feedback-forms/`, { ...EVERY_TYPE, content_id: other.initiative.id }, p.owner.headers);
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ content_id: ["Select a valid initiative."] });
    const form = await createForm(p, { ...EVERY_TYPE, content_id: p.initiative.id });
    expect(form.content_id).toBe(p.initiative.id);
    const detached = await p.owner.client.request("PATCH", `${p.base}/feedback-forms/${form.id}/`, { content_id: null }, p.owner.headers);
    expect(detached.json.content_id).toBeNull();
  });

  it("replaces the question list: sent ids keep their question, choices and answers; new ones are added, missing ones deleted", async () => {
    const p = await feedbackPage(t);
    const form = await createForm(p);
    const [text, , choice, , rating] = form.questions;
    const [who] = await stakeholders(t, 1);
    const answered = await submit(p, who!.client, form.id, {
      stakeholder_type: "customer",
      relationship: "Buyer",
      answers: { [choice!.id]: choice!.options_json[0]!.id, [rating!.id]: 4, [text!.id]: "Good" },
    });
    expect(answered.status, answered.text).toBe(201);

    const patch = {
      questions: [
        { id: rating!.id, type: "rating", label_json: { en: "Rate us again" }, required: false },
        { id: choice!.id, type: "single_choice", label_json: { en: "Buy again?" }, options_json: [choice!.options_json[0], { en: "Maybe" }], required: true },
        { type: "nps", label_json: { en: "New NPS" } },
      ],
    };
    const res = await p.owner.client.request("PATCH", `${p.base}/feedback-forms/${form.id}/`, patch, p.owner.headers);
    expect(res.status, res.text).toBe(200);
    const questions = res.json.questions as FormView["questions"];
    expect(questions.map((q) => q.id).slice(0, 2)).toEqual([rating!.id, choice!.id]);
    expect(questions.map((q) => q.type)).toEqual(["rating", "single_choice", "nps"]);
    expect(questions[1]!.options_json[0]).toEqual(choice!.options_json[0]);
    expect(questions[1]!.options_json[1]).toMatchObject({ en: "Maybe", id: expect.any(String) });
    expect(questions.map((q) => q.id)).not.toContain(text!.id);
    expect(res.json.response_count).toBe(1);

    // The kept questions' answers still read under their ids.
    const results = await p.owner.client.get(`${p.base}/feedback/?form_id=${form.id}`);
    expect(results.json.results[0].answers).toMatchObject({ [rating!.id]: 4, [choice!.id]: choice!.options_json[0]!.id });
  });

  it("keeps the type of an answered question, and refuses ids of questions the form does not have", async () => {
    const p = await feedbackPage(t);
    const form = await createForm(p);
    const other = await createForm(p);
    const rating = form.questions[4]!;
    const [who] = await stakeholders(t, 1);
    expect(
      (
        await submit(p, who!.client, form.id, {
          stakeholder_type: "ngo",
          relationship: "Watchdog",
          answers: { [rating.id]: 5, [form.questions[2]!.id]: form.questions[2]!.options_json[1]!.id },
        })
      ).status,
    ).toBe(201);
    const res = await p.owner.client.request(
      "PATCH",
      `${p.base}/feedback-forms/${form.id}/`,
      {
        questions: [
          { id: rating.id, type: "nps", label_json: { en: "Now NPS" } },
          { id: other.questions[0]!.id, type: "short_text", label_json: { en: "Stolen" } },
        ],
      },
      p.owner.headers,
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      "questions.0.type": ["The type of a question that has answers cannot change."],
      "questions.1.id": ["This question is not part of this form."],
    });
    // An unanswered question may change type.
    const nps = form.questions[5]!;
    const changed = await p.owner.client.request(
      "PATCH",
      `${p.base}/feedback-forms/${form.id}/`,
      { questions: [{ id: nps.id, type: "rating", label_json: { en: "Now a rating" } }] },
      p.owner.headers,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.questions).toMatchObject([{ id: nps.id, type: "rating" }]);
  });

  it("keeps an initiative's form and its answers when the initiative is deleted: closed, now for the whole page", async () => {
    const p = await feedbackPage(t);
    const form = await createForm(p, { ...EVERY_TYPE, content_id: p.initiative.id });
    const [who] = await stakeholders(t, 1);
    const answers = { [form.questions[2]!.id]: form.questions[2]!.options_json[0]!.id, [form.questions[4]!.id]: 4 };
    expect((await submit(p, who!.client, form.id, { stakeholder_type: "customer", relationship: "Buyer", answers })).status).toBe(201);
    expect((await p.owner.client.request("DELETE", `${p.base}/contents/${p.initiative.id}/`, undefined, p.owner.headers)).status).toBe(204);
    const kept = await p.owner.client.get(`${p.base}/feedback-forms/${form.id}/`);
    expect(kept.json).toMatchObject({ content_id: null, is_open: false, response_count: 1 });
    expect((await p.owner.client.get(`${p.base}/feedback/?form_id=${form.id}`)).json.count).toBe(1);
  });

  it("deletes a form with its responses; another page's form is not found", async () => {
    const p = await feedbackPage(t);
    const form = await createForm(p);
    const [who] = await stakeholders(t, 1);
    expect(
      (
        await submit(p, who!.client, form.id, {
          stakeholder_type: "customer",
          relationship: "Buyer",
          answers: { [form.questions[2]!.id]: form.questions[2]!.options_json[0]!.id, [form.questions[4]!.id]: 3 },
        })
      ).status,
    ).toBe(201);
    const stranger = await feedbackPage(t);
    expect((await stranger.owner.client.request("DELETE", `${stranger.base}/feedback-forms/${form.id}/`, undefined, stranger.owner.headers)).status).toBe(404);
    const deleted = await p.owner.client.request("DELETE", `${p.base}/feedback-forms/${form.id}/`, undefined, p.owner.headers);
    expect(deleted.status).toBe(204);
    expect((await p.owner.client.get(`${p.base}/feedback-forms/${form.id}/`)).status).toBe(404);
    expect((await p.owner.client.get(`${p.base}/feedback/`)).json.count).toBe(0);
  });

  it("an editor manages forms too", async () => {
    const p = await feedbackPage(t);
    const editor = t.client();
    const { user } = await signUp(editor);
    await t.ctx.db.insert(pageMembers).values({ pageId: p.owner.page.id, userId: user.id, role: "editor" });
    const res = await editor.post(`${p.base}/feedback-forms/`, EVERY_TYPE, { origin: t.config.siteUrl });
    expect(res.status, res.text).toBe(201);
  });
});

describe("public forms", () => {
  it("lists a published page's open forms in the language asked for; an initiative's own come first", async () => {
    const p = await feedbackPage(t);
    const pageForm = await createForm(p, {
      title_json: { en: "Page survey" },
      questions: [{ type: "single_choice", label_json: { en: "Pick", ja: "選択" }, options_json: [{ en: "A", ja: "あ" }, { en: "B" }] }],
    });
    const itemForm = await createForm(p, { ...EVERY_TYPE, content_id: p.initiative.id });
    const closed = await createForm(p, { ...EVERY_TYPE, is_open: false });

    const pageLevel = await t.client().get(`${p.publicBase}/feedback-forms/?lang=ja`);
    expect(pageLevel.status).toBe(200);
    expect(pageLevel.json.map((f: FormView) => f.id)).toEqual([p.defaultForm.id, pageForm.id]);
    expect(pageLevel.json[0]).toMatchObject({
      is_default: true,
      is_open: true,
      language: "ja",
      title: "サステナビリティへの取り組みはいかがですか？",
      stakeholder_types: ["customer", "employee", "investor", "supplier", "local_community", "ngo", "other"],
    });
    expect(pageLevel.json[1].questions[0]).toMatchObject({
      type: "single_choice",
      label: "選択",
      label_json: { en: "Pick", ja: "選択" },
      options: [{ label: "あ" }, { label: "B" }],
    });

    const onItem = await t.client().get(`${p.publicBase}/feedback-forms/?content_id=${p.initiative.id}&lang=en`);
    expect(onItem.json.map((f: FormView) => f.id)).toEqual([itemForm.id, p.defaultForm.id, pageForm.id]);
    expect(onItem.json[0].title).toBe("Product survey");

    const one = await t.client().get(`${p.publicBase}/feedback-forms/${closed.id}/`);
    expect(one.json).toMatchObject({ id: closed.id, is_open: false });
    expect((await t.client().get(`${p.publicBase}/feedback-forms/?content_id=999999`)).status).toBe(404);
  });

  it("answers coming soon for an unpublished page, and hides forms of unpublished initiatives and other pages", async () => {
    const draft = await feedbackPage(t, { published: false });
    const res = await t.client().get(`${draft.publicBase}/feedback-forms/`);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("coming_soon");
    expect((await t.client().get(`${draft.publicBase}/feedback-forms/${draft.defaultForm.id}/`)).json.code).toBe("coming_soon");

    const p = await feedbackPage(t);
    const itemForm = await createForm(p, { ...EVERY_TYPE, content_id: p.initiative.id });
    await p.owner.client.request("PATCH", `${p.base}/contents/${p.initiative.id}/`, { is_published: false }, p.owner.headers);
    expect((await t.client().get(`${p.publicBase}/feedback-forms/${itemForm.id}/`)).status).toBe(404);
    expect((await t.client().get(`${p.publicBase}/feedback-forms/?content_id=${p.initiative.id}`)).status).toBe(404);
    const stranger = await feedbackPage(t);
    expect((await t.client().get(`${stranger.publicBase}/feedback-forms/${p.defaultForm.id}/`)).status).toBe(404);
    const [who] = await stakeholders(t, 1);
    const answer = { stakeholder_type: "customer", relationship: "Buyer", answers: defaultAnswers(p.defaultForm, 5, 10) };
    expect((await submit(stranger, who!.client, p.defaultForm.id, answer)).status).toBe(404);
  });
});
