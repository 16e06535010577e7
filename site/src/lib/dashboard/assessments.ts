import type { Assessment, AssessmentAnswer, OwnedPage, Questionnaire, QuestionnaireQuestion } from "@greenpage/sdk";
import type { Language } from "./page-text.ts";
import { pagePlanLimits } from "./plan-limits.ts";

export type { Assessment, AssessmentAnswer, AssessmentSummary, Questionnaire, QuestionnaireQuestion } from "@greenpage/sdk";

export const questionnairesKey = ["assessment-questionnaires"] as const;
export const assessmentsKey = (pageId: number) => ["assessments", pageId] as const;
export const assessmentKey = (pageId: number, id: number) => ["assessments", pageId, id] as const;
/** Team members see each other's answers: an open assessment is read again this often, and when the window gets focus. */
export const REFRESH_MS = 30_000;
/** Typing settles this long before a text or number answer is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** Whether the page's plan includes assessments (Premium), from the API's own plan table. */
export const assessmentsIncluded = (page: Pick<OwnedPage, "page_subscription">) => pagePlanLimits(page).assessments_and_ai;

/** Where an export downloads (the site serves /api/v1 on its own origin, with the session cookie). */
export const exportUrl = (pageId: number, id: number, format: "csv" | "pdf", lang: Language) =>
  `/api/v1/businesses/${pageId}/assessments/${id}/export/?format=${format}&lang=${lang}`;

export const questionsOf = (questionnaire: Questionnaire) => questionnaire.sections.flatMap((section) => section.questions);

/** An answer as a person reads it: choices by their labels (several joined by ", "), a number with its unit. */
export function answerLabel(question: QuestionnaireQuestion, value: AssessmentAnswer["value"], language: Language): string {
  if (value === null) return "";
  const label = (v: string) => question.options?.find((o) => o.value === v)?.label[language] ?? v;
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (typeof value === "number") return `${value.toLocaleString(language)}${question.number?.unit[language] ?? ""}`;
  return question.options ? label(value) : value;
}

/** The answers of an assessment by question. */
export const answersByQuestion = (assessment: Assessment) => new Map(assessment.answers.map((a) => [a.question, a]));
