import i18next, { type i18n } from "i18next";
import type { Locale } from "./locales.ts";

type Messages = Record<string, unknown>;

/**
 * The string files (`locales/<locale>/<namespace>.json`) one island reads:
 * `core` and the ones its code uses, each once, in one order (so the same
 * files are one entry here and one id on the page). An island gets only
 * these, and only in its visitor's language: the legal and landing text, the
 * other screens' text and the other language never ship with it.
 */
export type IslandTexts = readonly string[];

/** The island's files from the ones it names (`core` is always read). */
export function islandTexts(namespaces: readonly string[]): IslandTexts {
  return [...new Set(["core", ...namespaces])].sort();
}

/** Names an island's strings on the page (`core+dashboard/en-US`) and in the caches here. */
export const islandTextsId = (locale: Locale, texts: IslandTexts) => `${texts.join("+")}/${locale}`;

/** Strings already here, by `<locale>/<namespace>`: the server puts every file in at start; a browser fetches what an island needs. */
const present = new Map<string, Messages>();
const fetching = new Map<string, Promise<void>>();
const instances = new Map<string, i18n>();
// Lazy: in the browser each file becomes its own chunk, fetched when an island asks
// for it. The server has them all from the start (i18n/index.ts), so its bundle
// leaves them out rather than import every file both ways (a build warning each).
const files = import.meta.env.SSR ? {} : import.meta.glob<{ default: Messages }>("./locales/*/*.json");

const fileKey = (locale: Locale, namespace: string) => `${locale}/${namespace}`;

/** Makes a file's strings available without a fetch (the server does this for all of them). */
export function provideTexts(locale: Locale, namespace: string, messages: Messages): void {
  present.set(fileKey(locale, namespace), messages);
}

/** Fetches the island's files that are not here yet; resolves when all are. */
export function loadTexts(locale: Locale, texts: IslandTexts): Promise<void> {
  const key = islandTextsId(locale, texts);
  let pending = fetching.get(key);
  if (!pending) {
    const missing = texts.filter((namespace) => !present.has(fileKey(locale, namespace)));
    pending = Promise.all(
      missing.map(async (namespace) => {
        const file = files[`./locales/${locale}/${namespace}.json`];
        if (!file) throw new Error(`No strings file ${locale}/${namespace}`);
        provideTexts(locale, namespace, (await file()).default);
      }),
    ).then(
      () => undefined,
      (error: unknown) => {
        // A failed download is tried again on the next ask.
        fetching.delete(key);
        throw error;
      },
    );
    fetching.set(key, pending);
  }
  return pending;
}

/** An island's strings as one object, as the server sends them with its HTML. */
const sent = new Map<string, Messages>();

/** Keeps the strings the server sent beside an island (see `islandMessages`). */
export function provideIslandMessages(locale: Locale, texts: IslandTexts, messages: Messages): void {
  sent.set(islandTextsId(locale, texts), messages);
}

/** The island's strings (its files merged), or null when some are not here yet. */
export function islandMessages(locale: Locale, texts: IslandTexts): Messages | null {
  const key = islandTextsId(locale, texts);
  const known = sent.get(key);
  if (known) return known;
  const parts = texts.map((namespace) => present.get(fileKey(locale, namespace)));
  if (parts.some((part) => part === undefined)) return null;
  const merged: Messages = Object.assign({}, ...parts);
  sent.set(key, merged);
  return merged;
}

/**
 * The island's i18next instance when its strings are here, else null (call
 * `loadTexts` and wait). One instance per language and set of files: an
 * island never changes its language.
 */
export function islandI18n(locale: Locale, texts: IslandTexts): i18n | null {
  const key = islandTextsId(locale, texts);
  const made = instances.get(key);
  if (made) return made;
  const messages = islandMessages(locale, texts);
  if (!messages) return null;
  const instance = i18next.createInstance();
  void instance.init({ lng: locale, resources: { [locale]: { translation: messages } }, initAsync: false, interpolation: { escapeValue: false } });
  instances.set(key, instance);
  return instance;
}
