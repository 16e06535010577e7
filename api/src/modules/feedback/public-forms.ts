import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { type LanguageCode, feedbackForms, STAKEHOLDER_TYPES } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText, type TextLanguage } from "../../lib/localize.ts";
import { findPublicContentRow, findPublishedPage, languageFor, type PublishedPage } from "../published-pages/lookup.ts";
import { ensureDefaultForm } from "./default-form.ts";
import { findForm, type FormRow, questionsOf } from "./forms.ts";
import type { PublicFeedbackForm } from "./model.ts";
import type { QuestionRow } from "./questions.ts";

function toPublicForm(form: FormRow, questions: QuestionRow[], language: TextLanguage, fallback: LanguageCode): PublicFeedbackForm {
  const text = (value: FormRow["titleJson"]) => pickText(value, language, fallback);
  return {
    id: form.id,
    content_id: form.contentId,
    is_default: form.isDefault,
    is_open: form.isOpen,
    language: language.code,
    title: text(form.titleJson),
    description: text(form.descriptionJson),
    title_json: form.titleJson as Record<string, string>,
    description_json: form.descriptionJson as Record<string, string>,
    stakeholder_types: [...STAKEHOLDER_TYPES],
    questions: questions
      .filter((q) => q.formId === form.id)
      .map((q) => ({
        id: q.id,
        type: q.type,
        required: q.required,
        label: text(q.labelJson),
        label_json: q.labelJson as Record<string, string>,
        options: q.optionsJson.map(({ id, ...label }) => ({ id, label: text(label) })),
        options_json: q.optionsJson,
      })),
  };
}

/**
 * A form a visitor may open: one of this published page's, and when it is
 * attached to an initiative, that initiative is published.
 */
export async function findPublicForm(ctx: AppContext, page: PublishedPage, rawFormId: unknown): Promise<FormRow> {
  const form = await findForm(ctx.db, page.id, rawFormId);
  if (form.contentId !== null) await findPublicContentRow(ctx, page, form.contentId);
  return form;
}

/**
 * The open forms of a published page: the initiative's own first (with
 * `content_id`), then the page-level ones, the default first.
 */
export async function listPublicForms(
  ctx: AppContext,
  key: string,
  query: { content_id?: number | undefined; lang?: string | undefined },
): Promise<PublicFeedbackForm[]> {
  const page = await findPublishedPage(ctx, key);
  const language = languageFor(page, query.lang);
  const contentId = query.content_id === undefined ? null : (await findPublicContentRow(ctx, page, query.content_id)).id;
  await ensureDefaultForm(ctx.db, page.id);
  const forms = await ctx.db
    .select()
    .from(feedbackForms)
    .where(
      and(
        eq(feedbackForms.pageId, page.id),
        eq(feedbackForms.isOpen, true),
        contentId === null ? isNull(feedbackForms.contentId) : or(isNull(feedbackForms.contentId), eq(feedbackForms.contentId, contentId)),
      ),
    )
    .orderBy(sql`${feedbackForms.contentId} is null`, asc(feedbackForms.orderKey), asc(feedbackForms.id));
  const questions = await questionsOf(
    ctx.db,
    forms.map((f) => f.id),
  );
  return forms.map((form) => toPublicForm(form, questions, language, page.defaultLanguage));
}

/** One form by id, open or closed (a closed one says so with `is_open`). */
export async function getPublicForm(ctx: AppContext, key: string, rawFormId: unknown, lang: string | undefined): Promise<PublicFeedbackForm> {
  const page = await findPublishedPage(ctx, key);
  const form = await findPublicForm(ctx, page, rawFormId);
  return toPublicForm(form, await questionsOf(ctx.db, [form.id]), languageFor(page, lang), page.defaultLanguage);
}
