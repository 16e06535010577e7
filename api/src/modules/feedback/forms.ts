import { and, asc, count, eq, inArray, max, notInArray, sql } from "drizzle-orm";
import { rowsOf } from "@greenpage/db";
import { contents, feedbackForms, feedbackQuestions, feedbackResponses } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { cleanLocalized, definedOnly } from "../../lib/validate.ts";
import type { Tx } from "../../lib/transaction.ts";
import { ensureDefaultForm } from "./default-form.ts";
import { FORM_MESSAGES } from "./messages.ts";
import type { FeedbackForm, FormBody, Question } from "./model.ts";
import { cleanQuestions, type PlannedQuestion, type QuestionRow } from "./questions.ts";
import { FEEDBACK_ERRORS } from "./errors.ts";

export type FormRow = typeof feedbackForms.$inferSelect;

export const toQuestionView = (row: QuestionRow): Question => ({
  id: row.id,
  order_key: row.orderKey,
  type: row.type,
  label_json: row.labelJson as Record<string, string>,
  options_json: row.optionsJson,
  required: row.required,
});

function toFormView(form: FormRow, questions: QuestionRow[], responseCount: number): FeedbackForm {
  return {
    id: form.id,
    business_id: form.pageId,
    content_id: form.contentId,
    title_json: form.titleJson as Record<string, string>,
    description_json: form.descriptionJson as Record<string, string>,
    is_open: form.isOpen,
    is_default: form.isDefault,
    order_key: form.orderKey,
    response_count: responseCount,
    questions: questions.filter((q) => q.formId === form.id).map(toQuestionView),
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

/** The questions of these forms, each form's in its order. */
export async function questionsOf(db: AppContext["db"], formIds: number[]): Promise<QuestionRow[]> {
  if (formIds.length === 0) return [];
  return db
    .select()
    .from(feedbackQuestions)
    .where(inArray(feedbackQuestions.formId, formIds))
    .orderBy(asc(feedbackQuestions.orderKey), asc(feedbackQuestions.id));
}

/** The page's forms with their questions and response counts: the default first, then in order. */
export async function listForms(ctx: AppContext, pageId: number): Promise<FeedbackForm[]> {
  await ensureDefaultForm(ctx.db, pageId);
  const forms = await ctx.db.select().from(feedbackForms).where(eq(feedbackForms.pageId, pageId)).orderBy(asc(feedbackForms.orderKey), asc(feedbackForms.id));
  const ids = forms.map((f) => f.id);
  const [questions, counts] = await Promise.all([
    questionsOf(ctx.db, ids),
    ctx.db
      .select({ formId: feedbackResponses.formId, n: count() })
      .from(feedbackResponses)
      .where(eq(feedbackResponses.pageId, pageId))
      .groupBy(feedbackResponses.formId),
  ]);
  const counted = new Map(counts.map((c) => [c.formId, Number(c.n)]));
  return forms.map((form) => toFormView(form, questions, counted.get(form.id) ?? 0));
}

/** A form of this page, or the not-found answer (another page's form included). */
export async function findForm(db: AppContext["db"], pageId: number, rawId: unknown): Promise<FormRow> {
  const id = rowIdOrNotFound(rawId);
  const [form] = await db
    .select()
    .from(feedbackForms)
    .where(and(eq(feedbackForms.id, id), eq(feedbackForms.pageId, pageId)));
  if (!form) throw notFound();
  return form;
}

export async function getForm(ctx: AppContext, pageId: number, formId: unknown): Promise<FeedbackForm> {
  const form = await findForm(ctx.db, pageId, formId);
  const [questions, [counted]] = await Promise.all([
    questionsOf(ctx.db, [form.id]),
    ctx.db.select({ n: count() }).from(feedbackResponses).where(eq(feedbackResponses.formId, form.id)),
  ]);
  return toFormView(form, questions, Number(counted?.n ?? 0));
}

/** Ids of the form's questions that some response answers. */
async function answeredQuestions(db: AppContext["db"], formId: number): Promise<Set<number>> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`select distinct jsonb_object_keys(answers) as key from feedback_responses where form_id = ${formId}`),
  );
  return new Set(rows.map((r) => Number(r.key)));
}

async function isPageContent(db: AppContext["db"], pageId: number, contentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)));
  return row !== undefined;
}

/** Checks a create (`current` undefined) or an edit, every problem at once. */
async function cleanForm(ctx: AppContext, pageId: number, body: FormBody, current?: FormRow) {
  const errors = new FieldErrorCollector();
  const creating = current === undefined;
  const values = {
    titleJson: cleanLocalized(errors, "title_json", creating ? (body.title_json ?? {}) : body.title_json, { required: true }) ?? undefined,
    descriptionJson: cleanLocalized(errors, "description_json", body.description_json) ?? undefined,
    contentId: body.content_id,
    isOpen: body.is_open,
  };
  if (body.content_id != null) {
    if (current?.isDefault) errors.add("content_id", FORM_MESSAGES.defaultFormInitiative);
    else if (!(await isPageContent(ctx.db, pageId, body.content_id))) errors.add("content_id", FORM_MESSAGES.initiative);
  }
  let questions: PlannedQuestion[] | undefined;
  if (creating || body.questions !== undefined) {
    const existing = current ? await questionsOf(ctx.db, [current.id]) : [];
    const answered = current ? await answeredQuestions(ctx.db, current.id) : new Set<number>();
    questions = cleanQuestions(errors, body.questions ?? [], existing, answered);
  }
  errors.throwIfAny();
  return { values, questions };
}

/** Replaces the form's questions: kept ones are updated in place, the others deleted, new ones added. */
async function writeQuestions(tx: Tx, formId: number, questions: PlannedQuestion[]): Promise<void> {
  const keptIds = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  await tx.delete(feedbackQuestions).where(and(eq(feedbackQuestions.formId, formId), ...(keptIds.length ? [notInArray(feedbackQuestions.id, keptIds)] : [])));
  const now = new Date();
  for (const { id, ...question } of questions) {
    if (id === undefined) await tx.insert(feedbackQuestions).values({ ...question, formId });
    else
      await tx
        .update(feedbackQuestions)
        .set({ ...question, updatedAt: now })
        .where(eq(feedbackQuestions.id, id));
  }
}

export async function createForm(ctx: AppContext, pageId: number, body: FormBody): Promise<FeedbackForm> {
  await ensureDefaultForm(ctx.db, pageId);
  const { values, questions } = await cleanForm(ctx, pageId, body);
  const id = await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ orderKey: max(feedbackForms.orderKey) })
      .from(feedbackForms)
      .where(eq(feedbackForms.pageId, pageId));
    const [form] = await tx
      .insert(feedbackForms)
      .values({ ...definedOnly(values), pageId, orderKey: (last?.orderKey ?? 0) + 1 })
      .returning({ id: feedbackForms.id });
    await writeQuestions(tx, form!.id, questions!);
    return form!.id;
  });
  return getForm(ctx, pageId, id);
}

export async function updateForm(ctx: AppContext, pageId: number, formId: unknown, body: FormBody): Promise<FeedbackForm> {
  const current = await findForm(ctx.db, pageId, formId);
  const { values, questions } = await cleanForm(ctx, pageId, body, current);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(feedbackForms)
      .set({ ...definedOnly(values), updatedAt: new Date() })
      .where(eq(feedbackForms.id, current.id));
    if (questions) await writeQuestions(tx, current.id, questions);
  });
  return getForm(ctx, pageId, current.id);
}

/** Deletes a form and its responses. The default form stays: it can be closed instead. */
export async function deleteForm(ctx: AppContext, pageId: number, formId: unknown): Promise<void> {
  const form = await findForm(ctx.db, pageId, formId);
  if (form.isDefault) throw FEEDBACK_ERRORS.raise("default_form");
  await ctx.db.delete(feedbackForms).where(eq(feedbackForms.id, form.id));
}
