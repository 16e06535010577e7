import type { LanguageCode } from "@greenpage/db/schema";
import { CLAIM_TERMS, type ClaimTerm, NOT_CLAIMS } from "./data/claims.ts";

/** One claim term found in the texts of one language: the phrase as written there. */
export type ClaimHit = { term: ClaimTerm; phrase: string; language: LanguageCode };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A whole-word, any-case pattern for an English phrase; a space or hyphen between its words matches either. */
const englishPattern = (phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join("[\\s-]+")}(?![\\p{L}\\p{N}])`,
    "iu",
  );

type Compiled = { term: ClaimTerm; patterns: { language: LanguageCode; pattern: RegExp }[] };

const COMPILED: Compiled[] = CLAIM_TERMS.map((term) => ({
  term,
  // Longer phrases first, so "eco-friendly" is reported rather than the "eco" inside it.
  patterns: [
    ...[...term.en].sort((a, b) => b.length - a.length).map((phrase) => ({ language: "en" as const, pattern: englishPattern(phrase) })),
    ...term.ja.map((source) => ({ language: "ja" as const, pattern: new RegExp(source, "u") })),
  ],
}));

/** The text with words that only look like claims ("green coffee", "greenhouse gas") blanked out. */
function withoutLookalikes(text: string): string {
  return text.replace(NOT_CLAIMS.en, (m) => " ".repeat(m.length)).replace(NOT_CLAIMS.ja, (m) => " ".repeat(m.length));
}

/**
 * The claim terms texts make, each once, in the list's order. `language` is
 * the texts a term was found in: those in `preferred` first, then the
 * others. Every text is read with both languages' terms: owners mix
 * languages in one field.
 */
export function findClaims(texts: Partial<Record<LanguageCode, string[]>>, preferred: LanguageCode): ClaimHit[] {
  const order: LanguageCode[] = preferred === "ja" ? ["ja", "en"] : ["en", "ja"];
  const groups = order.map((language) => ({ language, texts: (texts[language] ?? []).filter(Boolean).map(withoutLookalikes) }));
  const hits: ClaimHit[] = [];
  for (const { term, patterns } of COMPILED) {
    const ranked = [...patterns].sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
    const hit = groups
      .flatMap((group) => ranked.map(({ pattern }) => ({ language: group.language, phrase: group.texts.map((text) => pattern.exec(text)?.[0]).find(Boolean) })))
      .find((found) => found.phrase);
    if (hit?.phrase) hits.push({ term, phrase: hit.phrase, language: hit.language });
  }
  return hits;
}
