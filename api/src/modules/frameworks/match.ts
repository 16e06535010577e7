import { DISCLOSURES, type Disclosure } from "./data/index.ts";

export type TextsByLanguage = { en?: string; ja?: string };
export type DisclosureMatch = { framework: string; disclosure: string; confidence: number; keywords: string[] };

/**
 * Which disclosures a text addresses, by the disclosures' keywords, surest
 * first. (Issue 23: Japanese is to be tokenized with a dictionary, kuromoji;
 * this first version matches phrases as substrings.)
 */
export function matchDisclosures(texts: TextsByLanguage, candidates: readonly Disclosure[] = DISCLOSURES): DisclosureMatch[] {
  const en = (texts.en ?? "").toLowerCase();
  const ja = texts.ja ?? "";
  const matches: DisclosureMatch[] = [];
  for (const d of candidates) {
    const hits = [...d.keywords.en.filter((k) => en.includes(k)), ...d.keywords.ja.filter((k) => ja.includes(k))];
    if (hits.length === 0) continue;
    const total = d.keywords.en.length + d.keywords.ja.length;
    matches.push({ framework: d.framework, disclosure: d.code, confidence: Math.min(1, hits.length / Math.max(1, total / 2)), keywords: hits });
  }
  return matches.sort((a, b) => b.confidence - a.confidence);
}
