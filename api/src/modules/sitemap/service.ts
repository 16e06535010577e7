import { and, asc, count, eq, sql } from "drizzle-orm";
import { pages } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";

/** A sitemap file holds at most 50,000 URLs; each page has up to two (one per language). */
export const SITEMAP_CHUNK = 20_000;

const listed = and(eq(pages.isPublished, true), eq(pages.isVisible, true));

export async function listSitemapPages(ctx: AppContext, chunk: number) {
  const [total] = await ctx.db.select({ n: count() }).from(pages).where(listed);
  const rows = await ctx.db
    .select({
      handle: pages.handle,
      updatedAt: pages.updatedAt,
      languages: sql<string[]>`coalesce((select json_agg(l.code order by l.id) from business_languages bl
        join languages l on l.id = bl.language_id where bl.business_id = "businesses"."id" and bl.is_enabled), '[]'::json)`,
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
