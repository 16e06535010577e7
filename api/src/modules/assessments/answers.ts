import { and, eq, notInArray, sql } from "drizzle-orm";
import { assessmentAnswers, assessments } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import type { Tx } from "../../lib/transaction.ts";
import { pageDisclosures } from "../frameworks/page-disclosures.ts";
import { cleanAnswerValue } from "./answer-values.ts";
import type { Assessment } from "./model.ts";
import { suggestAnswers } from "./prefill.ts";
import { findQuestion } from "./questionnaires/index.ts";
import { checkAssessmentsIncluded, lockOpenAssessment, readAssessment } from "./service.ts";
import { questionnaireOf } from "./views.ts";

/**
 * A member's answer to one question: the last write wins, and says who and
 * when. Answering a pre-filled question (with its suggestion or another
 * value) confirms it. A null value clears the answer and keeps its files.
 */
export async function answerQuestion(ctx: AppContext, pageId: number, id: unknown, code: string, raw: unknown, userId: string): Promise<Assessment> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  await ctx.db.transaction(async (tx) => {
    const row = await lockOpenAssessment(tx, pageId, id);
    const question = findQuestion(questionnaireOf(row), code)?.question;
    if (!question) throw notFound();
    const value = cleanAnswerValue(question, raw);
    const now = new Date();
    const written = { value, source: "owner" as const, basis: [], answeredBy: userId, answeredAt: now };
    await tx
      .insert(assessmentAnswers)
      .values({ assessmentId: row.id, question: code, ...written })
      .onConflictDoUpdate({ target: [assessmentAnswers.assessmentId, assessmentAnswers.question], set: written });
    await tx.update(assessments).set({ updatedAt: now }).where(eq(assessments.id, row.id));
  });
  return readAssessment(ctx, pageId, id);
}

/** An answer no member has given: none, or only files, or a suggestion of an earlier pre-fill. */
const openToAnalyzer = sql`(${assessmentAnswers.source} = 'analyzer' OR ${assessmentAnswers.value} IS NULL OR ${assessmentAnswers.value} = 'null'::jsonb)`;

/**
 * "Pre-fill from my page": the built-in analyzer's suggestions from the
 * page's initiatives, written where no member has answered (never over a
 * member's answer), as `analyzer` answers to confirm. A suggestion an earlier
 * run made that the page no longer supports is taken back.
 */
export async function prefillAssessment(ctx: AppContext, pageId: number, id: unknown, userId: string): Promise<{ suggested: number; assessment: Assessment }> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  const suggested = await ctx.db.transaction(async (tx) => {
    const row = await lockOpenAssessment(tx, pageId, id);
    const today = new Date().toISOString().slice(0, 10);
    const suggestions = suggestAnswers(questionnaireOf(row), await pageDisclosures(tx, pageId), today);
    const now = new Date();
    let written = 0;
    for (const [question, { value, basis }] of suggestions) {
      const suggestion = { value, source: "analyzer" as const, basis, answeredBy: userId, answeredAt: now };
      const rows = await tx
        .insert(assessmentAnswers)
        .values({ assessmentId: row.id, question, ...suggestion })
        .onConflictDoUpdate({ target: [assessmentAnswers.assessmentId, assessmentAnswers.question], set: suggestion, setWhere: openToAnalyzer })
        .returning({ question: assessmentAnswers.question });
      written += rows.length;
    }
    const stale = and(
      eq(assessmentAnswers.assessmentId, row.id),
      eq(assessmentAnswers.source, "analyzer"),
      suggestions.size > 0 ? notInArray(assessmentAnswers.question, [...suggestions.keys()]) : undefined,
    );
    await tx.delete(assessmentAnswers).where(and(stale, sql`${assessmentAnswers.attachments} = '[]'::jsonb`));
    await tx.update(assessmentAnswers).set({ value: null, basis: [] }).where(stale);
    await tx.update(assessments).set({ updatedAt: now }).where(eq(assessments.id, row.id));
    return written;
  });
  return { suggested, assessment: await readAssessment(ctx, pageId, id) };
}

/** The answer row of a question for a file to join, created empty (no value yet) when there is none. */
export async function ensureAnswerRow(tx: Tx, assessmentId: number, question: string, userId: string) {
  await tx.insert(assessmentAnswers).values({ assessmentId, question, value: null, answeredBy: userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(assessmentAnswers)
    .where(and(eq(assessmentAnswers.assessmentId, assessmentId), eq(assessmentAnswers.question, question)))
    .for("update");
  return row!;
}
