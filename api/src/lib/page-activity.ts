import { and, eq, lt } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { contentCategories, contents, feedbackForms, type LocalizedText, linkBlocks, news, pageActivity } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import type { Tx } from "./transaction.ts";

/** How long the activity list keeps a line. */
export const ACTIVITY_RETENTION_DAYS = 90;

/**
 * What each accepted write on a page is called in its activity, keyed by
 * method and route below `/businesses/{id}`. `null`: the call's service
 * records its own line (it knows more than the route does). A test holds
 * every page write to having an entry here.
 */
export const ACTIVITY_ACTIONS: Record<string, string | null> = {
  "PATCH /": "page.update",
  "DELETE /": null,
  "POST /languages/": "languages.update",
  "PATCH /languages/": "languages.update",
  "POST /images/": "image.upload",
  "POST /contents/": "initiative.create",
  "PATCH /contents/:content_id/": "initiative.update",
  "DELETE /contents/:content_id/": "initiative.delete",
  "POST /contents/:content_id/share/": "initiative.share",
  "DELETE /contents/:content_id/share/": "initiative.unshare",
  "POST /contents/:content_id/attachments/": "evidence.add",
  "DELETE /contents/:content_id/attachments/:file_id/": "evidence.remove",
  "POST /contents/:content_id/verification/": "verification.request",
  "DELETE /contents/:content_id/verification/": "verification.withdraw",
  "POST /content-categories/": "category.create",
  "PATCH /content-categories/:category_id/": "category.update",
  "DELETE /content-categories/:category_id/": "category.delete",
  "POST /news/": "news.create",
  "PATCH /news/:news_id/": "news.update",
  "DELETE /news/:news_id/": "news.delete",
  "POST /feedback-forms/": "form.create",
  "PATCH /feedback-forms/:form_id/": "form.update",
  "DELETE /feedback-forms/:form_id/": "form.delete",
  "POST /members/invitations/": null,
  "DELETE /members/invitations/:invitation_id/": null,
  "PATCH /members/:user_id/": null,
  "DELETE /members/:user_id/": null,
  "POST /members/leave/": null,
  "POST /ownership-transfer/": null,
  "DELETE /ownership-transfer/": null,
  "POST /ownership-transfer/accept/": null,
  "POST /link-blocks/": "link.create",
  "PATCH /link-blocks/:block_id/": "link.update",
  "DELETE /link-blocks/:block_id/": "link.delete",
  "PUT /link-blocks/order/": "link.reorder",
  "POST /analytics/share-links/": "stats_link.create",
  "DELETE /analytics/share-links/:link_id/": "stats_link.revoke",
  "POST /analyses/": "analysis.run",
  // A member's own mail, not a change to the page.
  "PUT /analytics/weekly-report/": null,
  "POST /assessments/": "assessment.start",
  // Each answer says who gave it and when on the assessment itself; a line per autosave would bury the page's activity.
  "PUT /assessments/:assessment_id/answers/:question/": null,
  "POST /assessments/:assessment_id/prefill/": "assessment.prefill",
  "POST /assessments/:assessment_id/complete/": "assessment.complete",
  "POST /assessments/:assessment_id/reopen/": "assessment.reopen",
  "POST /assessments/:assessment_id/answers/:question/attachments/": "assessment.evidence_add",
  "DELETE /assessments/:assessment_id/answers/:question/attachments/:file_id/": "assessment.evidence_remove",
};

/** The route below the page: `/api/v1/businesses/:business_id/news/:news_id/` → `/news/:news_id/`. */
export function pageRouteSuffix(route: string): string {
  const match = /\/businesses\/(?:update\/:id|:business_id)(\/.*)$/.exec(route);
  return match?.[1] ?? route;
}

/** The item a route's path parameter names, and where its title lives. */
const ITEMS = [
  { param: "content_id", type: "initiative", table: contents, id: contents.id, page: contents.pageId, label: contents.titleJson },
  {
    param: "category_id",
    type: "category",
    table: contentCategories,
    id: contentCategories.id,
    page: contentCategories.pageId,
    label: contentCategories.nameJson,
  },
  { param: "news_id", type: "news", table: news, id: news.id, page: news.pageId, label: news.titleJson },
  { param: "form_id", type: "form", table: feedbackForms, id: feedbackForms.id, page: feedbackForms.pageId, label: feedbackForms.titleJson },
  { param: "block_id", type: "link", table: linkBlocks, id: linkBlocks.id, page: linkBlocks.pageId, label: linkBlocks.titleJson },
] as const;

/** The item type a created row gets, by the collection it was posted to. */
const CREATED: Record<string, string> = {
  "/contents/": "initiative",
  "/content-categories/": "category",
  "/news/": "news",
  "/feedback-forms/": "form",
  "/link-blocks/": "link",
};

export type PendingActivity = { pageId: number; action: string; itemType: string | null; itemId: string | null; itemLabel: LocalizedText | null };

/**
 * Before a write runs: its action, and the item it names with the title it
 * has now (a delete leaves nothing to read afterwards). Null when the call's
 * service records the line itself.
 */
export async function prepareActivity(
  db: Pick<Database, "select">,
  pageId: number,
  method: string,
  route: string,
  params: unknown,
): Promise<PendingActivity | null> {
  const suffix = pageRouteSuffix(route);
  const key = `${method} ${suffix}`;
  const action = key in ACTIVITY_ACTIONS ? ACTIVITY_ACTIONS[key] : "page.change";
  if (!action) return null;
  const values = (params ?? {}) as Record<string, string | undefined>;
  const item = ITEMS.find((i) => values[i.param] !== undefined);
  if (!item) return { pageId, action, itemType: action.startsWith("page.") ? null : (CREATED[suffix] ?? null), itemId: null, itemLabel: null };
  const id = Number(values[item.param]);
  // An id no row can have (the handler answers 404) is not looked up: int4 would refuse it.
  const [row] =
    Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
      ? await db
          .select({ label: item.label })
          .from(item.table)
          .where(and(eq(item.id, id), eq(item.page, pageId)))
      : [];
  return { pageId, action, itemType: item.type, itemId: String(values[item.param]), itemLabel: (row?.label as LocalizedText | null) ?? null };
}

/** A created or changed row's title as the call answered it (`title_json` or `name_json`). */
function answeredItem(response: unknown): { id: string | null; label: LocalizedText | null } {
  if (!response || typeof response !== "object") return { id: null, label: null };
  const body = response as { id?: unknown; title_json?: unknown; name_json?: unknown };
  const label = (body.title_json ?? body.name_json) as LocalizedText | undefined;
  return { id: body.id === undefined ? null : String(body.id), label: label && typeof label === "object" ? label : null };
}

type Actor = { id: string; name: string };

/**
 * After a write succeeded: one line, with the title the call answered when it
 * answered one. The write has happened; a line that cannot be stored is
 * logged, never turned into an error for a call that worked.
 */
export async function recordActivity(ctx: AppContext, pending: PendingActivity, actor: Actor, response: unknown): Promise<void> {
  const answered = answeredItem(response);
  try {
    await writeActivity(ctx.db, {
      ...pending,
      itemId: pending.itemId ?? (pending.itemType ? answered.id : null),
      itemLabel: answered.label ?? pending.itemLabel,
      actor,
    });
  } catch (error) {
    ctx.logger.error("activity.not_stored", { page: pending.pageId, action: pending.action, error: error instanceof Error ? error.message : String(error) });
  }
}

/** One activity line, for services that record their own (members, ownership). */
export async function writeActivity(
  db: Pick<Database | Tx, "insert">,
  line: { pageId: number; action: string; itemType?: string | null; itemId?: string | null; itemLabel?: LocalizedText | null; actor: Actor },
): Promise<void> {
  await db.insert(pageActivity).values({
    pageId: line.pageId,
    userId: line.actor.id,
    actorName: line.actor.name,
    action: line.action,
    itemType: line.itemType ?? null,
    itemId: line.itemId ?? null,
    itemLabel: line.itemLabel ?? null,
  });
}

/** Forgets lines older than the retention (a daily job); answers how many went. */
export async function pruneActivity(db: Pick<Database, "delete">, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db.delete(pageActivity).where(lt(pageActivity.createdAt, cutoff)).returning({ id: pageActivity.id });
  return gone.length;
}
