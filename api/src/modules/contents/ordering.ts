import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages, contentCategories, contents } from "@greenpage/db/schema";

import type { Tx } from "../../lib/transaction.ts";
type Executor = Database | Tx;

/**
 * Order changes on one page run one at a time: every write that moves,
 * inserts or removes an item takes this row lock first. On PGlite (one
 * connection) transactions are serial anyway.
 */
export async function lockPage(tx: Tx, pageId: number): Promise<void> {
  await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for("update");
}

/** Writes order_key = position for every id whose key differs, in one statement. */
async function renumber(tx: Executor, table: typeof contents | typeof contentCategories, ordered: { id: number; orderKey: number }[]) {
  const changed = ordered.map((row, index) => ({ id: row.id, index, was: row.orderKey })).filter((row) => row.was !== row.index);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map(({ id, index }) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${table} SET order_key = v.k FROM (VALUES ${values}) AS v(id, k) WHERE ${table}.id = v.id`);
}

const sameCategory = (categoryId: number | null) => (categoryId === null ? isNull(contents.contentCategoryId) : eq(contents.contentCategoryId, categoryId));

async function contentList(tx: Executor, pageId: number, categoryId: number | null, exceptId?: number) {
  return tx
    .select({ id: contents.id, orderKey: contents.orderKey })
    .from(contents)
    .where(and(eq(contents.pageId, pageId), sameCategory(categoryId), exceptId ? ne(contents.id, exceptId) : undefined))
    .orderBy(asc(contents.orderKey), asc(contents.id));
}

/**
 * Puts a content at `index` of its category's list (clamped to the list) and
 * renumbers the list 0…n-1. Placing the items of a list one by one at their
 * indexes yields exactly that order, and any interleaving of two reorders
 * still leaves a complete list without duplicate keys.
 */
export async function placeContent(tx: Tx, pageId: number, content: { id: number; categoryId: number | null }, index: number | undefined) {
  const siblings = await contentList(tx, pageId, content.categoryId, content.id);
  const at = Math.max(0, Math.min(index ?? siblings.length, siblings.length));
  const ordered = [...siblings.slice(0, at), { id: content.id, orderKey: -1 }, ...siblings.slice(at)];
  await renumber(tx, contents, ordered);
}

/** Closes the gap an item left behind in its old list. */
export async function compactContents(tx: Tx, pageId: number, categoryId: number | null) {
  await renumber(tx, contents, await contentList(tx, pageId, categoryId));
}

/** Moves every content of a category to the end of News (null category), keeping their order. */
export async function moveContentsToNews(tx: Tx, pageId: number, categoryId: number) {
  const moving = await contentList(tx, pageId, categoryId);
  if (moving.length === 0) return;
  await tx
    .update(contents)
    .set({ contentCategoryId: null, updatedAt: new Date() })
    .where(and(eq(contents.pageId, pageId), eq(contents.contentCategoryId, categoryId)));
  const news = await contentList(tx, pageId, null);
  const rest = news.filter((row) => !moving.some((m) => m.id === row.id));
  await renumber(tx, contents, [...rest, ...moving.map((m) => ({ id: m.id, orderKey: -1 }))]);
}

async function categoryList(tx: Executor, pageId: number, exceptId?: number) {
  return tx
    .select({ id: contentCategories.id, orderKey: contentCategories.orderKey })
    .from(contentCategories)
    .where(and(eq(contentCategories.pageId, pageId), exceptId ? ne(contentCategories.id, exceptId) : undefined))
    .orderBy(asc(contentCategories.orderKey), asc(contentCategories.id));
}

export async function placeCategory(tx: Tx, pageId: number, categoryId: number, index: number | undefined) {
  const siblings = await categoryList(tx, pageId, categoryId);
  const at = Math.max(0, Math.min(index ?? siblings.length, siblings.length));
  await renumber(tx, contentCategories, [...siblings.slice(0, at), { id: categoryId, orderKey: -1 }, ...siblings.slice(at)]);
}

export async function compactCategories(tx: Tx, pageId: number) {
  await renumber(tx, contentCategories, await categoryList(tx, pageId));
}
