import { DISCLOSURES, type Disclosure } from "./data/index.ts";
import { englishWords, japaneseWords, loadTokenizer, normalizeJapanese, tokenizerReady } from "./tokenize.ts";

export { loadTokenizer, tokenizerReady };

export type TextsByLanguage = { en?: string; ja?: string };
export type DisclosureMatch = { framework: string; disclosure: string; confidence: number; keywords: string[] };

type Language = "en" | "ja";
/**
 * One keyword of one disclosure, as word sequences: one for a phrase, more
 * for a keyword written `a+b` (every part somewhere in the text: 排出+削減
 * finds 排出量を削減 but not コスト削減). `specificity` is how much finding it
 * says: more for keywords few disclosures share.
 */
type Entry = { disclosure: number; keyword: string; parts: string[][]; specificity: number };
/** Phrases by their first word, per language; `all` for keywords with parts; `raw` keeps Japanese as text before the dictionary is loaded. */
type Index = {
  withDictionary: boolean;
  en: { byFirst: Map<string, Entry[]>; all: Entry[] };
  ja: { byFirst: Map<string, Entry[]>; all: Entry[] };
  raw: { keyword: string; parts: string[]; disclosure: number }[];
};

const indexes = new WeakMap<readonly Disclosure[], Index>();
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Which disclosures a text addresses, by the disclosures' keywords, surest
 * first. English is matched word by word (lower case, singular); Japanese
 * morpheme by morpheme in dictionary form, once `loadTokenizer()` has
 * resolved (the API awaits it at start); before that, Japanese keywords
 * are found as substrings of the raw text. Synchronous either way.
 *
 * Confidence grows with every distinct keyword found, more for keywords few
 * disclosures share ("scope 3") than for common ones ("emissions"):
 * 1 − e^(−1.2 · Σ specificity), rounded to two places.
 */
export function matchDisclosures(texts: TextsByLanguage, candidates: readonly Disclosure[] = DISCLOSURES): DisclosureMatch[] {
  const index = indexFor(candidates);
  const en = texts.en ?? "";
  const ja = texts.ja ?? "";
  const found = new Map<number, Map<string, number>>();
  const hit = (disclosure: number, keyword: string, specificity: number) => {
    const hits = found.get(disclosure) ?? new Map<string, number>();
    hits.set(keyword, specificity);
    found.set(disclosure, hits);
  };
  scan(englishWords(`${en}\n${ja}`), index.en, hit);
  if (index.withDictionary) {
    scan(japaneseWords(CJK.test(en) ? `${ja}\n${en}` : ja), index.ja, hit);
  } else {
    const text = normalizeJapanese(`${ja}\n${en}`).toLowerCase();
    for (const r of index.raw) if (r.parts.every((part) => text.includes(part))) hit(r.disclosure, r.keyword, 1);
  }
  const matches: DisclosureMatch[] = [];
  for (const [i, hits] of found) {
    const d = candidates[i]!;
    const score = [...hits.values()].reduce((sum, s) => sum + s, 0);
    matches.push({ framework: d.framework, disclosure: d.code, confidence: Math.round((1 - Math.exp(-1.2 * score)) * 100) / 100, keywords: [...hits.keys()] });
  }
  return matches.sort((a, b) => b.confidence - a.confidence || a.framework.localeCompare(b.framework) || a.disclosure.localeCompare(b.disclosure));
}

/** The same, with the dictionary loaded first (a no-op once it is). */
export async function matchDisclosuresLoaded(texts: TextsByLanguage, candidates: readonly Disclosure[] = DISCLOSURES): Promise<DisclosureMatch[]> {
  await loadTokenizer();
  return matchDisclosures(texts, candidates);
}

const at = (words: string[], i: number, phrase: string[]) => phrase.every((w, k) => words[i + k] === w);
const contains = (words: string[], phrase: string[]) => words.some((w, i) => w === phrase[0] && at(words, i, phrase));

function scan(words: string[], index: Index["en"], hit: (disclosure: number, keyword: string, specificity: number) => void) {
  for (let i = 0; i < words.length; i++) {
    for (const entry of index.byFirst.get(words[i]!) ?? []) if (at(words, i, entry.parts[0]!)) hit(entry.disclosure, entry.keyword, entry.specificity);
  }
  for (const entry of index.all) if (entry.parts.every((part) => contains(words, part))) hit(entry.disclosure, entry.keyword, entry.specificity);
}

function indexFor(candidates: readonly Disclosure[]): Index {
  const cached = indexes.get(candidates);
  if (cached && cached.withDictionary === tokenizerReady()) return cached;
  const index = buildIndex(candidates);
  indexes.set(candidates, index);
  return index;
}

/** Keyword → its parts as words, per language (kuromoji runs once per distinct Japanese keyword). */
const partsCache = { en: new Map<string, string[][]>(), ja: new Map<string, string[][]>() };
function partsOf(language: Language, keyword: string): string[][] {
  const cache = partsCache[language];
  let parts = cache.get(keyword);
  if (!parts) {
    parts = keyword
      .split("+")
      .map((part) => (language === "en" ? englishWords(part) : japaneseWords(part)))
      .filter((words) => words.length > 0);
    if (language === "en" || tokenizerReady()) cache.set(keyword, parts);
  }
  return parts;
}
const keyOf = (parts: string[][]) => parts.map((words) => words.join(" ")).join("+");

/**
 * How many disclosures share each keyword (by its words), over the whole
 * data set and the candidates: a keyword's weight does not depend on which
 * subset a caller matches against.
 */
function sharing(candidates: readonly Disclosure[], languages: readonly Language[]) {
  const counts = { en: new Map<string, Set<string>>(), ja: new Map<string, Set<string>>() };
  for (const d of candidates === DISCLOSURES ? DISCLOSURES : [...DISCLOSURES, ...candidates]) {
    for (const language of languages) {
      for (const k of d.keywords[language]) {
        const key = keyOf(partsOf(language, k));
        counts[language].set(key, (counts[language].get(key) ?? new Set<string>()).add(`${d.framework}:${d.code}`));
      }
    }
  }
  return counts;
}

function buildIndex(candidates: readonly Disclosure[]): Index {
  const withDictionary = tokenizerReady();
  const languages: Language[] = withDictionary ? ["en", "ja"] : ["en"];
  const counts = sharing(candidates, languages);
  const index: Index = { withDictionary, en: { byFirst: new Map(), all: [] }, ja: { byFirst: new Map(), all: [] }, raw: [] };
  candidates.forEach((d, i) => {
    if (!withDictionary) {
      for (const keyword of d.keywords.ja) index.raw.push({ keyword, parts: normalizeJapanese(keyword).toLowerCase().split("+"), disclosure: i });
    }
    for (const language of languages) {
      for (const keyword of d.keywords[language]) {
        const parts = partsOf(language, keyword);
        if (parts.length === 0) continue;
        const shared = counts[language].get(keyOf(parts))?.size ?? 1;
        const entry = { disclosure: i, keyword, parts, specificity: (parts.flat().length > 1 ? 1.25 : 1) / Math.sqrt(shared) };
        if (parts.length > 1) {
          index[language].all.push(entry);
          continue;
        }
        const first = parts[0]![0]!;
        index[language].byFirst.set(first, [...(index[language].byFirst.get(first) ?? []), entry]);
      }
    }
  });
  return index;
}
