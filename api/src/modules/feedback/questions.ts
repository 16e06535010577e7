import { FEEDBACK_QUESTION_TYPES, type FeedbackOption, type FeedbackQuestionType, type feedbackQuestions, type LocalizedText } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanLocalized } from "../../lib/validate.ts";
import { FORM_LIMITS, FORM_MESSAGES } from "./messages.ts";
import type { QuestionIn } from "./model.ts";

export type QuestionRow = typeof feedbackQuestions.$inferSelect;

/** A question as it will be stored: `id` set when it keeps an existing question. */
export type PlannedQuestion = {
  id?: number;
  type: FeedbackQuestionType;
  labelJson: LocalizedText;
  optionsJson: FeedbackOption[];
  required: boolean;
  orderKey: number;
};

export const isChoice = (type: FeedbackQuestionType) => type === "single_choice" || type === "multiple_choice";
const isQuestionType = (value: unknown): value is FeedbackQuestionType => FEEDBACK_QUESTION_TYPES.includes(value as FeedbackQuestionType);
const OPTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A new choice's id: short, and unique within its question. */
function newOptionId(taken: Set<string>): string {
  let id: string;
  do id = crypto.randomUUID().replaceAll("-", "").slice(0, 8);
  while (taken.has(id));
  return id;
}

/**
 * The choices of a choice question: at least two, each with text in some
 * language. A sent id is kept (answers refer to it); a new choice gets one.
 */
function cleanOptions(errors: FieldErrorCollector, field: string, input: QuestionIn["options_json"]): FeedbackOption[] {
  const options = input ?? [];
  if (options.length < 2) errors.add(field, FORM_MESSAGES.needsOptions);
  if (options.length > FORM_LIMITS.options) errors.add(field, FORM_MESSAGES.tooManyOptions);
  const taken = new Set(options.map((o) => o.id).filter((id): id is string => typeof id === "string"));
  const seen = new Set<string>();
  return options.map((option, j) => {
    const text =
      cleanLocalized(
        errors,
        `${field}.${j}`,
        { ...(option.en !== undefined && { en: option.en }), ...(option.ja !== undefined && { ja: option.ja }) },
        { required: true, maxLength: FORM_LIMITS.option },
      ) ?? {};
    let id = option.id;
    if (id !== undefined && (!OPTION_ID.test(id) || seen.has(id))) errors.add(`${field}.${j}.id`, FORM_MESSAGES.duplicateOption);
    if (id === undefined) taken.add((id = newOptionId(taken)));
    seen.add(id);
    return { id, ...text };
  });
}

/**
 * The whole question list an owner sends, in order. A question sent with its
 * id stays that question (and keeps its answers); one whose answers exist
 * keeps its type, so the answers still mean what they meant.
 */
export function cleanQuestions(errors: FieldErrorCollector, input: QuestionIn[], existing: QuestionRow[], answered: Set<number>): PlannedQuestion[] {
  if (input.length === 0) errors.add("questions", FORM_MESSAGES.needsQuestion);
  if (input.length > FORM_LIMITS.questions) errors.add("questions", FORM_MESSAGES.tooManyQuestions);
  const byId = new Map(existing.map((q) => [q.id, q]));
  const kept = new Set<number>();
  return input.map((question, i) => {
    const field = `questions.${i}`;
    const current = question.id === undefined ? undefined : byId.get(question.id);
    if (question.id !== undefined && !current) errors.add(`${field}.id`, FORM_MESSAGES.unknownQuestion);
    if (current && kept.has(current.id)) errors.add(`${field}.id`, FORM_MESSAGES.duplicateQuestion);
    if (current) kept.add(current.id);
    const type = isQuestionType(question.type) ? question.type : undefined;
    if (!type) errors.add(`${field}.type`, FORM_MESSAGES.questionType);
    else if (current && current.type !== type && answered.has(current.id)) errors.add(`${field}.type`, FORM_MESSAGES.answeredType);
    const labelJson = cleanLocalized(errors, `${field}.label_json`, question.label_json ?? {}, { required: true, maxLength: FORM_LIMITS.label }) ?? {};
    const optionsJson = type && isChoice(type) ? cleanOptions(errors, `${field}.options_json`, question.options_json) : [];
    return { ...(current && { id: current.id }), type: type ?? "short_text", labelJson, optionsJson, required: question.required ?? false, orderKey: i };
  });
}
