import { stringify } from "csv-stringify/sync";
import type { LanguageCode } from "@greenpage/db/schema";
import { answerText, EXPORT_WORDS } from "./answer-text.ts";
import { questionsOf } from "./questionnaires/index.ts";
import { questionScore } from "./scoring.ts";
import { type AnswerRow, type AssessmentRow, type Named, questionnaireOf } from "./views.ts";

/** The columns, in order: one row per question of the questionnaire, answered or not. */
export const CSV_COLUMNS = ["section", "question", "answer", "score", "answered_by", "answered_at", "evidence"] as const;

/**
 * An assessment as CSV in `language`: each question's section, text, answer
 * (a suggestion not yet confirmed is marked so, and not scored), score 0–100,
 * who answered and when, and the names of the evidence files. Cells a
 * spreadsheet would run as a formula are escaped: members typed the texts.
 */
export function assessmentCsv(row: AssessmentRow, answers: readonly Named<AnswerRow>[], language: LanguageCode): string {
  const words = EXPORT_WORDS[language];
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  const records = questionsOf(questionnaireOf(row)).map(({ section, question }) => {
    const answer = byQuestion.get(question.code);
    const text = answerText(question, answer?.value, language);
    const suggested = answer?.source === "analyzer" && text !== "";
    const score = answer && !suggested ? questionScore(question, answer.value) : null;
    return [
      section.title[language],
      question.prompt[language],
      suggested ? `${text} (${words.suggested})` : text,
      score === null ? "" : String(score),
      answer?.answeredBy ? (answer.name ?? "") : "",
      answer && (text !== "" || answer.attachments.length > 0) ? answer.answeredAt.toISOString() : "",
      (answer?.attachments ?? []).map((f) => f.name).join("; "),
    ];
  });
  return stringify([[...CSV_COLUMNS], ...records], { escape_formulas: true, bom: true });
}
