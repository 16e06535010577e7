import { t } from "elysia";
import { ASSESSMENT_STATES } from "@greenpage/db/schema";
import { CodeSchema, LanguageCodeSchema, PathId } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { ASSESSMENT_MESSAGES } from "./messages.ts";
import { TEXT_ANSWER_MAX } from "./answer-values.ts";
import { ANSWER_TYPES, QUESTIONNAIRE_CODES } from "./questionnaires/index.ts";

/** Text in both interface languages. */
const Text = t.Object({ en: t.String(), ja: t.String() });
const Ref = t.Object({ framework: t.String(), disclosure: t.String() });

export const AnswerOption = t.Object({
  value: t.String(),
  label: Text,
  points: t.Number(),
  exclusive: t.Optional(t.Boolean({ description: "Chosen alone or not at all" })),
  disclosures: t.Optional(t.Array(Ref, { description: "The pre-fill suggests this option when the page's initiatives address one of these" })),
});

export const QuestionView = t.Object({
  code: t.String(),
  type: CodeSchema(ANSWER_TYPES, { description: "yes_no_partial, single_choice, multiple_choice, number, text or date" }),
  prompt: Text,
  help: t.Optional(Text),
  required: t.Boolean(),
  options: t.Optional(t.Array(AnswerOption)),
  number: t.Optional(
    t.Object({
      unit: Text,
      min: t.Number(),
      max: t.Number(),
      ranges: t.Array(t.Object({ min: t.Optional(t.Number()), max: t.Optional(t.Number()), points: t.Number() }), {
        description: "Points from `min` (inclusive) to `max` (exclusive)",
      }),
    }),
  ),
  max_points: t.Number({ description: "The most the question scores; 0 when it is not scored" }),
  evidence: t.Boolean({ description: "Whether files can be attached to the answer" }),
  disclosures: t.Array(Ref, { description: "The frameworks' disclosures the question is about" }),
  recommendation: t.Optional(Text),
});

export const QuestionnaireView = t.Object({
  code: t.String(),
  framework: t.String(),
  version: t.Integer(),
  title: Text,
  description: Text,
  sections: t.Array(t.Object({ code: t.String(), title: Text, weight: t.Number(), questions: t.Array(QuestionView) })),
});
export type QuestionnaireView = typeof QuestionnaireView.static;

const Person = t.Nullable(t.Object({ id: t.String(), name: t.String() }), { description: "Null once the account is gone" });

/** A stored answer value: yes_no_partial and single_choice a string, multiple_choice a list, number a number, text and date a string. */
const AnswerValue = t.Union([t.String({ maxLength: TEXT_ANSWER_MAX + 1000 }), t.Number(), t.Array(t.String({ maxLength: 100 }), { maxItems: 50 }), t.Null()]);

export const AnswerFile = t.Object({
  id: t.String(),
  name: t.String(),
  content_type: t.String(),
  size: t.Integer(),
  url: t.String({ description: "Download for the page's members" }),
});
export type AnswerFile = typeof AnswerFile.static;

export const Answer = t.Object({
  question: t.String(),
  value: AnswerValue,
  source: CodeSchema(["owner", "analyzer"], { description: "`analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)" }),
  basis: t.Array(t.Integer(), { description: "The initiatives a suggestion was read from" }),
  attachments: t.Array(AnswerFile),
  score: t.Nullable(t.Integer({ description: "0–100; null when the question is not scored or not answered" })),
  answered_by: Person,
  answered_at: t.String(),
});
export type Answer = typeof Answer.static;

export const Progress = t.Object({
  answered: t.Integer({ description: "Required questions with a confirmed answer" }),
  required: t.Integer(),
  percent: t.Integer(),
  suggestions: t.Integer({ description: "Pre-filled answers waiting to be confirmed" }),
});

export const Result = t.Object({
  version: t.Integer({ description: "The questionnaire's version whose rules scored it" }),
  overall: t.Integer({ description: "0–100, the sections weighed by their weights" }),
  sections: t.Array(t.Object({ section: t.String(), score: t.Integer(), earned: t.Number(), max: t.Number() })),
  recommendations: t.Array(t.Object({ section: t.String(), question: t.String(), text: Text, score: t.Integer() }), {
    description: "For answers scoring under half their points, most costly first",
  }),
});

const Summary = {
  id: t.Integer(),
  business_id: t.Integer(),
  questionnaire: t.String(),
  state: CodeSchema(ASSESSMENT_STATES),
  started_by: Person,
  progress: Progress,
  created_at: t.String(),
  updated_at: t.String(),
  completed_at: t.Nullable(t.String()),
};

export const AssessmentSummary = t.Object({ ...Summary, overall: t.Nullable(t.Integer({ description: "The completed result's overall score" })) });
export type AssessmentSummary = typeof AssessmentSummary.static;

export const Assessment = t.Object({ ...Summary, answers: t.Array(Answer), result: t.Nullable(Result) });
export type Assessment = typeof Assessment.static;

export const StartBody = t.Object({
  questionnaire: t.Union(
    QUESTIONNAIRE_CODES.map((code) => t.Literal(code)),
    { error: ASSESSMENT_MESSAGES.questionnaire, description: "A questionnaire's code from the catalogue" },
  ),
});

export const AnswerBody = t.Object({
  value: AnswerValue,
});

export const PrefillResult = t.Object({
  suggested: t.Integer({ description: "Answers the analyzer wrote (never over a member's answer)" }),
  assessment: Assessment,
});

export const OnPage = t.Object({ business_id: PathId });
export const OneAssessment = t.Object({ business_id: PathId, assessment_id: PathId });
export const OneAnswer = t.Object({ business_id: PathId, assessment_id: PathId, question: t.String({ maxLength: 60 }) });
export const OneFile = t.Object({ business_id: PathId, assessment_id: PathId, question: t.String({ maxLength: 60 }), file_id: t.String({ maxLength: 40 }) });

export const ExportQuery = t.Object({
  format: t.Optional(t.Union([t.Literal("csv"), t.Literal("pdf")], { error: ASSESSMENT_MESSAGES.format, description: "csv (default) or pdf" })),
  lang: t.Optional(LanguageCodeSchema({ error: RULES.language, description: "en or ja; the page's default language when omitted" })),
});
