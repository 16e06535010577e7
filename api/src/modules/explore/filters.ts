import { FieldErrorCollector } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/pagination.ts";
import { RULES } from "../../lib/validate.ts";
import { cleanCountry, cleanPageType } from "../pages/page-fields.ts";
import { PAGE_MESSAGES } from "../pages/messages.ts";
import { currentCountry } from "../pages/countries.ts";
import { isBusinessCategory, isFrameworkCode } from "../catalog/frameworks.ts";
import { EXPLORE_MESSAGES } from "./messages.ts";
import type { ExploreQuery } from "./model.ts";

/** Bounds that keep one search cheap: every word adds an index lookup and a recheck. */
export const SEARCH_LIMITS = { words: 5, wordLength: 50 } as const;

export type ExploreSort = "upvotes" | "recent";

/** An Explore query after checking: every value is known good, or the request answered 400. */
export type ExploreFilters = {
  words: string[];
  country?: string;
  framework?: string;
  category?: string;
  pageType?: string;
  /** Initiatives only: Verified, and not past their certificate's expiry date. */
  verified: boolean;
  sort: ExploreSort;
  lang: string | undefined;
  page: number;
  pageSize: number;
  offset: number;
};

/**
 * Search words: NFKC (full-width letters fold to ASCII, as in the indexed
 * text), split on any whitespace, duplicates dropped. Lower-casing is left to
 * the database's `gp_search_text`, so both sides fold case the same way.
 */
function searchWords(errors: FieldErrorCollector, q: string | undefined): string[] {
  const words = [...new Set((q ?? "").normalize("NFKC").split(/\s+/u).filter(Boolean))];
  if (words.length > SEARCH_LIMITS.words) errors.add("q", EXPLORE_MESSAGES.searchWords(SEARCH_LIMITS.words));
  if (words.some((word) => [...word].length > SEARCH_LIMITS.wordLength)) errors.add("q", EXPLORE_MESSAGES.searchWordLength(SEARCH_LIMITS.wordLength));
  return words;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function cleanExploreQuery(query: ExploreQuery): ExploreFilters {
  const errors = new FieldErrorCollector();
  const words = searchWords(errors, query.q);
  // An old link may name a withdrawn code (UK): it means its successor.
  const country = cleanCountry(errors, currentCountry(blankToUndefined(query.country)?.toUpperCase() ?? null)) ?? undefined;
  const pageType = cleanPageType(errors, blankToUndefined(query.page_type));
  const framework = blankToUndefined(query.framework);
  if (framework !== undefined && !isFrameworkCode(framework)) errors.add("framework", RULES.framework);
  const category = blankToUndefined(query.category);
  if (category !== undefined && !isBusinessCategory(category)) errors.add("category", PAGE_MESSAGES.businessCategory);
  const sort = blankToUndefined(query.sort) ?? "upvotes";
  if (sort !== "upvotes" && sort !== "recent") errors.add("sort", EXPLORE_MESSAGES.sort);
  const verified = blankToUndefined(query.verified) ?? "false";
  if (verified !== "true" && verified !== "false") errors.add("verified", EXPLORE_MESSAGES.verified);
  errors.throwIfAny();
  const window = pageWindow(query);
  return {
    words,
    country,
    framework,
    category,
    pageType,
    verified: verified === "true",
    sort: sort as ExploreSort,
    lang: query.lang,
    page: window.page,
    pageSize: window.pageSize,
    offset: window.offset,
  };
}

/** Whether any filter narrows the read (the words aside). */
export const hasFilters = (filters: ExploreFilters): boolean => Boolean(filters.country || filters.framework || filters.category || filters.pageType);
