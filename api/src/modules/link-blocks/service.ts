import { and, asc, count, eq, sql } from "drizzle-orm";
import { linkBlocks } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, fieldError, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { cleanImageKey, fileUrl } from "../../lib/storage.ts";
import type { Tx } from "../../lib/transaction.ts";
import { cleanLocalized, cleanUrl, definedOnly, RULES } from "../../lib/validate.ts";
import { linkClicks } from "../analytics/link-clicks.ts";
import { lockPage } from "../contents/ordering.ts";
import { LINK_BLOCK_ERRORS } from "./errors.ts";
import { LINK_BLOCK_MESSAGES } from "./messages.ts";
import { LINK_BLOCK_LIMITS, type LinkBlock, type LinkBlockBody } from "./model.ts";

type LinkBlockRow = typeof linkBlocks.$inferSelect;

export function toLinkBlockView(ctx: AppContext, row: LinkBlockRow, clicks = 0): LinkBlock {
  return {
    id: row.id,
    business_id: row.pageId,
    title_json: row.titleJson as Record<string, string>,
    url: row.url,
    description_json: row.descriptionJson as Record<string, string>,
    icon: row.icon,
    thumbnail: row.thumbnail,
    thumbnail_url: fileUrl(ctx, row.thumbnail),
    is_hidden: row.isHidden,
    order_key: row.orderKey,
    clicks_30d: clicks,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A block needs a title (in one language at least) and a URL, as the old
 * buttons did (the specification's "title is required when its URL is given,
 * and the reverse"); a URL without a scheme is completed to https://.
 */
function cleanBlock(pageId: number, body: LinkBlockBody, existing?: LinkBlockRow) {
  const errors = new FieldErrorCollector();
  const values = definedOnly({
    titleJson: cleanLocalized(errors, "title_json", body.title_json) ?? undefined,
    url: cleanUrl(errors, "url", body.url, { completeScheme: true }),
    descriptionJson: cleanLocalized(errors, "description_json", body.description_json) ?? undefined,
    icon: body.icon,
    thumbnail: cleanImageKey(errors, "thumbnail", pageId, body.thumbnail),
    isHidden: body.is_hidden,
  });
  const title = values.titleJson ?? (body.title_json === undefined ? existing?.titleJson : {}) ?? {};
  const url = values.url !== undefined ? values.url : body.url === undefined ? existing?.url : null;
  const hasTitle = Object.values(title).some(Boolean);
  if (!hasTitle && !errors.fields.title_json) errors.add("title_json", url ? LINK_BLOCK_MESSAGES.title : RULES.required);
  if (!url && !errors.fields.url) errors.add("url", hasTitle ? LINK_BLOCK_MESSAGES.url : RULES.required);
  errors.throwIfAny();
  return { ...values, url: url ?? undefined };
}

async function findBlock(ctx: AppContext, pageId: number, blockId: number): Promise<LinkBlockRow> {
  rowIdOrNotFound(blockId);
  const [row] = await ctx.db
    .select()
    .from(linkBlocks)
    .where(and(eq(linkBlocks.id, blockId), eq(linkBlocks.pageId, pageId)));
  if (!row) throw notFound();
  return row;
}

async function orderedIds(tx: Tx, pageId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: linkBlocks.id })
    .from(linkBlocks)
    .where(eq(linkBlocks.pageId, pageId))
    .orderBy(asc(linkBlocks.orderKey), asc(linkBlocks.id));
  return rows.map((r) => r.id);
}

/** Writes order_key = position for every block of the list, in one statement. */
async function renumber(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE link_blocks SET order_key = v.k FROM (VALUES ${values}) AS v(id, k) WHERE link_blocks.id = v.id AND link_blocks.order_key <> v.k`,
  );
}

/** Places a block at `index` of the page's list (clamped; the end when omitted) and renumbers the list 0…n-1. */
async function place(tx: Tx, pageId: number, blockId: number, index: number | undefined) {
  const others = (await orderedIds(tx, pageId)).filter((id) => id !== blockId);
  const at = Math.max(0, Math.min(index ?? others.length, others.length));
  await renumber(tx, [...others.slice(0, at), blockId, ...others.slice(at)]);
}

/** The page's blocks in order, each with its clicks of the last 30 days (the roll-ups refreshed first). */
export async function listLinkBlocks(ctx: AppContext, pageId: number): Promise<LinkBlock[]> {
  const [rows, clicks] = await Promise.all([
    ctx.db.select().from(linkBlocks).where(eq(linkBlocks.pageId, pageId)).orderBy(asc(linkBlocks.orderKey), asc(linkBlocks.id)),
    linkClicks(ctx.db, pageId, 30),
  ]);
  return rows.map((row) => toLinkBlockView(ctx, row, clicks.get(row.id)?.clicks ?? 0));
}

export async function createLinkBlock(ctx: AppContext, pageId: number, body: LinkBlockBody): Promise<LinkBlock> {
  const values = cleanBlock(pageId, body);
  const id = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    const [total] = await tx.select({ n: count() }).from(linkBlocks).where(eq(linkBlocks.pageId, pageId));
    if ((total?.n ?? 0) >= LINK_BLOCK_LIMITS.blocks) throw LINK_BLOCK_ERRORS.raise("too_many_link_blocks");
    const [inserted] = await tx
      .insert(linkBlocks)
      .values({ ...values, url: values.url!, pageId, orderKey: total?.n ?? 0 })
      .returning({ id: linkBlocks.id });
    await place(tx, pageId, inserted!.id, body.order_key);
    return inserted!.id;
  });
  return toLinkBlockView(ctx, await findBlock(ctx, pageId, id));
}

export async function updateLinkBlock(ctx: AppContext, pageId: number, blockId: number, body: LinkBlockBody): Promise<LinkBlock> {
  const existing = await findBlock(ctx, pageId, blockId);
  const values = cleanBlock(pageId, body, existing);
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await tx
      .update(linkBlocks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(linkBlocks.id, blockId));
    if (body.order_key !== undefined) await place(tx, pageId, blockId, body.order_key);
  });
  const clicks = await linkClicks(ctx.db, pageId, 30);
  return toLinkBlockView(ctx, await findBlock(ctx, pageId, blockId), clicks.get(blockId)?.clicks ?? 0);
}

export async function deleteLinkBlock(ctx: AppContext, pageId: number, blockId: number): Promise<void> {
  await findBlock(ctx, pageId, blockId);
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await tx.delete(linkBlocks).where(eq(linkBlocks.id, blockId));
    await renumber(tx, await orderedIds(tx, pageId));
  });
}

/** Puts the page's blocks in the order given: every block once, nothing else. */
export async function reorderLinkBlocks(ctx: AppContext, pageId: number, ids: number[]): Promise<LinkBlock[]> {
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    const current = await orderedIds(tx, pageId);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError("ids", LINK_BLOCK_MESSAGES.reorder);
    await renumber(tx, ids);
  });
  return listLinkBlocks(ctx, pageId);
}
