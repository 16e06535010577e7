import type { LanguageCode } from "@greenpage/db/schema";
import type { DisclosureRef } from "../../frameworks/data/standard-initiatives.ts";

/** Text in every interface language: a questionnaire is read in en and ja alike. */
export type Text = Record<LanguageCode, string>;

/** How a question is answered (the value the API stores for each, in brackets). */
export const ANSWER_TYPES = [
  /** `"yes"`, `"partial"` or `"no"` */
  "yes_no_partial",
  /** one option's `value` */
  "single_choice",
  /** a list of options' `value`s */
  "multiple_choice",
  /** a number between `number.min` and `number.max` */
  "number",
  /** free text */
  "text",
  /** `YYYY-MM-DD` */
  "date",
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export type AnswerOption = {
  value: string;
  label: Text;
  /** What choosing it scores. */
  points: number;
  /** Chosen alone or not at all (a multiple choice's "none of these"). */
  exclusive?: boolean;
  /** The pre-fill suggests this option when the page's initiatives address one of these. */
  disclosures?: DisclosureRef[];
};

/** Points for a number from `min` (inclusive) to `max` (exclusive); an open end is unbounded. */
export type NumberRange = { min?: number; max?: number; points: number };

export type Question = {
  /** Unique within its questionnaire; answers are stored under it. */
  code: string;
  type: AnswerType;
  prompt: Text;
  help?: Text;
  required: boolean;
  /** The choices of yes_no_partial, single_choice and multiple_choice questions. */
  options?: AnswerOption[];
  /** A number question's unit, bounds and points per range. */
  number?: { unit: Text; min: number; max: number; ranges: NumberRange[] };
  /** A multiple choice scores the sum of its options' points, at most this. */
  maxPoints?: number;
  /** Whether files (PDF, PNG, JPG) can be attached to the answer as evidence. */
  evidence: boolean;
  /** The frameworks' disclosures the question is about: what the pre-fill reads the page's initiatives for. */
  disclosures: DisclosureRef[];
  /** What to do when the answer scores low (under half its points). */
  recommendation?: Text;
};

export type Section = {
  code: string;
  title: Text;
  /** How much the section counts in the overall score, relative to the others. */
  weight: number;
  questions: Question[];
};

export type Questionnaire = {
  code: string;
  /** The framework it is built from (a code of api/src/modules/catalog/frameworks.ts). */
  framework: string;
  /** Raised when questions or scoring change, so a stored result says which rules made it. */
  version: number;
  title: Text;
  description: Text;
  sections: Section[];
};
