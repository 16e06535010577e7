import type { LanguageCode, OwnedPage } from "@greenpage/sdk";

/** The languages business text is written in (`name_json` and friends). */
export type Language = LanguageCode;

/** The interface language as a page-text language. */
export const uiLanguage = (locale: string): Language => (locale.startsWith("ja") ? "ja" : "en");

/** Text in the language asked for, else English, else whatever language it was written in. */
export function localized(text: Record<string, string> | null | undefined, language: Language): string {
  if (!text) return "";
  return text[language] || text.en || text.ja || Object.values(text).find(Boolean) || "";
}

/** The page's enabled languages, its default first: the languages its text is written in. */
export function pageLanguages(page: Pick<OwnedPage, "languages" | "default_language">): Language[] {
  const first = (page.default_language === "ja" ? "ja" : "en") as Language;
  const enabled = page.languages
    .filter((l) => l.is_enabled)
    .map((l) => l.code)
    .filter((c): c is Language => c === "en" || c === "ja");
  return [first, ...enabled.filter((c) => c !== first)];
}

/** Keeps only the languages written in, so an empty field never reaches the API as "". */
export function filled(value: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(value ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}
