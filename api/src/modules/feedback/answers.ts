import { type FeedbackAnswer, isLanguageCode, type LanguageCode, STAKEHOLDER_TYPES, type StakeholderType } from "@greenpage/db/schema";
import { FieldErrorCollector, FieldError } from "../../lib/errors.ts";
import { ANSWER_LIMITS, type StakeholderMessages, stakeholderMessages } from "./messages.ts";
import type { SubmitBody } from "./model.ts";
import type { QuestionRow } from "./questions.ts";

type RawAnswer = NonNullable<SubmitBody["answers"]>[string] | undefined;
export type CleanSubmission = { stakeholderType: StakeholderType; relationship: string; answers: Record<string, FeedbackAnswer> };

/**
 * The language a stakeholder answers in: `lang` when given (en or ja, else a
 * field error), otherwise the page's default.
 */
export function answerLanguage(lang: string | undefined, fallback: LanguageCode): LanguageCode {
  if (lang === undefined || lang.trim() === "") return fallback;
  const code = lang.trim().toLowerCase();
  if (!isLanguageCode(code)) throw new FieldError({ lang: [stakeholderMessages(fallback).language] });
  return code as LanguageCode;
}

/** Text as stakeholders typed it, less control characters (tab and line breaks stay): it is stored as text and shown escaped. */
const plainText = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

const isBlank = (value: RawAnswer) =>
  value === undefined || value === null || (typeof value === "string" && plainText(value) === "") || (Array.isArray(value) && value.length === 0);

/** One answer checked against its question's type; undefined when it is not valid (the error is recorded). */
function cleanAnswer(
  question: QuestionRow,
  value: NonNullable<RawAnswer>,
  m: StakeholderMessages,
  errors: FieldErrorCollector,
  field: string,
): FeedbackAnswer | undefined {
  const fail = (message: string) => void errors.add(field, message);
  const optionIds = new Set(question.optionsJson.map((o) => o.id));
  switch (question.type) {
    case "short_text":
    case "long_text": {
      if (typeof value !== "string") return fail(m.text);
      const text = plainText(value);
      const max = ANSWER_LIMITS[question.type];
      return text.length > max ? fail(m.tooLong(max)) : text;
    }
    case "single_choice":
      return typeof value === "string" && optionIds.has(value) ? value : fail(m.choice);
    case "multiple_choice":
      return Array.isArray(value) && value.every((id) => optionIds.has(id)) ? [...new Set(value)] : fail(m.choices);
    case "rating":
      return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5 ? value : fail(m.rating);
    case "nps":
      return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 10 ? value : fail(m.nps);
  }
}

/**
 * A stakeholder's submission, every problem at once, in their language:
 * stakeholder type and relationship are required, so is every question
 * marked required, and each answer must fit its question. Answers to
 * anything that is not a question of the form are dropped.
 */
export function cleanSubmission(body: SubmitBody, questions: QuestionRow[], m: StakeholderMessages): CleanSubmission {
  const errors = new FieldErrorCollector();
  const stakeholderType = body.stakeholder_type?.trim() ?? "";
  if (!stakeholderType) errors.add("stakeholder_type", m.required);
  else if (!STAKEHOLDER_TYPES.includes(stakeholderType as StakeholderType)) errors.add("stakeholder_type", m.stakeholderType);
  const relationship = plainText(body.relationship ?? "");
  if (!relationship) errors.add("relationship", m.required);
  else if (relationship.length > ANSWER_LIMITS.relationship) errors.add("relationship", m.tooLong(ANSWER_LIMITS.relationship));

  const answers: Record<string, FeedbackAnswer> = {};
  for (const question of questions) {
    const key = String(question.id);
    const value = body.answers?.[key];
    if (isBlank(value)) {
      if (question.required) errors.add(`answers.${key}`, m.required);
      continue;
    }
    const clean = cleanAnswer(question, value!, m, errors, `answers.${key}`);
    if (clean !== undefined) answers[key] = clean;
  }
  errors.throwIfAny();
  return { stakeholderType: stakeholderType as StakeholderType, relationship, answers };
}
