import { useQuery } from "@tanstack/react-query";
import type { FrameworkData, InitiativeDisclosures, PageDisclosures } from "@greenpage/sdk";
import { sdk } from "./api.ts";
import type { Language } from "./page-text.ts";

export type { FrameworkData, InitiativeDisclosures, PageDisclosures };
type Title = { en: string; ja?: string };

/** How people name a framework beside a disclosure's code: "GRI 305-1", "SDG 13.2". */
const SHORT_NAMES: Record<string, string> = {
  gri: "GRI",
  "ifrs-s1": "IFRS S1",
  "ifrs-s2": "IFRS S2",
  sasb: "SASB",
  cdp: "CDP",
  sdgs: "SDG",
  ssbj: "SSBJ",
};
export const disclosureLabel = (framework: string, code: string) => `${SHORT_NAMES[framework] ?? framework.toUpperCase()} ${code}`;
/** A disclosure's title in the interface's language where an official one exists, else the English one. */
export const disclosureTitle = (title: Title, language: Language) => (language === "ja" ? (title.ja ?? title.en) : title.en);

export const disclosuresKey = (pageId: number) => ["disclosures", pageId] as const;

/** Every framework's disclosures: data that changes only with a release. */
export function useFrameworkData() {
  return useQuery({ queryKey: ["frameworks"], queryFn: () => sdk.disclosures.frameworks(), staleTime: Infinity });
}

/** Per initiative of the page: the disclosures it counts for, and suggestions. */
export function usePageDisclosures(pageId: number) {
  return useQuery({ queryKey: disclosuresKey(pageId), queryFn: () => sdk.disclosures.list(pageId) });
}

/** The page's list with one initiative's answer in place of its old entry. */
export const withInitiative = (list: PageDisclosures | undefined, item: InitiativeDisclosures): PageDisclosures | undefined =>
  list && { ...list, initiatives: list.initiatives.map((i) => (i.content_id === item.content_id ? item : i)) };

export type PickerOption = { framework: string; code: string; title: Title };

/**
 * The disclosures a member may add by hand: those of the frameworks given
 * (all when none), matching every word of the query in the code, a title or
 * a keyword; those containing the query as written first; at most `limit`.
 */
export function searchDisclosures(data: readonly FrameworkData[], frameworks: readonly string[], query: string, limit = 8): PickerOption[] {
  const phrase = query.trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: (PickerOption & { exact: boolean })[] = [];
  for (const framework of data) {
    if (frameworks.length > 0 && !frameworks.includes(framework.code)) continue;
    for (const d of framework.disclosures) {
      const haystack = [disclosureLabel(framework.code, d.code), d.title.en, d.title.ja ?? "", ...d.keywords.en, ...d.keywords.ja].join(" | ").toLowerCase();
      if (words.every((w) => haystack.includes(w))) found.push({ framework: framework.code, code: d.code, title: d.title, exact: haystack.includes(phrase) });
    }
  }
  return [...found.filter((o) => o.exact), ...found.filter((o) => !o.exact)].slice(0, limit).map(({ exact: _, ...option }) => option);
}
