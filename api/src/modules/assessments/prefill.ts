import { findDisclosure } from "../frameworks/data/index.ts";
import type { DisclosureRef } from "../frameworks/data/standard-initiatives.ts";
import { matchDisclosures } from "../frameworks/match.ts";
import type { InitiativeDisclosures } from "../frameworks/page-disclosures.ts";
import { type Questionnaire, questionsOf } from "./questionnaires/index.ts";

/** A suggested answer: the value, and the initiatives it was read from. */
export type Suggestion = { value: unknown; basis: number[] };

const key = (r: DisclosureRef) => `${r.framework}:${r.disclosure}`;

/** Evidence that stands: verified, and not past its expiration date. */
const standsVerified = (item: InitiativeDisclosures, today: string) =>
  item.evidenceState === "verified" && (item.expirationDate === null || item.expirationDate >= today);

/**
 * Which of `refs` an initiative addresses: those it counts for (the
 * catalogue's for a standard initiative, and the ones a member confirmed),
 * and those its own title and description match.
 */
function addressed(item: InitiativeDisclosures, refs: readonly DisclosureRef[]): Set<string> {
  const wanted = new Set(refs.map(key));
  const found = new Set(item.disclosures.map(key).filter((k) => wanted.has(k)));
  const candidates = refs.flatMap((r) => findDisclosure(r.framework, r.disclosure) ?? []);
  if (candidates.length > 0) {
    const text = (language: "en" | "ja") => [item.title[language], item.description[language]].filter(Boolean).join("\n");
    for (const match of matchDisclosures({ en: text("en"), ja: text("ja") }, candidates)) found.add(`${match.framework}:${match.disclosure}`);
  }
  return found;
}

/**
 * The built-in analyzer's answers from the page's initiatives. A yes / partly
 * / no question whose disclosures an initiative addresses is "yes" when one of
 * them has verified evidence that has not expired, else "partly"; a multiple
 * choice gets the options whose disclosures are addressed. Nothing is guessed
 * where the page says nothing: no "no", no numbers, texts, dates or single
 * choices. `basis` lists the initiatives each answer was read from.
 */
export function suggestAnswers(questionnaire: Questionnaire, initiatives: readonly InitiativeDisclosures[], today: string): Map<string, Suggestion> {
  const suggestions = new Map<string, Suggestion>();
  for (const { question } of questionsOf(questionnaire)) {
    if (question.type === "yes_no_partial") {
      const basis = initiatives.filter((item) => addressed(item, question.disclosures).size > 0);
      if (basis.length === 0) continue;
      const value = basis.some((item) => standsVerified(item, today)) ? "yes" : "partial";
      suggestions.set(question.code, { value, basis: basis.map((i) => i.id).sort((a, b) => a - b) });
    } else if (question.type === "multiple_choice") {
      const chosen: string[] = [];
      const basis = new Set<number>();
      for (const option of question.options ?? []) {
        if (option.exclusive || !option.disclosures?.length) continue;
        const readFrom = initiatives.filter((item) => addressed(item, option.disclosures!).size > 0);
        if (readFrom.length === 0) continue;
        chosen.push(option.value);
        for (const item of readFrom) basis.add(item.id);
      }
      if (chosen.length > 0) suggestions.set(question.code, { value: chosen, basis: [...basis].sort((a, b) => a - b) });
    }
  }
  return suggestions;
}
