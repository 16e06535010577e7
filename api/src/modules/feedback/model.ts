import { t } from "elysia";
import { FEEDBACK_QUESTION_TYPES, STAKEHOLDER_TYPES } from "@greenpage/db/schema";
import { ChoiceIn, LocalizedTextIn, Text } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { FORM_LIMITS, FORM_MESSAGES } from "./messages.ts";

const LocalizedOut = t.Record(t.String(), t.String());
export const QuestionType = t.UnionEnum(FEEDBACK_QUESTION_TYPES, {
  description: "short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)",
});
export const StakeholderType = t.UnionEnum(STAKEHOLDER_TYPES);

/** A choice's id: what its answers refer to. */
export const OPTION_ID_PATTERN = "^[A-Za-z0-9_-]{1,40}$";
const OptionText = t.Optional(Text({ maxLength: FORM_LIMITS.option, messages: { maxLength: RULES.tooLong(FORM_LIMITS.option) } }));
const OptionIn = t.Object({
  id: t.Optional(
    t.String({
      maxLength: 40,
      pattern: OPTION_ID_PATTERN,
      error: FORM_MESSAGES.duplicateOption,
      description: "Keep an existing choice's id so its answers stay with it; omit for a new choice",
    }),
  ),
  en: OptionText,
  ja: OptionText,
});
const Option = t.Object({ id: t.String(), en: t.Optional(t.String()), ja: t.Optional(t.String()) });

const QuestionIn = t.Object({
  id: t.Optional(
    t.Integer({ minimum: 1, maximum: 2147483647, description: "An existing question of this form (it keeps its id and answers); omit for a new one" }),
  ),
  type: ChoiceIn(FEEDBACK_QUESTION_TYPES, FORM_MESSAGES.questionType, {
    description: "short_text, long_text, single_choice, multiple_choice, rating or nps (a question with answers keeps its type)",
  }),
  label_json: t.Optional(LocalizedTextIn(FORM_LIMITS.label, "The question per language: `{ en, ja }`; one is required.")),
  options_json: t.Optional(
    t.Array(OptionIn, {
      maxItems: FORM_LIMITS.options,
      messages: { maxItems: FORM_MESSAGES.tooManyOptions },
      description: "The choices of a choice question (at least 2)",
    }),
  ),
  required: t.Optional(t.Boolean({ description: "Marked * on the form" })),
});
export type QuestionIn = typeof QuestionIn.static;

export const FormBody = t.Object({
  title_json: t.Optional(LocalizedTextIn(FORM_LIMITS.title, "The title per language: `{ en, ja }`; one is required when adding.")),
  description_json: t.Optional(LocalizedTextIn(FORM_LIMITS.description)),
  content_id: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), {
      error: "Select a valid initiative.",
      description: "Attach to one initiative of the page; null = the whole page",
    }),
  ),
  is_open: t.Optional(t.Boolean({ description: "A closed form refuses answers" })),
  questions: t.Optional(
    t.Array(QuestionIn, {
      maxItems: FORM_LIMITS.questions,
      messages: { maxItems: FORM_MESSAGES.tooManyQuestions },
      description: "The whole list, in order: replaces the form's questions (at least one)",
    }),
  ),
});
export type FormBody = typeof FormBody.static;

export const Question = t.Object({
  id: t.Integer(),
  order_key: t.Integer(),
  type: QuestionType,
  label_json: LocalizedOut,
  options_json: t.Array(Option),
  required: t.Boolean(),
});
export type Question = typeof Question.static;

export const FeedbackForm = t.Object({
  id: t.Integer(),
  business_id: t.Integer(),
  content_id: t.Nullable(t.Integer({ description: "The initiative the form is attached to; null = the whole page" })),
  title_json: LocalizedOut,
  description_json: LocalizedOut,
  is_open: t.Boolean(),
  is_default: t.Boolean({ description: "The page's default form: it cannot be deleted" }),
  order_key: t.Integer(),
  response_count: t.Integer(),
  questions: t.Array(Question),
  created_at: t.String(),
  updated_at: t.String(),
});
export type FeedbackForm = typeof FeedbackForm.static;

const AnswerOut = t.Union([t.String(), t.Number(), t.Array(t.String())], { description: "Text, a number (rating, NPS), an option id, or option ids" });
const Answers = t.Record(t.String(), AnswerOut, { description: '`{ "<question id>": answer }`' });

/** What an owner sees of a response: never who gave it. */
export const FeedbackItem = t.Object({
  id: t.Integer(),
  form_id: t.Integer(),
  content_id: t.Nullable(t.Integer({ description: "The initiative answered about, if any" })),
  stakeholder_type: StakeholderType,
  relationship: t.String(),
  language: t.String(),
  created_at: t.String({ description: "When these answers were given (a replacing answer moves it)" }),
  answers: Answers,
});
export type FeedbackItem = typeof FeedbackItem.static;

export const FeedbackQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 10, description: "First day (YYYY-MM-DD, UTC), included", "x-field": "from" })),
  to: t.Optional(t.String({ maxLength: 10, description: "Last day (YYYY-MM-DD, UTC), included", "x-field": "to" })),
  stakeholder_type: t.Optional(t.String({ maxLength: 30, "x-field": "stakeholder_type" })),
  form_id: t.Optional(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select a valid form.", "x-field": "form_id" })),
  content_id: t.Optional(t.Integer({ minimum: 1, maximum: 2147483647, error: "Select a valid initiative.", "x-field": "content_id" })),
});
export type FeedbackQuery = typeof FeedbackQuery.static;

export const ExportQuery = t.Composite([
  FeedbackQuery,
  t.Object({
    lang: t.Optional(t.String({ maxLength: 20, description: "Language of labels and titles (en or ja); the page's default when omitted", "x-field": "lang" })),
  }),
]);

const Count = t.Integer();
export const QuestionSummary = t.Object({
  question_id: t.Integer(),
  type: QuestionType,
  label_json: LocalizedOut,
  required: t.Boolean(),
  answered: t.Integer({ description: "Responses that answer this question" }),
  choices: t.Nullable(
    t.Array(t.Object({ id: t.String(), en: t.Optional(t.String()), ja: t.Optional(t.String()), count: Count }), {
      description: "Choice questions: answers per choice",
    }),
  ),
  distribution: t.Nullable(t.Array(t.Object({ value: t.Integer(), count: Count }), { description: "Rating and NPS: answers per value, every value listed" })),
  average: t.Nullable(t.Number({ description: "Rating and NPS: the mean (2 decimals); null without answers" })),
  nps: t.Nullable(
    t.Object(
      { score: t.Nullable(t.Number()), promoters: Count, passives: Count, detractors: Count },
      { description: "NPS: promoters (9–10) minus detractors (0–6) as a percentage of answers (1 decimal); passives are 7–8" },
    ),
  ),
  text_answers: t.Nullable(t.Integer({ description: "Text questions: how many gave text" })),
});

export const FeedbackSummary = t.Object({
  total: t.Integer(),
  by_stakeholder_type: t.Object({
    customer: Count,
    employee: Count,
    investor: Count,
    supplier: Count,
    local_community: Count,
    ngo: Count,
    other: Count,
  }),
  daily: t.Array(t.Object({ date: t.String(), count: Count }), {
    description: "Responses per UTC day, zeros filled in: from..to (at most 366 days, the latest kept), the last 30 days when neither is given",
  }),
  forms: t.Array(
    t.Object({
      form_id: t.Integer(),
      content_id: t.Nullable(t.Integer()),
      title_json: LocalizedOut,
      responses: t.Integer(),
      questions: t.Array(QuestionSummary),
    }),
  ),
});
export type FeedbackSummary = typeof FeedbackSummary.static;

// Public: the stakeholder's side.

export const PublicFormsQuery = t.Object({
  content_id: t.Optional(
    t.Integer({
      minimum: 1,
      maximum: 2147483647,
      error: "Select a valid initiative.",
      "x-field": "content_id",
      description: "Also list the forms attached to this initiative",
    }),
  ),
  lang: t.Optional(t.String({ maxLength: 20, description: "en or ja; falls back to the page's default language", "x-field": "lang" })),
});

export const PublicQuestion = t.Object({
  id: t.Integer(),
  type: QuestionType,
  required: t.Boolean(),
  label: t.Nullable(t.String({ description: "In the language asked for" })),
  label_json: LocalizedOut,
  options: t.Array(t.Object({ id: t.String(), label: t.Nullable(t.String()) })),
  options_json: t.Array(Option),
});

export const PublicFeedbackForm = t.Object({
  id: t.Integer(),
  content_id: t.Nullable(t.Integer()),
  is_default: t.Boolean(),
  is_open: t.Boolean(),
  language: t.String({ description: "The language `title`, `description` and labels are in" }),
  title: t.Nullable(t.String()),
  description: t.Nullable(t.String()),
  title_json: LocalizedOut,
  description_json: LocalizedOut,
  stakeholder_types: t.Array(StakeholderType, { description: "The choices for `stakeholder_type`" }),
  questions: t.Array(PublicQuestion),
});
export type PublicFeedbackForm = typeof PublicFeedbackForm.static;

const AnswerIn = t.Union([t.String({ maxLength: 20000 }), t.Number(), t.Array(t.String({ maxLength: 100 }), { maxItems: 50 }), t.Null()], {
  error: "Enter a valid answer.",
});

export const SubmitBody = t.Object({
  stakeholder_type: t.Optional(t.String({ maxLength: 50, description: "customer, employee, investor, supplier, local_community, ngo or other (required)" })),
  relationship: t.Optional(
    t.String({ maxLength: 5000, description: "How the stakeholder relates to the page, in their words (required, at most 200 characters)" }),
  ),
  answers: t.Optional(
    t.Record(t.String({ maxLength: 12 }), AnswerIn, {
      maxProperties: 200,
      description:
        '`{ "<question id>": answer }`: text for text questions, an option id (single choice) or option ids (multiple choice), 1–5 (rating), 0–10 (nps). Null or blank = not answered; keys that are not questions of the form are ignored.',
    }),
  ),
  content_id: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: 2147483647 }), {
      error: "Select a valid initiative.",
      description: "The initiative the page-level form was opened on",
    }),
  ),
  lang: t.Optional(t.String({ maxLength: 20, description: "en or ja: the language of the answers and of the error messages" })),
});
export type SubmitBody = typeof SubmitBody.static;

/** A stakeholder's own response, to prefill the form. */
export const MyFeedback = t.Object({
  id: t.Integer(),
  form_id: t.Integer(),
  content_id: t.Nullable(t.Integer()),
  stakeholder_type: StakeholderType,
  relationship: t.String(),
  language: t.String(),
  answers: Answers,
  created_at: t.String(),
  updated_at: t.String(),
});
export type MyFeedback = typeof MyFeedback.static;

export const SubmittedFeedback = t.Composite([
  MyFeedback,
  t.Object({ replaced: t.Boolean({ description: "true when it replaced this stakeholder's earlier response (status 200)" }) }),
]);
