import { expect } from "vitest";
import { sessions, users } from "@greenpage/db/schema";
import { type createTestApp, ownerWithPage, type TestClient } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
export type Stakeholder = { client: TestClient; id: string; email: string; name: string };
export type FormView = {
  id: number;
  is_default: boolean;
  is_open: boolean;
  content_id: number | null;
  questions: { id: number; type: string; required: boolean; options_json: { id: string; en?: string; ja?: string }[] }[];
};

/**
 * Signed-in stakeholders made straight in the database with a session and a
 * bearer token (as the sign-on would leave them): signing up many through the
 * API is slow and rate-limited.
 */
export async function stakeholders(t: TestApp, count: number): Promise<Stakeholder[]> {
  const rows = Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    return { id, token: crypto.randomUUID(), email: `stakeholder-${id}@example.com`, name: `Stakeholder ${id.slice(0, 8)}` };
  });
  await t.ctx.db.insert(users).values(rows.map((row) => ({ id: row.id, name: row.name, email: row.email, emailVerified: true, signupSource: "stakeholder" })));
  await t.ctx.db.insert(sessions).values(rows.map((row) => ({ id: row.id, userId: row.id, token: row.token, expiresAt: new Date(Date.now() + 3_600_000) })));
  return Promise.all(
    rows.map(async (row) => {
      const client = t.client();
      client.bearer = await t.ctx.tokens.mintAccess(row.id, row.id);
      return { client, id: row.id, email: row.email, name: row.name };
    }),
  );
}

/** A published page (English and Japanese) with one initiative, and its default form. */
export async function feedbackPage(t: TestApp, options: { published?: boolean } = {}) {
  const owner = await ownerWithPage(t, { published: options.published ?? true });
  const base = `/api/v1/businesses/${owner.page.id}`;
  expect((await owner.client.post(`${base}/languages/`, { language_id: 2, is_enabled: true }, owner.headers)).status).toBe(200);
  const item = await owner.client.post(`${base}/contents/`, { title_json: { en: "Solar roof", ja: "屋上太陽光" } }, owner.headers);
  expect(item.status, item.text).toBe(201);
  const forms = await owner.client.get(`${base}/feedback-forms/`);
  expect(forms.status, forms.text).toBe(200);
  const defaultForm = (forms.json as FormView[]).find((f) => f.is_default)!;
  return { owner, base, initiative: item.json as { id: number }, defaultForm, publicBase: `/api/v1/businesses/public/${owner.page.handle}` };
}

export type FeedbackPage = Awaited<ReturnType<typeof feedbackPage>>;

/** A form with one question of each type (the choices: Yes/No and Price/Quality/Service). */
export const EVERY_TYPE = {
  title_json: { en: "Product survey", ja: "製品アンケート" },
  questions: [
    { type: "short_text", label_json: { en: "One word", ja: "ひとこと" } },
    { type: "long_text", label_json: { en: "Tell us more" } },
    {
      type: "single_choice",
      label_json: { en: "Would you buy again?" },
      options_json: [
        { en: "Yes", ja: "はい" },
        { en: "No", ja: "いいえ" },
      ],
      required: true,
    },
    { type: "multiple_choice", label_json: { en: "What matters?" }, options_json: [{ en: "Price" }, { en: "Quality" }, { en: "Service" }] },
    { type: "rating", label_json: { en: "Rate us" }, required: true },
    { type: "nps", label_json: { en: "Recommend?" } },
  ],
};

export async function createForm(page: FeedbackPage, body: Record<string, unknown> = EVERY_TYPE): Promise<FormView> {
  const res = await page.owner.client.post(`${page.base}/feedback-forms/`, body, page.owner.headers);
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** Submits as a stakeholder to a form of the page (by handle). */
export const submit = (page: FeedbackPage, who: TestClient, formId: number, body: Record<string, unknown>) =>
  who.post(`${page.publicBase}/feedback-forms/${formId}/responses/`, body);

/** A valid answer to the default form: rating, NPS and the optional text. */
export function defaultAnswers(form: FormView, rating: number, nps: number, text?: string) {
  const [ratingQ, npsQ, textQ] = form.questions;
  return { [ratingQ!.id]: rating, [npsQ!.id]: nps, ...(text !== undefined && { [textQ!.id]: text }) };
}
