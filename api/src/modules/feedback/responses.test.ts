import { eq } from "drizzle-orm";
import { RULES } from "../../lib/validate.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMembers, feedbackResponses, rateLimits } from "@greenpage/db/schema";
import { createTestApp, signUp } from "../../test/harness.ts";
import { createForm, defaultAnswers, feedbackPage, type FeedbackPage, stakeholders, submit } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: FeedbackPage;
beforeAll(async () => {
  t = await createTestApp();
  p = await feedbackPage(t);
});
afterAll(async () => t.close());

const rowsOf = (formId: number) => t.ctx.db.select().from(feedbackResponses).where(eq(feedbackResponses.formId, formId));
const valid = (rating = 4, nps = 9) => ({
  stakeholder_type: "customer",
  relationship: "Regular customer",
  answers: defaultAnswers(p.defaultForm, rating, nps),
});

describe("submitting feedback", () => {
  it("needs a signed-in stakeholder (401), and is anonymous to the page but their own to read back", async () => {
    const anonymous = await submit(p, t.client(), p.defaultForm.id, valid());
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe("not_authenticated");

    const [who] = await stakeholders(t, 1);
    const mine = `${p.publicBase}/feedback-forms/${p.defaultForm.id}/responses/mine/`;
    // Not having answered yet is an answer (200 null), not an error a browser logs.
    const none = await who!.client.get(mine);
    expect(none.status).toBe(200);
    expect(none.text).toBe("null");
    const res = await submit(p, who!.client, p.defaultForm.id, { ...valid(5, 10), content_id: p.initiative.id, lang: "ja" });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      form_id: p.defaultForm.id,
      content_id: p.initiative.id,
      stakeholder_type: "customer",
      relationship: "Regular customer",
      language: "ja",
      replaced: false,
    });
    expect(JSON.stringify(res.json)).not.toContain(who!.id);
    const read = await who!.client.get(mine);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: res.json.id, answers: defaultAnswers(p.defaultForm, 5, 10) });
    expect((await t.client().get(mine)).status).toBe(401);
  });

  it("works with the session cookie of a stakeholder who signed on, from the site's origin", async () => {
    const client = t.client();
    await signUp(client);
    const res = await client.post(`${p.publicBase}/feedback-forms/${p.defaultForm.id}/responses/`, valid(), { origin: t.config.siteUrl });
    expect(res.status, res.text).toBe(201);
    const foreign = await client.post(`${p.publicBase}/feedback-forms/${p.defaultForm.id}/responses/`, valid(), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("requires the fields marked *, in English and in Japanese", async () => {
    const [who] = await stakeholders(t, 1);
    const [rating, nps] = p.defaultForm.questions;
    const en = await submit(p, who!.client, p.defaultForm.id, { answers: {} });
    expect(en.status).toBe(400);
    expect(en.json).toEqual({
      stakeholder_type: ["This field is required."],
      relationship: ["This field is required."],
      [`answers.${rating!.id}`]: ["This field is required."],
      [`answers.${nps!.id}`]: ["This field is required."],
    });
    const ja = await submit(p, who!.client, p.defaultForm.id, {
      stakeholder_type: " ",
      relationship: "",
      answers: { [rating!.id]: null, [nps!.id]: "" },
      lang: "ja",
    });
    expect(ja.status).toBe(400);
    expect(ja.json).toEqual({
      stakeholder_type: ["この項目は必須です。"],
      relationship: ["この項目は必須です。"],
      [`answers.${rating!.id}`]: ["この項目は必須です。"],
      [`answers.${nps!.id}`]: ["この項目は必須です。"],
    });
    const badLang = await submit(p, who!.client, p.defaultForm.id, { ...valid(), lang: "fr" });
    expect(badLang.json).toEqual({ lang: ["Only en and ja are supported."] });
    expect(await rowsOf(p.defaultForm.id).then((rows) => rows.filter((r) => r.stakeholderUserId === who!.id))).toEqual([]);
  });

  it("checks each answer against its question's type", async () => {
    const form = await createForm(p);
    const [short, long, single, multiple, rating, nps] = form.questions;
    const [who] = await stakeholders(t, 1);
    const answers = (values: Record<string, unknown>, lang = "en") =>
      submit(p, who!.client, form.id, { stakeholder_type: "martian", relationship: "x".repeat(201), answers: values, lang });
    const en = await answers({
      [short!.id]: "x".repeat(501),
      [long!.id]: 42,
      [single!.id]: "not-a-choice",
      [multiple!.id]: [multiple!.options_json[0]!.id, "nope"],
      [rating!.id]: 6,
      [nps!.id]: 2.5,
    });
    expect(en.status).toBe(400);
    expect(en.json).toEqual({
      stakeholder_type: ["Select a valid stakeholder type."],
      relationship: ["Ensure this field has no more than 200 characters."],
      [`answers.${short!.id}`]: ["Ensure this field has no more than 500 characters."],
      [`answers.${long!.id}`]: ["Enter text."],
      [`answers.${single!.id}`]: ["Select a valid choice."],
      [`answers.${multiple!.id}`]: ["Select one or more valid choices."],
      [`answers.${rating!.id}`]: ["Select a rating from 1 to 5."],
      [`answers.${nps!.id}`]: ["Select a score from 0 to 10."],
    });
    const ja = await answers({ [single!.id]: single!.options_json[0]!.id, [rating!.id]: 0, [nps!.id]: 11, [long!.id]: "y".repeat(5001) }, "ja");
    expect(ja.json).toEqual({
      stakeholder_type: ["有効なステークホルダーの種類を選択してください。"],
      relationship: ["200文字以内で入力してください。"],
      [`answers.${long!.id}`]: ["5000文字以内で入力してください。"],
      [`answers.${rating!.id}`]: ["1から5の評価を選んでください。"],
      [`answers.${nps!.id}`]: ["0から10のスコアを選んでください。"],
    });

    // U+0000 cannot be stored: every route refuses it on its field (lib/storable-text.ts); other control characters are dropped.
    const nul = await submit(p, who!.client, form.id, {
      stakeholder_type: "local_community",
      relationship: "Neighbour\u0000",
      answers: { [short!.id]: "\u0000" },
    });
    expect(nul.json).toEqual({ relationship: [RULES.unstorable], [`answers.${short!.id}`]: [RULES.unstorable] });
    const ok = await submit(p, who!.client, form.id, {
      stakeholder_type: "local_community",
      relationship: "  Neighbour\u0007  ",
      answers: {
        [short!.id]: "  <b>Great</b>\u0007\u0008  ",
        [long!.id]: `${"y".repeat(4994)}\r\n\tend\u001f`,
        [single!.id]: single!.options_json[1]!.id,
        [multiple!.id]: [multiple!.options_json[2]!.id, multiple!.options_json[0]!.id, multiple!.options_json[2]!.id],
        [rating!.id]: 1,
        [nps!.id]: 0,
        "999999": "not a question of this form",
      },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.relationship).toBe("Neighbour");
    expect(ok.json.answers).toEqual({
      [short!.id]: "<b>Great</b>",
      [long!.id]: `${"y".repeat(4994)}\r\n\tend`,
      [single!.id]: single!.options_json[1]!.id,
      [multiple!.id]: [multiple!.options_json[2]!.id, multiple!.options_json[0]!.id],
      [rating!.id]: 1,
      [nps!.id]: 0,
    });
  });

  it("keeps one response per stakeholder per form: a later one replaces it (200), the first is 201", async () => {
    const form = await createForm(p, { title_json: { en: "Replace" }, questions: [{ type: "rating", label_json: { en: "Rate" }, required: true }] });
    const q = form.questions[0]!.id;
    const [who] = await stakeholders(t, 1);
    const first = await submit(p, who!.client, form.id, { stakeholder_type: "investor", relationship: "Shareholder", answers: { [q]: 2 } });
    expect(first.status).toBe(201);
    const second = await submit(p, who!.client, form.id, { stakeholder_type: "employee", relationship: "Engineer", answers: { [q]: 5 }, lang: "ja" });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      id: first.json.id,
      stakeholder_type: "employee",
      relationship: "Engineer",
      language: "ja",
      answers: { [q]: 5 },
      replaced: true,
    });
    const again = await submit(p, who!.client, form.id, { stakeholder_type: "employee", relationship: "Engineer", answers: { [q]: 5 }, lang: "ja" });
    expect(again.status).toBe(200);
    const rows = await rowsOf(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stakeholderType: "employee", answers: { [q]: 5 } });
  });

  it("leaves exactly one row after 20 concurrent submissions by one stakeholder, holding one of them", async () => {
    const form = await createForm(p, {
      title_json: { en: "Race" },
      questions: [
        { type: "nps", label_json: { en: "NPS" }, required: true },
        { type: "short_text", label_json: { en: "Why" } },
      ],
    });
    const [nps, why] = form.questions;
    const [who] = await stakeholders(t, 1);
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      stakeholder_type: "customer",
      relationship: `Attempt ${i}`,
      answers: { [nps!.id]: i % 11, [why!.id]: `answer ${i}` },
    }));
    const results = await Promise.all(bodies.map((body) => submit(p, who!.client, form.id, body)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const rows = await rowsOf(form.id);
    expect(rows).toHaveLength(1);
    const kept = bodies.find((b) => b.relationship === rows[0]!.relationship)!;
    expect(rows[0]!.answers).toEqual(kept.answers);
  });

  it("counts many stakeholders separately", async () => {
    const form = await createForm(p, { title_json: { en: "Crowd" }, questions: [{ type: "rating", label_json: { en: "Rate" }, required: true }] });
    const crowd = await stakeholders(t, 12);
    const results = await Promise.all(
      crowd.map((who, i) =>
        submit(p, who.client, form.id, { stakeholder_type: "supplier", relationship: "Farm", answers: { [form.questions[0]!.id]: (i % 5) + 1 } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(await rowsOf(form.id)).toHaveLength(12);
    const summary = await p.owner.client.get(`${p.base}/feedback/summary/?form_id=${form.id}`);
    expect(summary.json.total).toBe(12);
  });

  it("refuses a closed form with 409 form_closed, in the stakeholder's language", async () => {
    const form = await createForm(p, { title_json: { en: "Closed" }, is_open: false, questions: [{ type: "rating", label_json: { en: "Rate" } }] });
    const [who] = await stakeholders(t, 1);
    const res = await submit(p, who!.client, form.id, { stakeholder_type: "customer", relationship: "Buyer", answers: {} });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ detail: "This form is closed and no longer accepts answers.", code: "form_closed" });
    const ja = await submit(p, who!.client, form.id, { stakeholder_type: "customer", relationship: "Buyer", answers: {}, lang: "ja" });
    expect(ja.json.detail).toBe("このフォームは締め切られたため、回答を受け付けていません。");
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it("refuses the page's own owner and editors (403 own_page): no rigging", async () => {
    const editor = t.client();
    const { user } = await signUp(editor);
    await t.ctx.db.insert(pageMembers).values({ pageId: p.owner.page.id, userId: user.id, role: "editor" });
    const before = (await rowsOf(p.defaultForm.id)).length;
    for (const client of [p.owner.client, editor]) {
      const res = await client.post(`${p.publicBase}/feedback-forms/${p.defaultForm.id}/responses/`, valid(5, 10), { origin: t.config.siteUrl });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ detail: "You cannot give feedback on your own page.", code: "own_page" });
    }
    expect(await rowsOf(p.defaultForm.id)).toHaveLength(before);
  });

  it("answers coming soon for an unpublished page", async () => {
    const draft = await feedbackPage(t, { published: false });
    const [who] = await stakeholders(t, 1);
    const res = await submit(draft, who!.client, draft.defaultForm.id, { ...valid(), answers: defaultAnswers(draft.defaultForm, 3, 3) });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("coming_soon");
  });

  it("records the initiative answered about: a form's own, or a published one of the page for a page-level form", async () => {
    const itemForm = await createForm(p, {
      title_json: { en: "Item" },
      content_id: p.initiative.id,
      questions: [{ type: "rating", label_json: { en: "Rate" } }],
    });
    const [who] = await stakeholders(t, 1);
    const own = await submit(p, who!.client, itemForm.id, { stakeholder_type: "ngo", relationship: "Observer", answers: {} });
    expect(own.json.content_id).toBe(p.initiative.id);
    const other = await feedbackPage(t);
    const foreign = await submit(p, who!.client, p.defaultForm.id, { ...valid(), content_id: other.initiative.id, lang: "ja" });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ content_id: ["有効な取り組みを選択してください。"] });
  });
});

describe("rate limits", () => {
  it("the 31st submission of one stakeholder in ten minutes is 429", async () => {
    const form = await createForm(p, { title_json: { en: "Limit" }, questions: [{ type: "rating", label_json: { en: "Rate" } }] });
    const [who] = await stakeholders(t, 1);
    for (let i = 0; i < 30; i++)
      expect((await submit(p, who!.client, form.id, { stakeholder_type: "other", relationship: "Fan", answers: {} })).status).toBeLessThan(300);
    const blocked = await submit(p, who!.client, form.id, { stakeholder_type: "other", relationship: "Fan", answers: {} });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("an address that sent 100 submissions in ten minutes is refused for every account", async () => {
    const [who] = await stakeholders(t, 1);
    await t.ctx.db.insert(rateLimits).values({ id: crypto.randomUUID(), key: `feedback-ip:${who!.client.ip}`, count: 100, lastRequest: Date.now() });
    const res = await submit(p, who!.client, p.defaultForm.id, valid());
    expect(res.status).toBe(429);
    const [other] = await stakeholders(t, 1);
    expect((await submit(p, other!.client, p.defaultForm.id, valid())).status).toBe(201);
  });
});
