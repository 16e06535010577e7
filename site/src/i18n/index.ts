import i18next, { type i18n } from "i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { provideTexts } from "./texts.ts";

export * from "./locales.ts";

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

/** A separate instance per request or island, so concurrent requests never share a language. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({ lng: locale, fallbackLng: DEFAULT_LOCALE, resources, initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const translators = new Map<Locale, i18n["t"]>();

const REMEMBERED_KEYS = 5_000;

/**
 * `t` with its plain lookups (a key alone, no options) remembered: i18next
 * resolves a key through several layers on every call, and a public page asks
 * for the same few dozen keys for each of its initiatives. Calls with options
 * (interpolation, counts) go to i18next each time.
 */
function remembering(t: i18n["t"]): i18n["t"] {
  // i18next's TFunction is branded and overloaded: call it through its plain shape.
  const translate = t as unknown as (...args: unknown[]) => string;
  const known = new Map<string, string>();
  const lookup = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return translate(...args);
    let text = known.get(key);
    if (text !== undefined) return text;
    text = translate(key);
    // Keys come from the code (a few built from an API value): the bound only guards against a key that never repeats.
    if (known.size < REMEMBERED_KEYS) known.set(key, text);
    return text;
  };
  return lookup as unknown as i18n["t"];
}

/**
 * The server's `t` for a locale, built once: an i18next instance is costly to
 * create and its strings never change while the server runs, so every request
 * in that language shares it (nothing on the server changes its language).
 */
export function translator(locale: Locale): i18n["t"] {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = remembering(createI18n(locale).t)));
  return t;
}

// The server has every file in its bundle: islands rendered here find their strings at once.
for (const [path, file] of Object.entries(import.meta.glob<{ default: Messages }>("./locales/*/*.json", { eager: true }))) {
  const [, locale, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  provideTexts(locale as Locale, namespace!, file.default);
}
