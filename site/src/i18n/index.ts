import i18next, { type i18n } from "i18next";
import enUS from "./locales/en-US.json";
import jaJP from "./locales/ja-JP.json";

export const LOCALES = ["en-US", "ja-JP"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
/** Essential cookie remembering the interface language (1 year, path /). */
export const LOCALE_COOKIE = "lang";

export const resources = { "en-US": { translation: enUS }, "ja-JP": { translation: jaJP } } as const;

/** `ja`, `ja-JP`, `en`… → a supported locale, or null. */
export function matchLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith("ja")) return "ja-JP";
  if (lower.startsWith("en")) return "en-US";
  return null;
}

/** ?lang= wins, then the remembered cookie, then the browser's Accept-Language. */
export function pickLocale(query: string | null, cookie: string | undefined, acceptLanguage: string | null): Locale {
  const fromHeader = (acceptLanguage ?? "")
    .split(",")
    .map((part) => matchLocale(part.split(";")[0]?.trim()))
    .find((l): l is Locale => l !== null);
  return matchLocale(query) ?? matchLocale(cookie) ?? fromHeader ?? DEFAULT_LOCALE;
}

/** A separate instance per request or island, so concurrent requests never share a language. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({ lng: locale, fallbackLng: DEFAULT_LOCALE, resources, initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}
