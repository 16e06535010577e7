import { apiLinks, type FeedbackFilter, type FeedbackItem, type FeedbackQuestion as Question, type FeedbackSummary } from "@greenpage/sdk";
import { type Language, localized } from "../page-text.ts";

export type { FeedbackItem, FeedbackSummary };
export type FeedbackPage = { count: number; page: number; page_size: number; results: FeedbackItem[] };
export type StakeholderType = keyof FeedbackSummary["by_stakeholder_type"];

/** The stakeholder types in the order the filter offers them (the summary's keys, checked below). */
export const STAKEHOLDER_TYPES = [
  "customer",
  "employee",
  "investor",
  "supplier",
  "local_community",
  "ngo",
  "other",
] as const satisfies readonly StakeholderType[];
// Fails to compile when the API gains a stakeholder type the filter does not offer.
const everyType: Record<Exclude<StakeholderType, (typeof STAKEHOLDER_TYPES)[number]>, never> = {};
void everyType;

/** The Results filters as the inputs hold them; "" means any. Named as the API's query parameters. */
export type ResultsFilter = { from: string; to: string; stakeholder_type: string; form_id: string; content_id: string };
export const FILTER_FIELDS = ["from", "to", "stakeholder_type", "form_id", "content_id"] as const satisfies readonly (keyof ResultsFilter)[];
export const NO_FILTER: ResultsFilter = { from: "", to: "", stakeholder_type: "", form_id: "", content_id: "" };

/** The filters a Results address carries (`?form_id=3` from the forms list), unknown parameters ignored. */
export function filterFromSearch(search: string): ResultsFilter {
  const params = new URLSearchParams(search);
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ""])) as ResultsFilter;
}

/** The filters as query parameters, only those set (the same for the list, the summary and the CSV). */
export function filterParams(filter: ResultsFilter): URLSearchParams {
  return new URLSearchParams(FILTER_FIELDS.filter((field) => filter[field]).map((field) => [field, filter[field]]));
}

/** The filters as the SDK's query (the server checks the values and answers field errors by filter name). */
export function filterQuery(filter: ResultsFilter): FeedbackFilter {
  return Object.fromEntries(filterParams(filter)) as FeedbackFilter;
}

/** The address of the CSV of these results, with labels in the interface language. */
export function exportHref(pageId: number, filter: ResultsFilter, language: Language): string {
  return apiLinks.feedbackExport(pageId, { ...filterQuery(filter), lang: language });
}

/** The words an answer is shown with that are not the stakeholder's own. */
export type AnswerWords = { removedChoice: string; outOf: (value: number, max: number) => string };

/**
 * An answer as the owner reads it: a choice by its text in `language` (several
 * joined by ", "), a rating or score out of its scale, text as given (React
 * escapes it).
 */
export function answerText(
  question: Pick<Question, "type" | "options_json">,
  answer: FeedbackItem["answers"][string],
  language: Language,
  words: AnswerWords,
): string {
  if (question.type === "single_choice" || question.type === "multiple_choice") {
    const label = (id: string) => {
      const option = question.options_json.find((o) => o.id === id);
      return option ? localized({ ...(option.en && { en: option.en }), ...(option.ja && { ja: option.ja }) }, language) : words.removedChoice;
    };
    return (Array.isArray(answer) ? answer : [String(answer)]).map(label).join(", ");
  }
  if (question.type === "rating") return words.outOf(Number(answer), 5);
  if (question.type === "nps") return words.outOf(Number(answer), 10);
  return Array.isArray(answer) ? answer.join(", ") : String(answer);
}
