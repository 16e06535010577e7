import i18next, { type i18n } from "i18next";

export const LOCALES = ["en-US", "ja-JP"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
/** Essential cookie remembering the interface language (1 year, path /). */
export const LOCALE_COOKIE = "lang";

type Messages = Record<string, unknown>;

/**
 * Each feature keeps its strings in its own file (`locales/<locale>/<area>.json`,
 * top-level keys are groups); the files of a locale are merged here.
 */
function merge(files: Record<string, { default: Messages }>): Messages {
  return Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((name) => files[name]!.default),
  );
}

export const resources = {
  "en-US": { translation: merge(import.meta.glob("./locales/en-US/*.json", { eager: true })) },
  "ja-JP": { translation: merge(import.meta.glob("./locales/ja-JP/*.json", { eager: true })) },
};

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

const translators = new Map<Locale, i18n["t"]>();

/**
 * The server's `t` for a locale, built once: an i18next instance is costly to
 * create and its strings never change while the server runs, so every request
 * in that language shares it (nothing on the server changes its language).
 */
export function translator(locale: Locale): i18n["t"] {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createI18n(locale).t));
  return t;
}
