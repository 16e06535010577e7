import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { pageMembers, feedbackResponses } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { CurrentUser } from "../../lib/auth-guard.ts";
import { fieldError } from "../../lib/errors.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { findPublicContentRow, findPublishedPage, type PublishedPage } from "../published-pages/lookup.ts";
import { answerLanguage, cleanSubmission } from "./answers.ts";
import { type FormRow, questionsOf } from "./forms.ts";
import { stakeholderMessages, type StakeholderMessages } from "./messages.ts";
import type { MyFeedback, SubmitBody } from "./model.ts";
import { findPublicForm } from "./public-forms.ts";
import { FEEDBACK_ERRORS } from "./errors.ts";
import { notifyMembers } from "../notifications/record.ts";

type ResponseRow = typeof feedbackResponses.$inferSelect;

/** The stakeholder's own response: the same fields an owner sees, plus when it last changed. */
const toMyFeedback = (row: ResponseRow): MyFeedback => ({
  id: row.id,
  form_id: row.formId,
  content_id: row.contentId,
  stakeholder_type: row.stakeholderType,
  relationship: row.relationship,
  language: row.language,
  answers: row.answers,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function isMember(ctx: AppContext, pageId: number, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: pageMembers.userId })
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
  return row !== undefined;
}

/**
 * The initiative a response is about: the form's own, or for a page-level
 * form the published initiative it was opened on (if any).
 */
async function answeredContent(ctx: AppContext, page: PublishedPage, form: FormRow, contentId: number | null | undefined, m: StakeholderMessages) {
  if (form.contentId !== null) return form.contentId;
  if (contentId == null) return null;
  try {
    return (await findPublicContentRow(ctx, page, contentId)).id;
  } catch {
    throw fieldError("content_id", m.initiative);
  }
}

/**
 * A stakeholder answers a form. Members of the page may not (no rigging); a
 * closed form refuses. One response per stakeholder per form: a later
 * submission replaces the earlier one in one atomic upsert, so concurrent
 * submissions leave exactly one row. `replaced` tells a replacement (200)
 * from a first answer (201).
 */
export async function submitFeedback(ctx: AppContext, user: CurrentUser, ip: string, key: string, rawFormId: unknown, body: SubmitBody) {
  await enforceRateLimit(ctx.db, RATE_LIMITS.feedbackPerUser, user.id);
  await enforceRateLimit(ctx.db, RATE_LIMITS.feedbackPerAddress, ip);
  const page = await findPublishedPage(ctx, key);
  const form = await findPublicForm(ctx, page, rawFormId);
  const language = answerLanguage(body.lang, page.defaultLanguage);
  const m = stakeholderMessages(language);
  if (await isMember(ctx, page.id, user.id)) throw FEEDBACK_ERRORS.raise("own_page", { detail: m.ownPage });
  if (!form.isOpen) throw FEEDBACK_ERRORS.raise("form_closed", { detail: m.formClosed });
  const clean = cleanSubmission(body, await questionsOf(ctx.db, [form.id]), m);
  const contentId = await answeredContent(ctx, page, form, body.content_id, m);

  const now = new Date();
  const answer = {
    contentId,
    stakeholderType: clean.stakeholderType,
    relationship: clean.relationship,
    language,
    answers: clean.answers,
    createdAt: now,
    updatedAt: now,
  };
  // A first answer tells the page's members (a replaced one does not: the same stakeholder, told once).
  const { row, told } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbackResponses)
      .values({ ...answer, formId: form.id, pageId: page.id, stakeholderUserId: user.id })
      .onConflictDoUpdate({ target: [feedbackResponses.formId, feedbackResponses.stakeholderUserId], set: answer })
      // xmax is 0 on a row this statement inserted, the updating transaction's id on one it replaced.
      .returning({ ...getTableColumns(feedbackResponses), inserted: sql<boolean>`(xmax = 0)` });
    const event = { kind: "feedback" as const, stakeholderType: clean.stakeholderType, form: form.titleJson };
    return { row: row!, told: row!.inserted ? await notifyMembers(tx, page.id, event) : [] };
  });
  await ctx.notifier.wake(told);
  const { inserted, ...saved } = row;
  return { ...toMyFeedback(saved), replaced: !inserted };
}

/**
 * The signed-in stakeholder's own response to a form, to prefill it; null when
 * they have none. Not having answered yet is the usual case, not an error: a
 * 404 here showed in every new stakeholder's browser console.
 */
export async function myFeedback(ctx: AppContext, userId: string, key: string, rawFormId: unknown): Promise<MyFeedback | null> {
  const page = await findPublishedPage(ctx, key);
  const form = await findPublicForm(ctx, page, rawFormId);
  const [row] = await ctx.db
    .select()
    .from(feedbackResponses)
    .where(and(eq(feedbackResponses.formId, form.id), eq(feedbackResponses.stakeholderUserId, userId)));
  return row ? toMyFeedback(row) : null;
}
