import { createRequire } from "node:module";
import path from "node:path";
import kuromoji from "kuromoji";

/**
 * Words of a text as the matcher compares them: English lower-cased with
 * plurals folded to the singular; Japanese cut by kuromoji's dictionary into
 * morphemes, each as its dictionary form (削減しました → 削減 する ます た).
 * Both sides of a match — a disclosure's keywords and an initiative's text —
 * go through the same functions, so a keyword matches every inflection the
 * dictionary knows.
 */

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let tokenizer: Tokenizer | null = null;
let loading: Promise<void> | null = null;

/** kuromoji's dictionary ships inside the package (about 18 MB, gzipped files). */
function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("kuromoji/package.json")), "dict");
}

/**
 * Loads the Japanese dictionary once (about a second); later calls return
 * the same promise. Callers await it before matching (the first load costs
 * about a second and some 200 MB, so an API that never matches pays nothing);
 * after it, tokenizing and matching are synchronous.
 */
export function loadTokenizer(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath() }).build((error, built) => {
      if (error) {
        loading = null;
        reject(error);
        return;
      }
      tokenizer = built;
      resolve();
    });
  });
  return loading;
}

export const tokenizerReady = () => tokenizer !== null;

/** Full-width letters and digits as ASCII (ＣＯ２ → CO2, スコープ１ → スコープ1). */
const normalize = (text: string) => text.normalize("NFKC");

/** One English word in the singular: emissions → emission, policies → policy, boxes → box; "gas", "business", "status" stay. */
const IRREGULAR: Record<string, string> = { gases: "gas", buses: "bus", statuses: "status", analyses: "analysis", species: "species", series: "series" };
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /(ss|us|is|ys|as)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** English (and any Latin-script) words of a text: lower case, singular; "Scope 1", "ISO 14001", "CO2" keep their digits. */
export function englishWords(text: string): string[] {
  return (
    normalize(text)
      .toLowerCase()
      .match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []
  ).map((w) => singular(w.replace(/['’]s$/, "")));
}

const SKIPPED_POS = new Set(["記号"]);
const PUNCTUATION = /^[\p{P}\p{S}\s]+$/u;

/**
 * Japanese morphemes of a text as dictionary forms; symbols and punctuation dropped. Before
 * the dictionary is loaded there are none: the caller falls back to
 * matching the raw text (see match.ts).
 */
export function japaneseWords(text: string): string[] {
  if (!tokenizer || text === "") return [];
  const words: string[] = [];
  for (const token of tokenizer.tokenize(normalize(text))) {
    if (SKIPPED_POS.has(token.pos) || PUNCTUATION.test(token.surface_form)) continue;
    const base = token.basic_form && token.basic_form !== "*" ? token.basic_form : token.surface_form;
    words.push(base.toLowerCase());
  }
  return words;
}

export const normalizeJapanese = normalize;
