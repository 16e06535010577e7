import { and, asc, type Column, desc, eq, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages, contentCategories, contents, linkBlocks, news, PLAN_CODES } from "@greenpage/db/schema";
import { PLAN_LIMITS } from "../../lib/plans/limits.ts";

/**
 * The public reads, built once with placeholders and prepared: they are the
 * hottest queries (every page view, every widget open). The database picks
 * the language, so no per-language maps travel to the API for lists.
 * `scripts/bench/baseline.ts` runs exactly these statements (`toSQL()`).
 *
 * Drizzle writes the column of a single-table select without its table name,
 * which a subquery would resolve to its own tables, so outer columns inside
 * subqueries are written qualified by hand.
 */
const lang = sql.placeholder("lang");
const fallback = sql.placeholder("fallback");

/** Text in the chosen language, else the default one, else whichever exists. */
const pick = (column: SQL | Column) =>
  sql<string | null>`coalesce(${column} ->> ${lang}::text, ${column} ->> ${fallback}::text, ${column} ->> 'en', ${column} ->> 'ja')`;

const enabledLanguages = sql<string[]>`coalesce((
  select json_agg(l.code order by l.id) from business_languages bl join languages l on l.id = bl.language_id
  where bl.business_id = "businesses"."id" and bl.is_enabled), '[]'::json)`.as("enabled");
const defaultLanguage = sql<string>`(select l.code from languages l where l.id = "businesses"."default_language_id")`.as("default_language");

/** The plans that include access control (limited and password items), from the one plan table. */
const GATING_PLANS = PLAN_CODES.filter((code) => PLAN_LIMITS[code].access_control);

/**
 * A gated item (limited or password) is shown only while its page's plan
 * includes access control. After a downgrade it stays stored, hidden from
 * visitors, and comes back with an upgrade: a gate the plan no longer
 * enforces must not turn into an open door.
 */
export const gateAllowed = sql`(${contents.access} = 'public' or exists (
  select 1 from page_subscriptions ps join subscription_plans sp on sp.id = ps.plan_id
  where ps.business_id = "contents"."business_id" and sp.code in (${sql.join(
    GATING_PLANS.map((code) => sql`${code}`),
    sql`, `,
  )})))`;

/** What a page lists publicly: published contents of public visibility (unlisted ones only by their own URL). */
export const listedContents = (pageId: number | Placeholder) =>
  and(eq(contents.pageId, pageId), eq(contents.isPublished, true), eq(contents.visibility, "public"), gateAllowed);

export function publicQueries(db: Database) {
  const pageColumns = { page: pages, enabled: enabledLanguages, defaultLanguage };
  const pageHeadColumns = { id: pages.id, isPublished: pages.isPublished, enabled: enabledLanguages, defaultLanguage };
  const byHandle = sql`lower(${pages.handle}) = ${sql.placeholder("handle")}`;
  const byId = eq(pages.id, sql.placeholder("id"));
  return {
    pageByHandle: db.select(pageColumns).from(pages).where(byHandle),
    pageById: db.select(pageColumns).from(pages).where(byId),
    /** What the list reads need of a page: whether it is published and its languages. */
    pageHeadByHandle: db.select(pageHeadColumns).from(pages).where(byHandle),
    pageHeadById: db.select(pageHeadColumns).from(pages).where(byId),
    /** The light list: teaser, evidence fields and attachments, text already in one language, no body text. */
    contentList: db
      .select({
        id: contents.id,
        contentCategoryId: contents.contentCategoryId,
        orderKey: contents.orderKey,
        kind: contents.kind,
        title: pick(contents.titleJson).as("title"),
        description: pick(contents.descriptionJson).as("description"),
        image: contents.image,
        coverImage: contents.coverImage,
        statusId: contents.statusId,
        evidenceState: contents.evidenceState,
        frameworks: contents.frameworks,
        access: contents.access,
        issuingOrganization: contents.issuingOrganization,
        auditor: contents.auditor,
        issueDate: contents.issueDate,
        expirationDate: contents.expirationDate,
        credentialId: contents.credentialId,
        lastVerified: contents.lastVerified,
        link: contents.link,
        attachments: contents.attachments,
      })
      .from(contents)
      .leftJoin(contentCategories, eq(contentCategories.id, contents.contentCategoryId))
      .where(listedContents(sql.placeholder("pageId")))
      .orderBy(sql`${contentCategories.orderKey} ASC NULLS LAST`, asc(contentCategories.id), asc(contents.orderKey), asc(contents.id)),
    categoryList: db
      .select({ id: contentCategories.id, orderKey: contentCategories.orderKey, name: pick(sql`"content_categories"."name_json"`).as("name") })
      .from(contentCategories)
      .where(eq(contentCategories.pageId, sql.placeholder("pageId")))
      .orderBy(asc(contentCategories.orderKey), asc(contentCategories.id)),
    /** The page's shown link blocks, in the owner's order. */
    linkBlockList: db
      .select()
      .from(linkBlocks)
      .where(and(eq(linkBlocks.pageId, sql.placeholder("pageId")), eq(linkBlocks.isHidden, false)))
      .orderBy(asc(linkBlocks.orderKey), asc(linkBlocks.id)),
    /** Published news, newest first, one window of it with the count of all (no second query for the count). */
    newsList: db
      .select({ news, total: sql<number>`(count(*) over ())::int`.as("total") })
      .from(news)
      .where(and(eq(news.pageId, sql.placeholder("pageId")), eq(news.isPublished, true)))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  };
}

export type PublicQueries = ReturnType<typeof publicQueries>;

/** The same queries, prepared once per database handle. */
function preparePublicQueries(db: Database) {
  const q = publicQueries(db);
  return {
    pageByHandle: q.pageByHandle.prepare("public_page_by_handle"),
    pageById: q.pageById.prepare("public_page_by_id"),
    pageHeadByHandle: q.pageHeadByHandle.prepare("public_page_head_by_handle"),
    pageHeadById: q.pageHeadById.prepare("public_page_head_by_id"),
    contentList: q.contentList.prepare("public_content_list"),
    categoryList: q.categoryList.prepare("public_category_list"),
    linkBlockList: q.linkBlockList.prepare("public_link_block_list"),
    newsList: q.newsList.prepare("public_news_list"),
  };
}

const prepared = new WeakMap<object, ReturnType<typeof preparePublicQueries>>();

/** The prepared public reads of a database handle, made on first use. */
export function preparedPublicQueries(db: Database) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = preparePublicQueries(db)));
  return queries;
}
