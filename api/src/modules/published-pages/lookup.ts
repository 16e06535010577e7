import { and, eq } from "drizzle-orm";
import { contents, type LanguageCode } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { notFound } from "../../lib/errors.ts";
import { chooseLanguage, type TextLanguage } from "../../lib/localize.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { gateAllowed, preparedPublicQueries } from "./queries.ts";
import { PUBLISHED_PAGE_ERRORS } from "./errors.ts";

type ContentRow = typeof contents.$inferSelect;

/**
 * Finding a published page by handle or id, as every public read starts:
 * an unpublished page answers "Page coming soon", an unknown one 404.
 */
/** What every public read needs of a page: its id and languages. */
export type PageLanguages = { id: number; enabled: string[]; defaultLanguage: LanguageCode };
export type PublishedPage = PageRow & PageLanguages;

/** `{business}` is a handle (case-insensitive) or an id; handles are never all digits, so the two cannot collide. */
export function parseKey(key: string): { id: number } | { handle: string } {
  if (/^\d{1,9}$/.test(key)) return { id: Number(key) };
  if (key.length < 4 || key.length > 30) throw notFound();
  return { handle: key.toLowerCase() };
}

function published<T extends { isPublished: boolean }>(row: T | undefined): T {
  if (!row) throw notFound();
  if (!row.isPublished) throw PUBLISHED_PAGE_ERRORS.raise("coming_soon");
  return row;
}

const languageCode = (code: string): LanguageCode => (code === "ja" ? "ja" : "en");

/** The whole page, for its own read. Unpublished pages answer "Page coming soon". */
export async function findPublishedPage(ctx: AppContext, key: string): Promise<PublishedPage> {
  const where = parseKey(key);
  const [row] = "id" in where ? await preparedPublicQueries(ctx.db).pageById.execute(where) : await preparedPublicQueries(ctx.db).pageByHandle.execute(where);
  const page = published(row?.page);
  return { ...page, enabled: row!.enabled, defaultLanguage: languageCode(row!.defaultLanguage) };
}

/** Only what the list reads need: one narrow row. */
export async function findPublishedHead(ctx: AppContext, key: string): Promise<PageLanguages> {
  const where = parseKey(key);
  const [row] =
    "id" in where ? await preparedPublicQueries(ctx.db).pageHeadById.execute(where) : await preparedPublicQueries(ctx.db).pageHeadByHandle.execute(where);
  const page = published(row);
  return { id: page.id, enabled: page.enabled, defaultLanguage: languageCode(page.defaultLanguage) };
}

export function languageFor(page: PageLanguages, requested: string | undefined): TextLanguage {
  return chooseLanguage(requested, page.enabled, page.defaultLanguage);
}

/** A published content of a published page, whatever its access (a gated one only while the plan includes access control). */
export async function findPublicContentRow(ctx: AppContext, page: PublishedPage, contentId: number): Promise<ContentRow> {
  rowIdOrNotFound(contentId);
  const [row] = await ctx.db
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, page.id), eq(contents.isPublished, true), gateAllowed));
  if (!row) throw notFound();
  return row;
}
