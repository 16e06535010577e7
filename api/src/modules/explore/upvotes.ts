import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { rowsOf } from "@greenpage/db";
import { contentUpvotes, pageUpvotes } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { parseKey } from "../published-pages/lookup.ts";
import { LISTED_INITIATIVE, LISTED_PAGE } from "./listed.ts";
import { EXPLORE_MESSAGES } from "./messages.ts";
import type { UpvoteResult } from "./model.ts";
import { EXPLORE_ERRORS } from "./errors.ts";

/** Where the votes of each kind live and which row counts them. */
const TARGETS = {
  page: { votes: sql`page_upvotes`, key: sql`business_id`, counter: sql`businesses`, own: EXPLORE_MESSAGES.ownPageUpvote },
  initiative: { votes: sql`content_upvotes`, key: sql`content_id`, counter: sql`contents`, own: EXPLORE_MESSAGES.ownInitiativeUpvote },
};
type Target = (typeof TARGETS)[keyof typeof TARGETS];

/** `{business}` of a public URL (handle or id) as a condition on the page `b`. */
function pageKey(key: string): SQL {
  const where = parseKey(key);
  return "id" in where ? sql`b.id = ${where.id}` : sql`lower(b.handle) = ${where.handle}`;
}

const isMember = (userId: string) => sql`exists (select 1 from business_members m where m.business_id = b.id and m.user_id = ${userId}) as own`;

/**
 * Adds (`on`) or withdraws the caller's vote. The vote row and the counter
 * change in one transaction, and the counter moves only when a row was really
 * inserted or deleted: a repeated or concurrent call by the same user changes
 * nothing, and concurrent votes by many users each count exactly once.
 */
async function setVote(ctx: AppContext, target: Target, id: number, userId: string, on: boolean): Promise<UpvoteResult> {
  return ctx.db.transaction(async (tx) => {
    const changed = on
      ? await tx.execute(sql`insert into ${target.votes} (${target.key}, user_id) values (${id}, ${userId}) on conflict do nothing returning 1`)
      : await tx.execute(sql`delete from ${target.votes} where ${target.key} = ${id} and user_id = ${userId} returning 1`);
    const counted = rowsOf(changed).length
      ? await tx.execute(sql`update ${target.counter} set upvote_count = upvote_count ${on ? sql`+ 1` : sql`- 1`} where id = ${id} returning upvote_count`)
      : await tx.execute(sql`select upvote_count from ${target.counter} where id = ${id}`);
    const [row] = rowsOf<{ upvote_count: number }>(counted);
    if (!row) throw notFound();
    return { upvoted: on, upvote_count: row.upvote_count };
  });
}

/**
 * Members of a page (owner, editors) may not vote for it: a vote is what
 * others think of the page. They may still withdraw one cast before joining.
 */
function checkVoter(target: Target, found: { own: boolean } | undefined, on: boolean): void {
  if (!found) throw notFound();
  if (on && found.own) throw EXPLORE_ERRORS.raise("own_page", { detail: target.own });
}

/** PUT (`on`) / DELETE of an upvote for a published, visible page. */
export async function upvotePage(ctx: AppContext, userId: string, key: string, on: boolean): Promise<UpvoteResult> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.upvotes, userId);
  const [found] = rowsOf<{ id: number; own: boolean }>(
    await ctx.db.execute(sql`select b.id, ${isMember(userId)} from businesses b where ${pageKey(key)} and ${LISTED_PAGE}`),
  );
  checkVoter(TARGETS.page, found, on);
  return setVote(ctx, TARGETS.page, found!.id, userId, on);
}

/** PUT (`on`) / DELETE of an upvote for an initiative that Explore lists. */
export async function upvoteInitiative(ctx: AppContext, userId: string, key: string, contentId: unknown, on: boolean): Promise<UpvoteResult> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.upvotes, userId);
  const id = rowIdOrNotFound(contentId);
  const [found] = rowsOf<{ own: boolean }>(
    await ctx.db.execute(sql`select ${isMember(userId)} from contents c join businesses b on b.id = c.business_id
      where c.id = ${id} and ${pageKey(key)} and ${LISTED_INITIATIVE}`),
  );
  checkVoter(TARGETS.initiative, found, on);
  return setVote(ctx, TARGETS.initiative, id, userId, on);
}

export async function upvotedPages(ctx: AppContext, userId: string | undefined, ids: number[]): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: pageUpvotes.pageId })
    .from(pageUpvotes)
    .where(and(eq(pageUpvotes.userId, userId), inArray(pageUpvotes.pageId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function upvotedInitiatives(ctx: AppContext, userId: string | undefined, ids: number[]): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: contentUpvotes.contentId })
    .from(contentUpvotes)
    .where(and(eq(contentUpvotes.userId, userId), inArray(contentUpvotes.contentId, ids)));
  return new Set(rows.map((row) => row.id));
}
