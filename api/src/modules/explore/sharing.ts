import { and, eq } from "drizzle-orm";
import { contents, type ShareSnapshot } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { type ContentRow, toContentView } from "../contents/content-service.ts";
import type { Content } from "../contents/model.ts";
import type { Tx } from "../../lib/transaction.ts";
import { EXPLORE_MESSAGES } from "./messages.ts";
import { EXPLORE_ERRORS } from "./errors.ts";

const hasText = (text: Record<string, string | undefined> | null) => Object.values(text ?? {}).some((value) => value?.trim());

/** The specification's prerequisites ("a cover image, a description and Public access"), plus being on the page at all. */
function checkShareable(row: ContentRow): void {
  const errors = new FieldErrorCollector();
  if (!row.coverImage) errors.add("cover_image", EXPLORE_MESSAGES.shareCoverImage);
  if (!hasText(row.descriptionJson)) errors.add("description", EXPLORE_MESSAGES.shareDescription);
  if (row.access !== "public") errors.add("access", EXPLORE_MESSAGES.shareAccess);
  if (!row.isPublished) errors.add("is_published", EXPLORE_MESSAGES.sharePublished);
  if (row.visibility !== "public") errors.add("visibility", EXPLORE_MESSAGES.shareVisibility);
  errors.throwIfAny();
}

/** "status" is the evidence state and "progress" the status id, as the dashboard labels them. */
const snapshotOf = (row: ContentRow): ShareSnapshot => ({ status_id: row.statusId, evidence_state: row.evidenceState });
const sameSnapshot = (a: ShareSnapshot, b: ShareSnapshot) => a.status_id === b.status_id && a.evidence_state === b.evidence_state;

/** The content, locked: two share calls at once must not both pass the checks. */
async function lockContent(tx: Tx, pageId: number, contentId: number): Promise<ContentRow> {
  const [row] = await tx
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/**
 * Unshared → shared. Re-sharing is allowed only after removal and only when
 * the status or the progress changed since the last share (spec §4).
 */
export async function shareInitiative(ctx: AppContext, pageId: number, rawContentId: unknown): Promise<Content> {
  const contentId = rowIdOrNotFound(rawContentId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockContent(tx, pageId, contentId);
    if (current.sharedToExplore) throw EXPLORE_ERRORS.raise("already_shared");
    checkShareable(current);
    const snapshot = snapshotOf(current);
    if (current.sharedSnapshot && sameSnapshot(current.sharedSnapshot, snapshot)) {
      throw EXPLORE_ERRORS.raise("share_unchanged");
    }
    const [shared] = await tx
      .update(contents)
      .set({ sharedToExplore: true, sharedAt: new Date(), sharedSnapshot: snapshot })
      .where(eq(contents.id, contentId))
      .returning();
    return shared!;
  });
  return toContentView(ctx, row);
}

/** Shared → unshared. Idempotent; the snapshot stays, so re-sharing needs a change. */
export async function unshareInitiative(ctx: AppContext, pageId: number, rawContentId: unknown): Promise<Content> {
  const contentId = rowIdOrNotFound(rawContentId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockContent(tx, pageId, contentId);
    if (!current.sharedToExplore) return current;
    const [unshared] = await tx.update(contents).set({ sharedToExplore: false }).where(eq(contents.id, contentId)).returning();
    return unshared!;
  });
  return toContentView(ctx, row);
}
