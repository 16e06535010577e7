import type { DisclosureRef } from "../../frameworks/data/standard-initiatives.ts";
import type { AnswerOption, Question, Text } from "./types.ts";

/**
 * Small builders that keep the questionnaires readable as data: the usual
 * yes / partly / no choices, and disclosure references by framework.
 */
export const YES_NO_PARTIAL: AnswerOption[] = [
  { value: "yes", label: { en: "Yes", ja: "はい" }, points: 2 },
  { value: "partial", label: { en: "Partly", ja: "一部" }, points: 1 },
  { value: "no", label: { en: "No", ja: "いいえ" }, points: 0 },
];

const refs =
  (framework: string) =>
  (...codes: string[]): DisclosureRef[] =>
    codes.map((disclosure) => ({ framework, disclosure }));

export const gri = refs("gri");
export const ifrsS2 = refs("ifrs-s2");
export const sdg = refs("sdgs");

type Common = Pick<Question, "code" | "prompt" | "disclosures"> & Partial<Pick<Question, "help" | "required" | "evidence" | "recommendation">>;

/** A yes / partly / no question: required, scored 2 / 1 / 0. */
export const yesNo = (q: Common): Question => ({ required: true, evidence: false, ...q, type: "yes_no_partial", options: YES_NO_PARTIAL });

/** One of several choices, each with its points. */
export const choice = (q: Common & { options: [string, Text, number][] }): Question => ({
  required: true,
  evidence: false,
  ...q,
  type: "single_choice",
  options: q.options.map(([value, label, points]) => ({ value, label, points })),
});

export const option = (value: string, label: Text, points: number, extra: Partial<AnswerOption> = {}): AnswerOption => ({ value, label, points, ...extra });
