import { type SQL, sql } from "drizzle-orm";
import type { FrameworkSelection, LanguageCode, LocalizedText } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { chooseLanguage, pickText } from "../../lib/localize.ts";
import { type ExploreFilters, hasFilters } from "./filters.ts";
import { cachedRead, type HotReads } from "./hot-reads.ts";
import { LISTED_PAGE } from "./listed.ts";
import type { ExplorePage } from "./model.ts";
import { cappedCount, isoTime, matchesWords, type PageStatements, readPage, searchSource } from "./search.ts";
import { upvotedPages } from "./upvotes.ts";
import { fileUrl } from "../../lib/storage.ts";
import { countryAliases, currentCountry } from "../pages/countries.ts";

/** The languages a page offers and its default, for picking its text (alias `b` is the page). */
export const pageLanguages = sql`
  (select l.code from languages l where l.id = b.default_language_id) as default_language,
  coalesce((select json_agg(l.code order by l.id) from business_languages bl join languages l on l.id = bl.language_id
    where bl.business_id = b.id and bl.is_enabled), '[]'::json) as enabled`;

/** The page filters shared by both tabs (alias `b`); the framework may be the main one or any chosen one. */
export function pageFilters(filters: ExploreFilters, framework: SQL | undefined = pageFramework(filters.framework)): SQL[] {
  return [
    // A page saved with a withdrawn code (UK) is found under its successor (GB).
    filters.country
      ? sql`b.country in (${sql.join(
          countryAliases(filters.country).map((code) => sql`${code}`),
          sql`, `,
        )})`
      : undefined,
    filters.pageType ? sql`b.page_type = ${filters.pageType}` : undefined,
    filters.category ? sql`b.business_category @> ${JSON.stringify([filters.category])}::jsonb` : undefined,
    framework,
  ].filter((condition): condition is SQL => condition !== undefined);
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The filters as words of `explore_terms` (migration 0025), which the search's
 * GIN index holds next to the grams: the index scan intersects a word's matches
 * with the filter's, so a filter that rejects nearly every match of a common
 * word costs no reads of the rejected rows. `listed` (migration 0026) adds the
 * word a listed row has (`LISTED_PAGE`, `LISTED_INITIATIVE`), so that a count
 * need not read each match's page to know. `column` is the table's
 * `explore_terms`; undefined when there is nothing to require.
 */
export function filterTerms(filters: ExploreFilters, column: SQL, listed = false): SQL | undefined {
  const required = [
    listed && "listed",
    filters.pageType && `type:${filters.pageType}`,
    filters.category && `category:${filters.category}`,
    filters.framework && `framework:${filters.framework}`,
  ].filter((term): term is string => Boolean(term));
  const conditions = [
    required.length ? sql`${column} @> ${textArray(required)}` : undefined,
    filters.country ? sql`${column} && ${textArray(countryAliases(filters.country).map((code) => `country:${code}`))}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

export function pageFramework(framework: string | undefined): SQL | undefined {
  if (!framework) return undefined;
  return sql`(b.framework_type = ${framework} or b.frameworks @> ${JSON.stringify([{ framework }])}::jsonb)`;
}

/** The newest or most upvoted first; ties by id, newest first. The columns match the partial indexes. */
const PAGE_ORDER = {
  upvotes: sql`b.upvote_count desc nulls last, b.id desc nulls last`,
  recent: sql`b.published_at desc nulls last, b.id desc nulls last`,
};

/** The statements of one Explore pages read: the page of rows (both ways when searching) and the capped total. */
export function pageSearchStatements(filters: ExploreFilters): PageStatements {
  // A filtered browse is read like a search, from the filters' words in the GIN index (a plain browse walks the sort index).
  const searching = filters.words.length > 0 || hasFilters(filters);
  const source = searching ? searchSource(sql`businesses`, filters.words, filterTerms(filters, sql`explore_terms`, true)) : sql`businesses`;
  const where = sql.join([LISTED_PAGE, ...pageFilters(filters)], sql` and `);
  const select = (from: SQL, condition: SQL) => sql`select b.id, b.handle, b.page_type, b.country, b.name_json, b.description_json, b.logo,
      b.framework_type, b.frameworks, b.business_category, b.upvote_count, ${isoTime(sql`b.published_at`)} as published_at, ${pageLanguages}
    from ${from} as b where ${condition}
    order by ${PAGE_ORDER[filters.sort]} limit ${filters.pageSize} offset ${filters.offset}`;
  return {
    rows: select(source, where),
    sortedRows: searching ? select(sql`businesses`, filters.words.length ? sql`${where} and ${matchesWords(filters.words, "b")}` : where) : undefined,
    count: cappedCount(sql`${source} as b`, where),
    searching,
    offset: filters.offset,
  };
}

type PageRow = {
  id: number;
  handle: string;
  page_type: string;
  country: string | null;
  name_json: LocalizedText | null;
  description_json: LocalizedText | null;
  logo: string | null;
  framework_type: string | null;
  frameworks: FrameworkSelection[];
  business_category: string[];
  upvote_count: number;
  published_at: string | null;
  default_language: LanguageCode;
  enabled: string[];
};

/** Published, visible pages matching the search and filters; `upvoted` for a signed-in caller. */
export async function explorePages(ctx: AppContext, filters: ExploreFilters, userId: string | undefined, cache?: HotReads) {
  const { rows, count, count_capped } = await cachedRead(cache, ctx, "pages", filters, () => readPage<PageRow>(ctx.db, pageSearchStatements(filters)));
  const upvoted = await upvotedPages(
    ctx,
    userId,
    rows.map((row) => row.id),
  );
  const results: ExplorePage[] = rows.map((row) => {
    const language = chooseLanguage(filters.lang, row.enabled, row.default_language);
    return {
      id: row.id,
      handle: row.handle,
      page_type: row.page_type,
      country: currentCountry(row.country),
      language: language.code,
      name: pickText(row.name_json, language, row.default_language),
      description: pickText(row.description_json, language, row.default_language),
      logo_url: fileUrl(ctx, row.logo),
      framework_type: row.framework_type,
      frameworks: row.frameworks,
      business_category: row.business_category,
      upvote_count: row.upvote_count,
      upvoted: upvoted.has(row.id),
      published_at: row.published_at,
    };
  });
  return { count, count_capped, page: filters.page, page_size: filters.pageSize, results };
}
