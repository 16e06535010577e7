import { checkPageRoom } from "../../lib/plans/index.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { contentCategories, contents, feedbackForms } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { categoryBelongsToPage, cleanContentInput } from "./content-fields.ts";
import type { Content, ContentBody } from "./model.ts";
import { CONTENT_MESSAGES } from "./messages.ts";
import type { Tx } from "../../lib/transaction.ts";
import { compactContents, lockPage, placeContent } from "./ordering.ts";
import { evidenceChanged, resetVerification } from "./evidence-state.ts";
import { fileUrl } from "../../lib/storage.ts";
import { dueDateOf } from "./due-date.ts";

export type ContentRow = typeof contents.$inferSelect;

/** A certificate whose expiration date has passed shows as expired. */
export const isExpired = (expirationDate: string | null) => expirationDate !== null && expirationDate < new Date().toISOString().slice(0, 10);

export function toContentView(ctx: AppContext, row: ContentRow): Content {
  const due = dueDateOf(row);
  return {
    id: row.id,
    business_id: row.pageId,
    content_category_id: row.contentCategoryId,
    order_key: row.orderKey,
    kind: row.kind,
    standard_initiative_id: row.standardInitiativeId,
    title_json: row.titleJson as Record<string, string>,
    content_json: row.contentJson as Record<string, string>,
    description_json: row.descriptionJson as Record<string, string>,
    additional_info_json: row.additionalInfoJson as Record<string, string>,
    image: row.image,
    image_url: fileUrl(ctx, row.image),
    cover_image: row.coverImage,
    cover_image_url: fileUrl(ctx, row.coverImage),
    issuing_organization: row.issuingOrganization,
    auditor: row.auditor,
    issue_date: row.issueDate,
    expiration_date: row.expirationDate,
    is_expired: isExpired(row.expirationDate),
    credential_id: row.credentialId,
    last_verified: row.lastVerified?.toISOString() ?? null,
    review_interval_months: row.reviewIntervalMonths,
    due_date: due?.date ?? null,
    due_basis: due?.basis ?? null,
    reverification_requested: row.reverificationRequestedAt !== null,
    attachments: row.attachments,
    link: row.link,
    status_id: row.statusId,
    access: row.access,
    has_password: row.passwordHash !== null,
    visibility: row.visibility,
    is_published: row.isPublished,
    evidence_state: row.evidenceState,
    frameworks: row.frameworks,
    shared_to_explore: row.sharedToExplore,
    shared_at: row.sharedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The page's contents in display order: categories by their order, News (null) last, then order_key. */
export async function listContentRows(ctx: AppContext, pageId: number, where = eq(contents.pageId, pageId)) {
  const rows = await ctx.db
    .select({ content: contents })
    .from(contents)
    .leftJoin(contentCategories, eq(contentCategories.id, contents.contentCategoryId))
    .where(where)
    .orderBy(sql`${contentCategories.orderKey} ASC NULLS LAST`, asc(contentCategories.id), asc(contents.orderKey), asc(contents.id));
  return rows.map((r) => r.content);
}

async function findContent(ctx: AppContext, pageId: number, contentId: number): Promise<ContentRow> {
  rowIdOrNotFound(contentId);
  const [row] = await ctx.db
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)));
  if (!row) throw notFound();
  return row;
}

export async function createContent(ctx: AppContext, pageId: number, body: ContentBody): Promise<Content> {
  const values = await cleanContentInput(ctx.db, pageId, body);
  const categoryId = body.content_category_id ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    // Counted under the page lock, so two creations at once cannot both take the last place.
    await checkPageRoom(tx, pageId, "initiatives");
    await ensureCategory(tx, pageId, categoryId);
    const [row] = await tx
      .insert(contents)
      .values({ ...values, pageId, contentCategoryId: categoryId, orderKey: 2_147_483_647 })
      .returning({ id: contents.id });
    await placeContent(tx, pageId, { id: row!.id, categoryId }, body.order_key);
    return row!.id;
  });
  return toContentView(ctx, await findContent(ctx, pageId, id));
}

/**
 * Edits fields and/or moves the content: a new `content_category_id` takes it
 * out of the old list and inserts it into the new one at `order_key`.
 */
export async function updateContent(ctx: AppContext, pageId: number, contentId: number, body: ContentBody): Promise<Content> {
  const values = await cleanContentInput(ctx.db, pageId, body, await findContent(ctx, pageId, contentId));
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    // Re-read under the lock: a concurrent move may have changed the list this content is in.
    const [existing] = await tx.select().from(contents).where(eq(contents.id, contentId));
    if (!existing) throw notFound();
    const targetCategory = body.content_category_id !== undefined ? body.content_category_id : existing.contentCategoryId;
    const moving = targetCategory !== existing.contentCategoryId;
    if (moving) await ensureCategory(tx, pageId, targetCategory);
    // Changed evidence is no longer what the reviewer verified.
    if (evidenceChanged(existing, values)) await resetVerification(tx, existing, null);
    await tx
      .update(contents)
      .set({ ...values, contentCategoryId: targetCategory, updatedAt: new Date() })
      .where(eq(contents.id, contentId));
    if (moving || body.order_key !== undefined) {
      await placeContent(tx, pageId, { id: contentId, categoryId: targetCategory }, body.order_key ?? (moving ? undefined : existing.orderKey));
      if (moving) await compactContents(tx, pageId, existing.contentCategoryId);
    }
  });
  return toContentView(ctx, await findContent(ctx, pageId, contentId));
}

export async function deleteContent(ctx: AppContext, pageId: number, contentId: number): Promise<void> {
  await findContent(ctx, pageId, contentId);
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    // Its feedback forms stay with their answers (the key becomes null), closed: they asked about this item.
    await tx.update(feedbackForms).set({ isOpen: false, updatedAt: new Date() }).where(eq(feedbackForms.contentId, contentId));
    // The list it leaves is read under the lock: a concurrent move may have changed it.
    const [removed] = await tx
      .delete(contents)
      .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)))
      .returning({ categoryId: contents.contentCategoryId });
    if (!removed) throw notFound();
    await compactContents(tx, pageId, removed.categoryId);
  });
}

/** A category checked before the lock may have been deleted since: check again under it. */
async function ensureCategory(tx: Tx, pageId: number, categoryId: number | null) {
  if (categoryId !== null && !(await categoryBelongsToPage(tx, pageId, categoryId))) {
    throw fieldError("content_category_id", CONTENT_MESSAGES.category);
  }
}

export async function getContent(ctx: AppContext, pageId: number, contentId: number): Promise<Content> {
  return toContentView(ctx, await findContent(ctx, pageId, contentId));
}
