import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { contents, feedbackForms, feedbackResponses, STAKEHOLDER_TYPES, type StakeholderType } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanDate } from "../../lib/validate.ts";
import { ensureDefaultForm } from "./default-form.ts";
import { type FormRow, questionsOf } from "./forms.ts";
import { FORM_MESSAGES } from "./messages.ts";
import type { FeedbackItem, FeedbackQuery } from "./model.ts";
import type { QuestionRow } from "./questions.ts";

/** Which responses a Results view covers. Days are UTC and both ends are included. */
export type FeedbackFilter = { from?: string; to?: string; stakeholderType?: StakeholderType; formId?: number; contentId?: number };

const DAY_MS = 86_400_000;
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const nextDay = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

async function belongsToPage(ctx: AppContext, table: typeof feedbackForms | typeof contents, pageId: number, id: number) {
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.pageId, pageId)));
  return row !== undefined;
}

/** The Results filters, checked: dates, a known stakeholder type, and a form or initiative of this page. */
export async function cleanFeedbackFilter(ctx: AppContext, pageId: number, query: FeedbackQuery): Promise<FeedbackFilter> {
  const errors = new FieldErrorCollector();
  const from = cleanDate(errors, "from", query.from) ?? undefined;
  const to = cleanDate(errors, "to", query.to) ?? undefined;
  if (from && to && to < from) errors.add("to", FORM_MESSAGES.dateRange);
  const stakeholderType = query.stakeholder_type?.trim() || undefined;
  if (stakeholderType && !STAKEHOLDER_TYPES.includes(stakeholderType as StakeholderType)) errors.add("stakeholder_type", FORM_MESSAGES.stakeholderType);
  if (query.form_id !== undefined && !(await belongsToPage(ctx, feedbackForms, pageId, query.form_id))) errors.add("form_id", FORM_MESSAGES.form);
  if (query.content_id !== undefined && !(await belongsToPage(ctx, contents, pageId, query.content_id))) errors.add("content_id", FORM_MESSAGES.initiative);
  errors.throwIfAny();
  return {
    ...(from && { from }),
    ...(to && { to }),
    ...(stakeholderType && { stakeholderType: stakeholderType as StakeholderType }),
    ...(query.form_id !== undefined && { formId: query.form_id }),
    ...(query.content_id !== undefined && { contentId: query.content_id }),
  };
}

/** The filter as a condition on feedback_responses (its columns unqualified by any alias). */
export function responsesWhere(pageId: number, filter: FeedbackFilter): SQL {
  const conditions: SQL[] = [eq(feedbackResponses.pageId, pageId)];
  if (filter.from) conditions.push(gte(feedbackResponses.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(feedbackResponses.createdAt, nextDay(filter.to)));
  if (filter.stakeholderType) conditions.push(eq(feedbackResponses.stakeholderType, filter.stakeholderType));
  if (filter.formId !== undefined) conditions.push(eq(feedbackResponses.formId, filter.formId));
  if (filter.contentId !== undefined) conditions.push(eq(feedbackResponses.contentId, filter.contentId));
  return and(...conditions)!;
}

/** What an owner sees of a response: type, relationship, language, date and answers, never who. */
const toItem = (row: typeof feedbackResponses.$inferSelect): FeedbackItem => ({
  id: row.id,
  form_id: row.formId,
  content_id: row.contentId,
  stakeholder_type: row.stakeholderType,
  relationship: row.relationship,
  language: row.language,
  created_at: row.createdAt.toISOString(),
  answers: row.answers,
});

/** One page of the Results list, newest first. */
export async function listFeedback(ctx: AppContext, pageId: number, filter: FeedbackFilter, window: { pageSize: number; offset: number }) {
  const where = responsesWhere(pageId, filter);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(feedbackResponses)
      .where(where)
      .orderBy(desc(feedbackResponses.createdAt), desc(feedbackResponses.id))
      .limit(window.pageSize)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(feedbackResponses).where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toItem) };
}

/** The forms a Results view covers (one when filtered by form), in the page's order, with their questions form by form. */
export async function formsInView(ctx: AppContext, pageId: number, filter: FeedbackFilter): Promise<{ forms: FormRow[]; questions: QuestionRow[] }> {
  await ensureDefaultForm(ctx.db, pageId);
  const forms = await ctx.db
    .select()
    .from(feedbackForms)
    .where(and(eq(feedbackForms.pageId, pageId), ...(filter.formId !== undefined ? [eq(feedbackForms.id, filter.formId)] : [])))
    .orderBy(asc(feedbackForms.orderKey), asc(feedbackForms.id));
  const position = new Map(forms.map((f, i) => [f.id, i]));
  const questions = await questionsOf(
    ctx.db,
    forms.map((f) => f.id),
  );
  return { forms, questions: questions.sort((a, b) => position.get(a.formId)! - position.get(b.formId)!) };
}
