import { type SQL, sql } from "drizzle-orm";
import type { EvidenceState, LanguageCode, LocalizedText } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { chooseLanguage, pickText } from "../../lib/localize.ts";
import type { ExploreFilters } from "./filters.ts";
import { cachedRead, type HotReads } from "./hot-reads.ts";
import type { ExploreInitiative } from "./model.ts";
import { LISTED_INITIATIVE } from "./listed.ts";
import { filterTerms, pageFilters, pageFramework, pageLanguages } from "./page-search.ts";
import { cappedCount, isoTime, matchesWords, type PageStatements, readPage, searchSource } from "./search.ts";
import { upvotedInitiatives } from "./upvotes.ts";
import { fileUrl } from "../../lib/storage.ts";

/** The framework filter matches the owning page's frameworks or the initiative's own. */
function initiativeFramework(framework: string | undefined): SQL | undefined {
  if (!framework) return undefined;
  return sql`(${pageFramework(framework)} or c.frameworks @> ${JSON.stringify([{ framework }])}::jsonb)`;
}

/**
 * Verified, and its certificate not past its expiry date (the last day still
 * counts, in UTC days as everywhere else): a test on the row itself, as the
 * date, not a write, ends it.
 */
const verifiedToday = (alias: string) =>
  sql` and ${sql.raw(alias)}evidence_state = 'verified' and (${sql.raw(alias)}expiration_date is null or ${sql.raw(alias)}expiration_date >= (now() at time zone 'UTC')::date)`;

const INITIATIVE_ORDER = {
  upvotes: sql`c.upvote_count desc nulls last, c.id desc nulls last`,
  recent: sql`c.shared_at desc nulls last, c.id desc nulls last`,
};

export function initiativeSearchStatements(filters: ExploreFilters): PageStatements {
  // Unlike pages, a filtered browse is not read from the GIN index: it walks the sort index testing each
  // initiative's own words, and a common filter (country=JP, one in six) fills a page within a few hundred rows.
  const searching = filters.words.length > 0;
  // Listed and passing the filters, by the initiative's own words (migration 0026): tested without reading its page.
  const listed = (alias: string) =>
    sql`${sql.raw(alias)}shared_to_explore and ${filterTerms(filters, sql.raw(`${alias}explore_terms`), true)}${filters.verified ? verifiedToday(alias) : sql``}`;
  // The GIN index on contents is partial (shared ones only): the search's `listed` says so, which lets it use it.
  const source = searching ? searchSource(sql`contents`, filters.words, listed("")) : sql`contents`;
  // The page of rows tests the conditions themselves too, on the few rows the words let through.
  const where = sql.join([listed("c."), LISTED_INITIATIVE, ...pageFilters(filters, initiativeFramework(filters.framework))], sql` and `);
  const select = (contents: SQL, condition: SQL) => sql`select c.id, c.title_json, c.description_json, c.cover_image, c.evidence_state,
      c.upvote_count, ${isoTime(sql`c.shared_at`)} as shared_at, s.id as status_id, s.code as status_code, s.name_json as status_name_json,
      b.handle, b.name_json as page_name_json, b.page_type, b.logo, ${pageLanguages}
    from ${contents} as c join businesses b on b.id = c.business_id left join initiative_status_categories s on s.id = c.status_id
    where ${condition}
    order by ${INITIATIVE_ORDER[filters.sort]} limit ${filters.pageSize} offset ${filters.offset}`;
  return {
    rows: select(source, where),
    sortedRows: searching ? select(sql`contents`, sql`${where} and ${matchesWords(filters.words, "c")}`) : undefined,
    // The total reads contents alone: the words say what the page would.
    count: searching ? cappedCount(sql`${source} as c`, sql`true`) : cappedCount(sql`contents as c`, listed("c.")),
    searching,
    offset: filters.offset,
  };
}

type InitiativeRow = {
  id: number;
  title_json: LocalizedText;
  description_json: LocalizedText;
  cover_image: string | null;
  evidence_state: EvidenceState;
  upvote_count: number;
  shared_at: string | null;
  status_id: number | null;
  status_code: string | null;
  status_name_json: LocalizedText | null;
  handle: string;
  page_name_json: LocalizedText | null;
  page_type: string;
  logo: string | null;
  default_language: LanguageCode;
  enabled: string[];
};

/** Shared initiatives matching the search (their own title and description) and the filters of their page. */
export async function exploreInitiatives(ctx: AppContext, filters: ExploreFilters, userId: string | undefined, cache?: HotReads) {
  const { rows, count, count_capped } = await cachedRead(cache, ctx, "initiatives", filters, () =>
    readPage<InitiativeRow>(ctx.db, initiativeSearchStatements(filters)),
  );
  const upvoted = await upvotedInitiatives(
    ctx,
    userId,
    rows.map((row) => row.id),
  );
  const results: ExploreInitiative[] = rows.map((row) => {
    const language = chooseLanguage(filters.lang, row.enabled, row.default_language);
    const text = (value: LocalizedText | null) => pickText(value, language, row.default_language);
    return {
      id: row.id,
      page: { handle: row.handle, name: text(row.page_name_json), page_type: row.page_type, logo_url: fileUrl(ctx, row.logo) },
      language: language.code,
      title: text(row.title_json),
      description: text(row.description_json),
      cover_image_url: fileUrl(ctx, row.cover_image),
      // A status label is the product's own word, never marked as an unsupported language.
      status:
        row.status_id === null
          ? null
          : {
              id: row.status_id,
              code: row.status_code ?? "",
              label: row.status_name_json?.[language.code] ?? row.status_name_json?.en ?? row.status_code ?? "",
            },
      evidence_state: row.evidence_state,
      upvote_count: row.upvote_count,
      upvoted: upvoted.has(row.id),
      shared_at: row.shared_at,
      url: `/${row.handle}/${row.id}`,
    };
  });
  return { count, count_capped, page: filters.page, page_size: filters.pageSize, results };
}
