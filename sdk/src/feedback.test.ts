import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import type { GreenpageError } from "./errors.ts";
import type { FeedbackForm, GreenpageClient } from "./index.ts";

let api: TestApi;
let owner: Awaited<ReturnType<TestApi["owner"]>>;
let defaultForm: FeedbackForm;
beforeAll(async () => {
  api = await startApi();
  owner = await api.owner({ published: true });
  await owner.sdk.languages.enable(owner.page.id, "ja");
  defaultForm = (await owner.sdk.feedback.forms.list(owner.page.id))[0]!;
});
afterAll(async () => api.close());

const answersTo = (form: FeedbackForm, rating: number, nps: number) => ({ [form.questions[0]!.id]: rating, [form.questions[1]!.id]: nps });

describe("feedback forms (owner)", () => {
  it("lists the default form, creates, reads, edits (keeping ids) and deletes a form", async () => {
    const { sdk, page } = owner;
    expect(defaultForm).toMatchObject({ is_default: true, title_json: { en: "How are we doing on sustainability?" } });
    expect(defaultForm.questions.map((q) => q.type)).toEqual(["rating", "nps", "long_text"]);

    const made = await sdk.feedback.forms.create(page.id, {
      title_json: { en: "Packaging", ja: "パッケージ" },
      questions: [
        { type: "single_choice", label_json: { en: "Which bag?" }, options_json: [{ en: "Paper" }, { en: "Film" }], required: true },
        { type: "short_text", label_json: { en: "Anything else?" } },
      ],
    });
    expect(made).toMatchObject({ is_default: false, is_open: true, response_count: 0 });
    expect(await sdk.feedback.forms.get(page.id, made.id)).toEqual(made);

    const [choice] = made.questions;
    const edited = await sdk.feedback.forms.update(page.id, made.id, {
      is_open: false,
      questions: [{ id: choice!.id, type: "single_choice", label_json: { en: "Which bag?" }, options_json: [...choice!.options_json, { en: "None" }] }],
    });
    expect(edited.is_open).toBe(false);
    expect(edited.questions).toHaveLength(1);
    expect(edited.questions[0]!.id).toBe(choice!.id);
    expect(edited.questions[0]!.options_json.slice(0, 2)).toEqual(choice!.options_json);

    await sdk.feedback.forms.delete(page.id, made.id);
    expect(await failure(sdk.feedback.forms.get(page.id, made.id))).toMatchObject({ kind: "not_found" });
    expect(await failure(sdk.feedback.forms.delete(page.id, defaultForm.id))).toMatchObject({ kind: "bad_request", status: 409, code: "default_form" });
    const invalid = await failure(sdk.feedback.forms.create(page.id, { title_json: { en: "No questions" } }));
    expect((invalid as GreenpageError).fieldError("questions")).toBe("Add at least one question.");
  });
});

describe("stakeholder feedback", () => {
  let stakeholder: GreenpageClient;
  beforeAll(async () => {
    stakeholder = (await api.account()).sdk;
  });

  it("reads the open forms without signing in, in the language asked for", async () => {
    const forms = await api.client().feedback.public.list(owner.page.handle, { lang: "ja" });
    expect(forms.map((f) => f.id)).toContain(defaultForm.id);
    const one = await api.client().feedback.public.get(owner.page.handle, defaultForm.id, { lang: "ja" });
    expect(one).toMatchObject({ title: "サステナビリティへの取り組みはいかがですか？", language: "ja", is_open: true });
    expect(one.stakeholder_types).toContain("local_community");
  });

  it("submits, replaces and reads back their own answer; mine is null before", async () => {
    expect(await stakeholder.feedback.mine(owner.page.handle, defaultForm.id)).toBeNull();
    const first = await stakeholder.feedback.submit(owner.page.handle, defaultForm.id, {
      stakeholder_type: "customer",
      relationship: "Regular",
      answers: answersTo(defaultForm, 4, 9),
    });
    expect(first).toMatchObject({ replaced: false, stakeholder_type: "customer", answers: answersTo(defaultForm, 4, 9) });
    const second = await stakeholder.feedback.submit(owner.page.handle, defaultForm.id, {
      stakeholder_type: "customer",
      relationship: "Regular",
      answers: answersTo(defaultForm, 5, 10),
    });
    expect(second).toMatchObject({ id: first.id, replaced: true });
    expect(await stakeholder.feedback.mine(owner.page.handle, defaultForm.id)).toMatchObject({ id: first.id, answers: answersTo(defaultForm, 5, 10) });
  });

  it("says what is wrong in the stakeholder's language, and refuses closed forms, members and anonymous visitors", async () => {
    const error = await failure(stakeholder.feedback.submit(owner.page.handle, defaultForm.id, { answers: {}, lang: "ja" }));
    expect(error).toMatchObject({ kind: "field_errors" });
    expect((error as GreenpageError).fieldError("stakeholder_type")).toBe("この項目は必須です。");
    expect((error as GreenpageError).fieldError(`answers.${defaultForm.questions[0]!.id}`)).toBe("この項目は必須です。");

    const answer = { stakeholder_type: "employee", relationship: "Barista", answers: answersTo(defaultForm, 3, 7) };
    expect(await failure(owner.sdk.feedback.submit(owner.page.handle, defaultForm.id, answer))).toMatchObject({ kind: "forbidden", code: "own_page" });
    expect(await failure(api.client().feedback.submit(owner.page.handle, defaultForm.id, answer))).toMatchObject({ kind: "unauthorized" });
    const closed = await owner.sdk.feedback.forms.create(owner.page.id, {
      title_json: { en: "Closed" },
      is_open: false,
      questions: [{ type: "nps", label_json: { en: "?" } }],
    });
    expect(await failure(stakeholder.feedback.submit(owner.page.handle, closed.id, answer))).toMatchObject({
      kind: "bad_request",
      status: 409,
      code: "form_closed",
    });
    expect(await failure(stakeholder.feedback.mine(owner.page.handle, 999999))).toMatchObject({ kind: "not_found" });
  });
});

describe("results (owner)", () => {
  it("lists responses, summarizes them and exports CSV text with its byte order mark; never who answered", async () => {
    const { sdk, email } = await api.account();
    await sdk.feedback.submit(owner.page.handle, defaultForm.id, {
      stakeholder_type: "investor",
      relationship: "Angel",
      answers: answersTo(defaultForm, 2, 3),
    });

    const list = await owner.sdk.feedback.responses.list(owner.page.id, { stakeholder_type: "investor", page_size: 10 });
    expect(list).toMatchObject({ count: 1, results: [{ relationship: "Angel", answers: answersTo(defaultForm, 2, 3) }] });
    const summary = await owner.sdk.feedback.summary(owner.page.id, { form_id: defaultForm.id });
    expect(summary.total).toBeGreaterThanOrEqual(1);
    expect(summary.by_stakeholder_type.investor).toBe(1);
    expect(summary.forms[0]!.questions[1]!.nps).toMatchObject({ detractors: expect.any(Number) });

    const csv = await owner.sdk.feedback.export(owner.page.id, { stakeholder_type: "investor" });
    expect(csv.startsWith("\uFEFFdate,form,initiative,stakeholder_type,relationship,language,")).toBe(true);
    expect(csv).toContain("Angel");
    for (const text of [JSON.stringify(list), JSON.stringify(summary), csv]) expect(text).not.toContain(email);

    const stranger = await api.owner();
    expect(await failure(stranger.sdk.feedback.export(owner.page.id))).toMatchObject({ kind: "not_found" });
    expect(await failure(stranger.sdk.feedback.summary(owner.page.id))).toMatchObject({ kind: "not_found" });
  });
});
