import { CLIMATE_READINESS } from "./climate-readiness.ts";
import { GRI_READINESS } from "./gri-readiness.ts";
import { SDG_SELF_ASSESSMENT } from "./sdg-self-assessment.ts";
import type { Question, Questionnaire, Section } from "./types.ts";

export type * from "./types.ts";
export { ANSWER_TYPES } from "./types.ts";

/** Every questionnaire an owner can start, in the order the catalogue lists them. */
export const QUESTIONNAIRES: readonly Questionnaire[] = [CLIMATE_READINESS, SDG_SELF_ASSESSMENT, GRI_READINESS];

export const QUESTIONNAIRE_CODES = QUESTIONNAIRES.map((q) => q.code);

export const findQuestionnaire = (code: string) => QUESTIONNAIRES.find((q) => q.code === code);

/** Every question of a questionnaire with its section, in order. */
export function questionsOf(questionnaire: Questionnaire): { section: Section; question: Question }[] {
  return questionnaire.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
}

export const findQuestion = (questionnaire: Questionnaire, code: string) => questionsOf(questionnaire).find((q) => q.question.code === code);
