import { isLanguageCode, type LanguageCode, type LocalizedText } from "@greenpage/db/schema";

export const UNSUPPORTED_PREFIX = "[Unsupported Language]";

/** The language a public read answers in: the one asked for when the page offers it, else the page's default. */
export type TextLanguage = { code: LanguageCode; unsupported: boolean };

export function chooseLanguage(requested: string | undefined, enabled: readonly string[], fallback: LanguageCode): TextLanguage {
  const wanted = requested?.trim().toLowerCase().slice(0, 2);
  if (!wanted) return { code: fallback, unsupported: false };
  if (!isLanguageCode(wanted)) return { code: fallback, unsupported: true };
  return { code: enabled.includes(wanted) ? (wanted as LanguageCode) : fallback, unsupported: false };
}

/**
 * Business text in the chosen language, falling back to the default language
 * and then to any language present. Text for a language we do not support is
 * marked with the specification's prefix.
 */
export function pickText(text: LocalizedText | null | undefined, language: TextLanguage, fallback: LanguageCode): string | null {
  if (!text) return null;
  const value = text[language.code] || text[fallback] || Object.values(text).find(Boolean) || null;
  if (value === null) return null;
  return language.unsupported ? `${UNSUPPORTED_PREFIX} ${value}` : value;
}
