import { z } from "../../forms/zod.ts";
import { FEEDBACK_FORM_LIMITS, type FeedbackForm, type FeedbackFormInput as FormBody, type FeedbackQuestion as Question } from "@greenpage/sdk";

export type { FeedbackForm };
export type QuestionType = Question["type"];

/** The question types in the order the editor offers them (the API's `QuestionType`, checked below). */
export const QUESTION_TYPES = ["short_text", "long_text", "single_choice", "multiple_choice", "rating", "nps"] as const satisfies readonly QuestionType[];
// Fails to compile when the API gains a type the editor does not offer.
const everyType: Record<Exclude<QuestionType, (typeof QUESTION_TYPES)[number]>, never> = {};
void everyType;

export const isChoiceType = (type: QuestionType) => type === "single_choice" || type === "multiple_choice";

/** The API's limits (the SDK's rules), so a long text is caught before the round trip. */
const LIMITS = FEEDBACK_FORM_LIMITS;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = LIMITS.options;
export const MAX_QUESTIONS = LIMITS.questions;

export type FormEditorMessages = { required: string; tooLong: (max: number) => string; needsQuestion: string; needsChoices: string };

const text = (max: number, messages: FormEditorMessages) => z.string().max(max, messages.tooLong(max));
const hasText = (value: { en: string; ja: string }) => Boolean(value.en.trim() || value.ja.trim());

/**
 * The editor's rules, the API's own: a title in some language, at least one
 * question, each with a label in some language, and a choice question with at
 * least two choices that each say something. The server checks them again and
 * its messages land on the same fields.
 */
export function formEditorSchema(messages: FormEditorMessages) {
  const localized = (max: number) => z.object({ en: text(max, messages), ja: text(max, messages) });
  const choice = z.object({ option_id: z.string().nullable(), en: text(LIMITS.option, messages), ja: text(LIMITS.option, messages) });
  const question = z.object({
    question_id: z.number().nullable(),
    type: z.enum(QUESTION_TYPES),
    label_json: localized(LIMITS.label),
    options_json: z.array(choice).max(MAX_CHOICES),
    required: z.boolean(),
  });
  return z
    .object({
      title_json: localized(LIMITS.title),
      description_json: localized(LIMITS.description),
      content_id: z.string(),
      is_open: z.boolean(),
      questions: z.array(question).max(MAX_QUESTIONS),
    })
    .superRefine((v, ctx) => {
      if (!hasText(v.title_json)) ctx.addIssue({ code: "custom", path: ["title_json"], message: messages.required });
      if (v.questions.length === 0) ctx.addIssue({ code: "custom", path: ["questions", "root"], message: messages.needsQuestion });
      v.questions.forEach((q, i) => {
        if (!hasText(q.label_json)) ctx.addIssue({ code: "custom", path: ["questions", i, "label_json"], message: messages.required });
        if (!isChoiceType(q.type)) return;
        if (q.options_json.length < MIN_CHOICES)
          ctx.addIssue({ code: "custom", path: ["questions", i, "options_json", "root"], message: messages.needsChoices });
        q.options_json.forEach((option, j) => {
          if (!hasText(option)) ctx.addIssue({ code: "custom", path: ["questions", i, "options_json", j], message: messages.required });
        });
      });
    });
}

export type FormEditorValues = z.infer<ReturnType<typeof formEditorSchema>>;
export type QuestionValues = FormEditorValues["questions"][number];
export type ChoiceValues = QuestionValues["options_json"][number];

export const blankChoice = (): ChoiceValues => ({ option_id: null, en: "", ja: "" });

/** A new question of this type: a choice question starts with two empty choices. */
export function blankQuestion(type: QuestionType = "short_text"): QuestionValues {
  return { question_id: null, type, label_json: { en: "", ja: "" }, options_json: isChoiceType(type) ? [blankChoice(), blankChoice()] : [], required: false };
}

/** The editor's starting values: the stored form, or a new open form for the whole page with one question. */
export function formEditorDefaults(existing: FeedbackForm | null): FormEditorValues {
  if (!existing) return { title_json: { en: "", ja: "" }, description_json: { en: "", ja: "" }, content_id: "", is_open: true, questions: [blankQuestion()] };
  return {
    title_json: { en: existing.title_json.en ?? "", ja: existing.title_json.ja ?? "" },
    description_json: { en: existing.description_json.en ?? "", ja: existing.description_json.ja ?? "" },
    content_id: existing.content_id === null ? "" : String(existing.content_id),
    is_open: existing.is_open,
    questions: existing.questions.map((q) => ({
      question_id: q.id,
      type: q.type,
      label_json: { en: q.label_json.en ?? "", ja: q.label_json.ja ?? "" },
      options_json: q.options_json.map((o) => ({ option_id: o.id, en: o.en ?? "", ja: o.ja ?? "" })),
      required: q.required,
    })),
  };
}

/** Only the languages written in: an empty language is left out rather than sent as "". */
function written(value: { en: string; ja: string }): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim()));
}

/**
 * The body of `POST /feedback-forms/` or `PATCH /feedback-forms/{id}/`: the
 * whole question list in order, a kept question (and choice) with its id so
 * its answers stay with it. A question that is no longer a choice question
 * sends no choices.
 */
export function formEditorBody(v: FormEditorValues): FormBody {
  return {
    title_json: written(v.title_json),
    description_json: written(v.description_json),
    content_id: v.content_id ? Number(v.content_id) : null,
    is_open: v.is_open,
    questions: v.questions.map((q) => ({
      ...(q.question_id !== null && { id: q.question_id }),
      type: q.type,
      label_json: written(q.label_json),
      ...(isChoiceType(q.type) && {
        options_json: q.options_json.map(({ option_id, en, ja }) => ({ ...(option_id !== null && { id: option_id }), ...written({ en, ja }) })),
      }),
      required: q.required,
    })),
  };
}

/**
 * The editor's fields a server message can land on, for these questions and
 * their choices (as the API names them: `questions.2.label_json`,
 * `questions.2.options_json.1.en`…; a list's own message at its `.root`).
 * Any other message is said in a toast.
 */
export function formEditorFields(v: Pick<FormEditorValues, "questions">): string[] {
  const localized = (name: string) => [name, `${name}.en`, `${name}.ja`];
  return [
    ...localized("title_json"),
    ...localized("description_json"),
    "content_id",
    "is_open",
    "questions.root",
    ...v.questions.flatMap((q, i) => [
      `questions.${i}.type`,
      ...localized(`questions.${i}.label_json`),
      `questions.${i}.options_json.root`,
      ...q.options_json.flatMap((_, j) => localized(`questions.${i}.options_json.${j}`)),
    ]),
  ];
}

/** The server's `{ field: [messages] }` keyed by the editor's paths: a list's own message (`questions`, `questions.2.options_json`) moves to its `.root`. */
export function editorErrors(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const path = (field: string) => (field === "questions" || /^questions\.\d+\.options_json$/.test(field) ? `${field}.root` : field);
  return Object.fromEntries(Object.entries(body).map(([field, messages]) => [path(field), messages]));
}
