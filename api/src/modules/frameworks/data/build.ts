import type { Disclosure } from "./types.ts";

/**
 * The data files write their disclosures as a table, one per line, so a
 * framework reads like its own index and stays short:
 *
 *     code | English title | Japanese title (blank: none official) | en keywords, … | ja keywords, … | weight (blank: 1)
 *
 * Blank lines and lines starting with `#` are skipped. A malformed line
 * throws when the module loads, so no test can pass over it.
 */
export function disclosureTable(framework: string, topicOf: (code: string) => string, table: string, extra: Partial<Disclosure> = {}): Disclosure[] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      const [code, en, ja, keywordsEn, keywordsJa, weight] = cells;
      if (cells.length < 5 || cells.length > 6 || !code || !en) throw new Error(`${framework}: malformed disclosure line: ${line}`);
      const disclosure: Disclosure = {
        framework,
        code,
        topic: topicOf(code),
        title: ja ? { en, ja } : { en },
        keywords: { en: list(keywordsEn), ja: list(keywordsJa) },
        ...extra,
      };
      if (weight) disclosure.weight = Number(weight);
      return disclosure;
    });
}

const list = (cell: string | undefined) =>
  (cell ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
