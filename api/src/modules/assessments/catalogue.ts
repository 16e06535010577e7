import type { QuestionnaireView } from "./model.ts";
import { QUESTIONNAIRES, type Questionnaire } from "./questionnaires/index.ts";
import { maxPoints } from "./scoring.ts";

/** A questionnaire as the API shows it: the data itself, with each question's most points spelled out. */
export function toQuestionnaireView(questionnaire: Questionnaire): QuestionnaireView {
  return {
    ...questionnaire,
    sections: questionnaire.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, max_points: maxPoints(question) })),
    })),
  };
}

export const questionnaireCatalogue = (): QuestionnaireView[] => QUESTIONNAIRES.map(toQuestionnaireView);
