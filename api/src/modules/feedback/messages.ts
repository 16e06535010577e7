import type { LanguageCode } from "@greenpage/db/schema";
import { RULES } from "../../lib/validate.ts";

/** The longest answers a stakeholder may give, in characters. */
export const ANSWER_LIMITS = { short_text: 500, long_text: 5000, relationship: 200 } as const;

/** How big an owner's form may be. */
export const FORM_LIMITS = { title: 200, description: 2000, label: 500, option: 200, questions: 50, options: 20 } as const;

/**
 * What a stakeholder is told, in the language they answer in (the feedback
 * modal shows these beside the fields, and the codes' messages as toasts).
 */
const STAKEHOLDER_MESSAGES = {
  en: {
    required: RULES.required,
    stakeholderType: "Select a valid stakeholder type.",
    tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
    text: "Enter text.",
    choice: "Select a valid choice.",
    choices: "Select one or more valid choices.",
    rating: "Select a rating from 1 to 5.",
    nps: "Select a score from 0 to 10.",
    initiative: "Select a valid initiative.",
    language: "Only en and ja are supported.",
    formClosed: "This form is closed and no longer accepts answers.",
    ownPage: "You cannot give feedback on your own page.",
  },
  ja: {
    required: "この項目は必須です。",
    stakeholderType: "有効なステークホルダーの種類を選択してください。",
    tooLong: (max: number) => `${max}文字以内で入力してください。`,
    text: "テキストを入力してください。",
    choice: "有効な選択肢を選んでください。",
    choices: "有効な選択肢を1つ以上選んでください。",
    rating: "1から5の評価を選んでください。",
    nps: "0から10のスコアを選んでください。",
    initiative: "有効な取り組みを選択してください。",
    language: "対応している言語は en と ja のみです。",
    formClosed: "このフォームは締め切られたため、回答を受け付けていません。",
    ownPage: "自分のページにフィードバックを送ることはできません。",
  },
} as const satisfies Record<LanguageCode, unknown>;

export type StakeholderMessages = (typeof STAKEHOLDER_MESSAGES)[LanguageCode];

export const stakeholderMessages = (language: LanguageCode): StakeholderMessages => STAKEHOLDER_MESSAGES[language];

/** What an owner is told while building forms and reading results (the dashboard's words). */
export const FORM_MESSAGES = {
  questionType: "Select a valid question type.",
  needsQuestion: "Add at least one question.",
  tooManyQuestions: `A form can have at most ${FORM_LIMITS.questions} questions.`,
  needsOptions: "Add at least 2 choices.",
  tooManyOptions: `A question can have at most ${FORM_LIMITS.options} choices.`,
  duplicateOption: "Each choice needs its own id (letters, digits, - and _).",
  unknownQuestion: "This question is not part of this form.",
  duplicateQuestion: "This question is listed twice.",
  answeredType: "The type of a question that has answers cannot change.",
  initiative: "Select a valid initiative.",
  defaultFormInitiative: "The default form is for the whole page and cannot be attached to an initiative.",
  defaultFormDelete: "The default form cannot be deleted. Close it instead.",
  form: "Select a valid form.",
  stakeholderType: "Select a valid stakeholder type.",
  dateRange: "The end date must be on or after the start date.",
} as const;
