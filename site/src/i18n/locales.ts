/** The interface languages and how a request picks one: no strings here, so any bundle may import it. */
export const LOCALES = ["en-US", "ja-JP"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
/** Essential cookie remembering the interface language (1 year, path /). */
export const LOCALE_COOKIE = "lang";

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
