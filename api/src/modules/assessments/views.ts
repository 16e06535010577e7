import type { assessmentAnswers, assessments, StoredFile } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { Answer, AnswerFile, Assessment, AssessmentSummary } from "./model.ts";
import { findQuestion, findQuestionnaire, type Questionnaire, questionsOf } from "./questionnaires/index.ts";
import { type AssessmentResult, questionScore } from "./scoring.ts";

export type AssessmentRow = typeof assessments.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;
/** A row with the names of who started it and who wrote each answer. */
export type Named<T> = T & { name: string | null };

export const hasValue = (value: unknown) => value !== null && value !== undefined;

/** A confirmed answer: a member's, with a value. A pre-fill waiting to be confirmed is not one. */
export const isConfirmed = (answer: Pick<AnswerRow, "source" | "value">) => answer.source === "owner" && hasValue(answer.value);

/** The questionnaire an assessment answers; one removed from the catalogue reads as empty rather than failing. */
export function questionnaireOf(row: AssessmentRow): Questionnaire {
  return (
    findQuestionnaire(row.questionnaire) ?? {
      code: row.questionnaire,
      framework: "",
      version: 0,
      title: { en: "", ja: "" },
      description: { en: "", ja: "" },
      sections: [],
    }
  );
}

/** Required questions answered and confirmed, out of all required; and the pre-fills waiting to be confirmed. */
export function progressOf(questionnaire: Questionnaire, answers: readonly Pick<AnswerRow, "question" | "source" | "value">[]) {
  const confirmed = new Set(answers.filter(isConfirmed).map((a) => a.question));
  const required = questionsOf(questionnaire).filter(({ question }) => question.required);
  const answered = required.filter(({ question }) => confirmed.has(question.code)).length;
  return {
    answered,
    required: required.length,
    percent: required.length === 0 ? 100 : Math.floor((100 * answered) / required.length),
    suggestions: answers.filter((a) => a.source === "analyzer" && hasValue(a.value)).length,
  };
}

/** An answer file's id in URLs: the file part of its storage key (`pages/1/assessments/<id>.pdf`). */
export const answerFileId = (key: string) => key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."));

export function toAnswerFile(ctx: AppContext, row: { pageId: number; id: number }, question: string, file: StoredFile): AnswerFile {
  const id = answerFileId(file.key);
  return {
    id,
    name: file.name,
    content_type: file.content_type,
    size: file.size,
    url: `${ctx.config.siteUrl}/api/v1/businesses/${row.pageId}/assessments/${row.id}/answers/${encodeURIComponent(question)}/attachments/${id}/`,
  };
}

function toAnswer(ctx: AppContext, row: AssessmentRow, questionnaire: Questionnaire, answer: Named<AnswerRow>): Answer {
  const question = findQuestion(questionnaire, answer.question)?.question;
  return {
    question: answer.question,
    value: (answer.value ?? null) as Answer["value"],
    source: answer.source,
    basis: answer.basis,
    attachments: answer.attachments.map((file) => toAnswerFile(ctx, row, answer.question, file)),
    score: question && answer.source === "owner" ? questionScore(question, answer.value) : null,
    answered_by: answer.answeredBy ? { id: answer.answeredBy, name: answer.name ?? "" } : null,
    answered_at: answer.answeredAt.toISOString(),
  };
}

function summaryFields(row: Named<AssessmentRow>, answers: readonly AnswerRow[]) {
  return {
    id: row.id,
    business_id: row.pageId,
    questionnaire: row.questionnaire,
    state: row.state,
    started_by: row.startedBy ? { id: row.startedBy, name: row.name ?? "" } : null,
    progress: progressOf(questionnaireOf(row), answers),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function toSummary(row: Named<AssessmentRow>, answers: readonly AnswerRow[]): AssessmentSummary {
  return { ...summaryFields(row, answers), overall: (row.result as AssessmentResult | null)?.overall ?? null };
}

/** The whole assessment: every answer with who gave it and when, in the questionnaire's order, and the result once completed. */
export function toAssessment(ctx: AppContext, row: Named<AssessmentRow>, answers: readonly Named<AnswerRow>[]): Assessment {
  const questionnaire = questionnaireOf(row);
  const order = new Map(questionsOf(questionnaire).map(({ question }, i) => [question.code, i]));
  const sorted = answers.filter((a) => order.has(a.question)).sort((a, b) => order.get(a.question)! - order.get(b.question)!);
  return {
    ...summaryFields(row, answers),
    answers: sorted.map((a) => toAnswer(ctx, row, questionnaire, a)),
    result: (row.result as AssessmentResult | null) ?? null,
  };
}
