import type { LanguageCode } from "@greenpage/sdk";
import { type Locale, matchLocale } from "../../i18n/locales.ts";

export type PageLanguage = LanguageCode;

/**
 * The language a visitor asks a page for: `?lang=` first, then the language
 * they chose before (the site's language cookie). The API falls back to the
 * page's default language when the page does not offer it.
 */
export function requestedPageLanguage(query: string | null, remembered: string | undefined): PageLanguage | undefined {
  const locale = matchLocale(query) ?? matchLocale(remembered);
  return locale ? languageOf(locale) : undefined;
}

export const languageOf = (locale: Locale): PageLanguage => (locale === "ja-JP" ? "ja" : "en");
export const localeOf = (language: string): Locale => (language === "ja" ? "ja-JP" : "en-US");
