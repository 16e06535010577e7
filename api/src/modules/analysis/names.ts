import type { LanguageCode, LocalizedText } from "@greenpage/db/schema";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import type { Disclosure } from "../frameworks/data/index.ts";
import { FINDING_TEXTS } from "./messages.ts";

/** How findings name things in the run's language, falling back to the other language (and English titles) where one is missing. */

const other = (language: LanguageCode): LanguageCode => (language === "ja" ? "en" : "ja");

export function itemTitle(title: LocalizedText, language: LanguageCode, id: number): string {
  return title[language]?.trim() || title[other(language)]?.trim() || FINDING_TEXTS[language].untitled({ id });
}

export function frameworkName(framework: string, language: LanguageCode): string {
  return FRAMEWORKS.find((f) => f.code === framework)?.name[language] ?? framework.toUpperCase();
}

/** A topic by the framework settings' own name for it (`GRI 305: Emissions`, `Goal 13: Climate action`). */
export function topicName(framework: string, topic: string, language: LanguageCode): string {
  const category = FRAMEWORKS.find((f) => f.code === framework)?.categories.find((c) => c.code === topic);
  return category?.name[language] ?? `${frameworkName(framework, language)} ${topic}`;
}

export function disclosureTitle(disclosure: Pick<Disclosure, "title">, language: LanguageCode): string {
  return (language === "ja" ? disclosure.title.ja : undefined) ?? disclosure.title.en;
}

const SHORT: Record<string, string> = { gri: "GRI", sdgs: "SDG", "ifrs-s1": "IFRS S1", "ifrs-s2": "IFRS S2", sasb: "SASB", cdp: "CDP", ssbj: "SSBJ" };

/** A disclosure named with its framework, as reporters cite it: `GRI 305-1`, `SDG 13.2`. */
export function codeLabel(framework: string, code: string): string {
  return `${SHORT[framework] ?? framework.toUpperCase()} ${code}`;
}
