import type { FeedbackOption, FeedbackQuestionType, feedbackQuestions, LocalizedText } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanLocalized } from "../../lib/validate.ts";
import { FORM_MESSAGES } from "./messages.ts";
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
  const taken = new Set(options.map((o) => o.id).filter((id): id is string => typeof id === "string"));
  const seen = new Set<string>();
  return options.map((option, j) => {
    const text =
      cleanLocalized(
        errors,
        `${field}.${j}`,
        { ...(option.en !== undefined && { en: option.en }), ...(option.ja !== undefined && { ja: option.ja }) },
        { required: true },
      ) ?? {};
    let id = option.id;
    if (id !== undefined && seen.has(id)) errors.add(`${field}.${j}.id`, FORM_MESSAGES.duplicateOption);
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
  const byId = new Map(existing.map((q) => [q.id, q]));
  const kept = new Set<number>();
  return input.map((question, i) => {
    const field = `questions.${i}`;
    const current = question.id === undefined ? undefined : byId.get(question.id);
    if (question.id !== undefined && !current) errors.add(`${field}.id`, FORM_MESSAGES.unknownQuestion);
    if (current && kept.has(current.id)) errors.add(`${field}.id`, FORM_MESSAGES.duplicateQuestion);
    if (current) kept.add(current.id);
    const type = question.type;
    if (current && current.type !== type && answered.has(current.id)) errors.add(`${field}.type`, FORM_MESSAGES.answeredType);
    const labelJson = cleanLocalized(errors, `${field}.label_json`, question.label_json ?? {}, { required: true }) ?? {};
    const optionsJson = isChoice(type) ? cleanOptions(errors, `${field}.options_json`, question.options_json) : [];
    return { ...(current && { id: current.id }), type, labelJson, optionsJson, required: question.required ?? false, orderKey: i };
  });
}
