import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { assessmentAnswers, assessments, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { checkPageFeature } from "../../lib/plans/index.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import type { Tx } from "../../lib/transaction.ts";
import { lockPage } from "../contents/ordering.ts";
import { ASSESSMENT_ERRORS } from "./errors.ts";
import { ASSESSMENT_MESSAGES } from "./messages.ts";
import type { Assessment, AssessmentSummary } from "./model.ts";
import { questionsOf } from "./questionnaires/index.ts";
import { scoreAnswers } from "./scoring.ts";
import { type AnswerRow, type AssessmentRow, hasValue, isConfirmed, type Named, questionnaireOf, toAssessment, toSummary } from "./views.ts";

type Reader = Pick<Database | Tx, "select">;

/** Starting, answering, pre-filling, completing and reopening need Premium; reading what exists never does (a downgrade deletes nothing). */
export const checkAssessmentsIncluded = (db: Reader, pageId: number) => checkPageFeature(db, pageId, "assessments_and_ai", ASSESSMENT_MESSAGES.premium);

/** One assessment of the page (404 for another page's, or a made-up id); `lock` holds it for the rest of the transaction. */
export async function findAssessment(db: Reader, pageId: number, rawId: unknown, lock = false): Promise<Named<AssessmentRow>> {
  const id = rowIdOrNotFound(rawId);
  const query = db
    .select({ assessment: assessments, name: users.name })
    .from(assessments)
    .leftJoin(users, eq(users.id, assessments.startedBy))
    .where(and(eq(assessments.id, id), eq(assessments.pageId, pageId)));
  const [row] = lock ? await query.for("update", { of: assessments }) : await query;
  if (!row) throw notFound();
  return { ...row.assessment, name: row.name };
}

/** Answers with the name of who gave each. */
export async function answersOf(db: Reader, assessmentIds: number[]): Promise<Named<AnswerRow>[]> {
  if (assessmentIds.length === 0) return [];
  const rows = await db
    .select({ answer: assessmentAnswers, name: users.name })
    .from(assessmentAnswers)
    .leftJoin(users, eq(users.id, assessmentAnswers.answeredBy))
    .where(inArray(assessmentAnswers.assessmentId, assessmentIds))
    .orderBy(asc(assessmentAnswers.question));
  return rows.map((r) => ({ ...r.answer, name: r.name }));
}

export async function readAssessment(ctx: AppContext, pageId: number, id: unknown): Promise<Assessment> {
  const row = await findAssessment(ctx.db, pageId, id);
  return toAssessment(ctx, row, await answersOf(ctx.db, [row.id]));
}

/** The page's assessments, newest first: the ones in progress and the history of completed ones. */
export async function listAssessments(ctx: AppContext, pageId: number): Promise<AssessmentSummary[]> {
  const rows = await ctx.db
    .select({ assessment: assessments, name: users.name })
    .from(assessments)
    .leftJoin(users, eq(users.id, assessments.startedBy))
    .where(eq(assessments.pageId, pageId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id));
  const answers = await answersOf(
    ctx.db,
    rows.map((r) => r.assessment.id),
  );
  return rows.map((r) =>
    toSummary(
      { ...r.assessment, name: r.name },
      answers.filter((a) => a.assessmentId === r.assessment.id),
    ),
  );
}

/** Refuses a second assessment in progress of the same questionnaire: a team works on one together. */
async function checkNoneInProgress(tx: Tx, pageId: number, questionnaire: string) {
  const [open] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.pageId, pageId), eq(assessments.questionnaire, questionnaire), eq(assessments.state, "in_progress")));
  if (open) throw ASSESSMENT_ERRORS.raise("assessment_in_progress", { extra: { assessment_id: open.id } });
}

export async function startAssessment(ctx: AppContext, pageId: number, userId: string, questionnaire: string): Promise<Assessment> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  const id = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await checkNoneInProgress(tx, pageId, questionnaire);
    const [created] = await tx.insert(assessments).values({ pageId, questionnaire, startedBy: userId }).returning({ id: assessments.id });
    return created!.id;
  });
  return readAssessment(ctx, pageId, id);
}

/** Holds an assessment that can still be answered (in progress), for a write. */
export async function lockOpenAssessment(tx: Tx, pageId: number, id: unknown): Promise<Named<AssessmentRow>> {
  const row = await findAssessment(tx, pageId, id, true);
  if (row.state !== "in_progress") throw ASSESSMENT_ERRORS.raise("assessment_completed");
  return row;
}

/**
 * Completes an assessment once every required question has a confirmed
 * answer (otherwise field errors on `answers.<question>`), and stores its
 * result scored from the confirmed answers.
 */
export async function completeAssessment(ctx: AppContext, pageId: number, id: unknown): Promise<Assessment> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  await ctx.db.transaction(async (tx) => {
    const row = await lockOpenAssessment(tx, pageId, id);
    const answers = await answersOf(tx, [row.id]);
    const byQuestion = new Map(answers.map((a) => [a.question, a]));
    const errors = new FieldErrorCollector();
    const questionnaire = questionnaireOf(row);
    for (const { question } of questionsOf(questionnaire)) {
      const answer = byQuestion.get(question.code);
      if (!question.required || (answer && isConfirmed(answer))) continue;
      errors.add(`answers.${question.code}`, answer && hasValue(answer.value) ? ASSESSMENT_MESSAGES.confirm : ASSESSMENT_MESSAGES.required);
    }
    errors.throwIfAny();
    const confirmed = new Map(answers.filter(isConfirmed).map((a) => [a.question, a.value]));
    const now = new Date();
    await tx
      .update(assessments)
      .set({ state: "completed", result: scoreAnswers(questionnaire, confirmed), completedAt: now, updatedAt: now })
      .where(eq(assessments.id, row.id));
  });
  return readAssessment(ctx, pageId, id);
}

/** Back to in progress (its result goes until it is completed again), unless the same questionnaire already has one open. */
export async function reopenAssessment(ctx: AppContext, pageId: number, id: unknown): Promise<Assessment> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    const row = await findAssessment(tx, pageId, id, true);
    if (row.state !== "completed") throw ASSESSMENT_ERRORS.raise("assessment_not_completed");
    await checkNoneInProgress(tx, pageId, row.questionnaire);
    await tx.update(assessments).set({ state: "in_progress", result: null, completedAt: null, updatedAt: new Date() }).where(eq(assessments.id, row.id));
  });
  return readAssessment(ctx, pageId, id);
}
