import { checkPageRoom } from "../../lib/plans/index.ts";
import { and, asc, eq } from "drizzle-orm";
import { contentCategories, contents } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { cleanLocalized } from "../../lib/validate.ts";
import { listContentRows, toContentView } from "./content-service.ts";
import type { CategoryBody, ContentCategory } from "./model.ts";
import { compactCategories, lockPage, moveContentsToNews, placeCategory } from "./ordering.ts";

type CategoryRow = typeof contentCategories.$inferSelect;

/** The default category: contents without a category, shown as News and always last. */
export const NEWS_CATEGORY_NAME = { en: "News", ja: "ニュース" } as const;

async function findCategory(ctx: AppContext, pageId: number, categoryId: number): Promise<CategoryRow> {
  rowIdOrNotFound(categoryId);
  const [row] = await ctx.db
    .select()
    .from(contentCategories)
    .where(and(eq(contentCategories.id, categoryId), eq(contentCategories.pageId, pageId)));
  if (!row) throw notFound();
  return row;
}

function cleanName(body: CategoryBody, required: boolean) {
  const errors = new FieldErrorCollector();
  const name = cleanLocalized(errors, "name_json", body.name_json ?? (required ? {} : undefined), { required: true });
  errors.throwIfAny();
  return name ?? undefined;
}

/** Categories with their contents, in order, and News (null id) last. */
export async function listCategories(ctx: AppContext, pageId: number): Promise<ContentCategory[]> {
  const [categories, rows] = await Promise.all([
    ctx.db.select().from(contentCategories).where(eq(contentCategories.pageId, pageId)).orderBy(asc(contentCategories.orderKey), asc(contentCategories.id)),
    listContentRows(ctx, pageId),
  ]);
  const views = rows.map((row) => toContentView(ctx, row));
  return [
    ...categories.map((c) => ({
      id: c.id,
      order_key: c.orderKey,
      name_json: c.nameJson as Record<string, string>,
      custom_contents: views.filter((v) => v.content_category_id === c.id),
    })),
    { id: null, order_key: categories.length, name_json: { ...NEWS_CATEGORY_NAME }, custom_contents: views.filter((v) => v.content_category_id === null) },
  ];
}

export async function getCategory(ctx: AppContext, pageId: number, categoryId: number): Promise<ContentCategory> {
  const category = await findCategory(ctx, pageId, categoryId);
  const rows = await ctx.db
    .select()
    .from(contents)
    .where(and(eq(contents.pageId, pageId), eq(contents.contentCategoryId, category.id)))
    .orderBy(asc(contents.orderKey), asc(contents.id));
  return {
    id: category.id,
    order_key: category.orderKey,
    name_json: category.nameJson as Record<string, string>,
    custom_contents: rows.map((r) => toContentView(ctx, r)),
  };
}

export async function createCategory(ctx: AppContext, pageId: number, body: CategoryBody): Promise<ContentCategory> {
  const name = cleanName(body, true)!;
  const id = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await checkPageRoom(tx, pageId, "custom_views");
    const [row] = await tx.insert(contentCategories).values({ pageId, nameJson: name, orderKey: 2_147_483_647 }).returning({ id: contentCategories.id });
    await placeCategory(tx, pageId, row!.id, body.order_key);
    return row!.id;
  });
  return getCategory(ctx, pageId, id);
}

export async function updateCategory(ctx: AppContext, pageId: number, categoryId: number, body: CategoryBody): Promise<ContentCategory> {
  await findCategory(ctx, pageId, categoryId);
  const name = cleanName(body, false);
  await ctx.db.transaction(async (tx) => {
    if (name) await tx.update(contentCategories).set({ nameJson: name, updatedAt: new Date() }).where(eq(contentCategories.id, categoryId));
    if (body.order_key !== undefined) {
      await lockPage(tx, pageId);
      await placeCategory(tx, pageId, categoryId, body.order_key);
    }
  });
  return getCategory(ctx, pageId, categoryId);
}

/** Deleting a category moves its remaining contents to the end of News. */
export async function deleteCategory(ctx: AppContext, pageId: number, categoryId: number): Promise<void> {
  await findCategory(ctx, pageId, categoryId);
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await moveContentsToNews(tx, pageId, categoryId);
    await tx.delete(contentCategories).where(eq(contentCategories.id, categoryId));
    await compactCategories(tx, pageId);
  });
}
