import { and, asc, count, eq, sql } from "drizzle-orm";
import { contents, pages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { gateAllowed } from "../published-pages/queries.ts";

/** A sitemap file holds at most 50,000 URLs; each page has up to two (one per language). */
export const SITEMAP_CHUNK = 20_000;

/** A sitemap file holds at most 50,000 URLs; an initiative is one URL (its languages are alternates). */
export const SITEMAP_ITEM_CHUNK = 40_000;

const listed = and(eq(pages.isPublished, true), eq(pages.isVisible, true));

/**
 * The initiatives a listed page shows: published and listed (not unlisted).
 * Gated ones (limited, password) are included: their own URL is a teaser
 * page made to be found, and it never shows what the gate protects.
 */
const listedItems = and(listed, eq(contents.isPublished, true), eq(contents.visibility, "public"), gateAllowed);

const enabledLanguages = sql<string[]>`coalesce((select json_agg(l.code order by l.id) from business_languages bl
        join languages l on l.id = bl.language_id where bl.business_id = "businesses"."id" and bl.is_enabled), '[]'::json)`;

export async function listSitemapPages(ctx: AppContext, chunk: number) {
  const [total] = await ctx.db.select({ n: count() }).from(pages).where(listed);
  const rows = await ctx.db
    .select({
      handle: pages.handle,
      updatedAt: pages.updatedAt,
      languages: enabledLanguages,
    })
    .from(pages)
    .where(listed)
    .orderBy(asc(pages.id))
    .limit(SITEMAP_CHUNK)
    .offset((chunk - 1) * SITEMAP_CHUNK);
  return {
    chunks: Math.max(1, Math.ceil((total?.n ?? 0) / SITEMAP_CHUNK)),
    chunk_size: SITEMAP_CHUNK,
    results: rows.map((row) => ({ handle: row.handle, updated_at: row.updatedAt.toISOString(), languages: row.languages })),
  };
}

/** Listed initiatives of listed pages, for the sitemap's item files; `lastmod` is the later of the item's and its page's edits (the item's page shows both). */
export async function listSitemapItems(ctx: AppContext, chunk: number) {
  const [total] = await ctx.db.select({ n: count() }).from(contents).innerJoin(pages, eq(pages.id, contents.pageId)).where(listedItems);
  const rows = await ctx.db
    .select({ handle: pages.handle, id: contents.id, updatedAt: sql<Date>`greatest(${contents.updatedAt}, ${pages.updatedAt})`, languages: enabledLanguages })
    .from(contents)
    .innerJoin(pages, eq(pages.id, contents.pageId))
    .where(listedItems)
    .orderBy(asc(contents.id))
    .limit(SITEMAP_ITEM_CHUNK)
    .offset((chunk - 1) * SITEMAP_ITEM_CHUNK);
  return {
    chunks: Math.max(1, Math.ceil((total?.n ?? 0) / SITEMAP_ITEM_CHUNK)),
    chunk_size: SITEMAP_ITEM_CHUNK,
    results: rows.map((row) => ({ handle: row.handle, id: row.id, updated_at: new Date(row.updatedAt).toISOString(), languages: row.languages })),
  };
}
