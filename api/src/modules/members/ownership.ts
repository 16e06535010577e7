import { and, eq, gt } from "drizzle-orm";
import { type PlanCode, pageMembers, pages, pageSubscriptions, pageTransfers, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { COMMON_ERRORS, fieldError } from "../../lib/errors.ts";
import { writeActivity } from "../../lib/page-activity.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { limitsFor, planLimit } from "../../lib/plans/limits.ts";
import { checkAccountPageRoom, pageUsage } from "../../lib/plans/usage.ts";
import type { Tx } from "../../lib/transaction.ts";
import { MEMBER_ERRORS } from "./errors.ts";
import { lockPage } from "./invitations.ts";
import { transferMail } from "./mails.ts";
import { MEMBER_MESSAGES as M, TRANSFER_DAYS } from "./messages.ts";

type Actor = { id: string; name: string };

/** The handover waiting for the member's answer, if one is (an expired offer counts as none). */
export async function pendingTransfer(ctx: AppContext, pageId: number) {
  const [row] = await ctx.db
    .select()
    .from(pageTransfers)
    .where(and(eq(pageTransfers.pageId, pageId), gt(pageTransfers.expiresAt, new Date())));
  if (!row) return null;
  const [from] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.fromUserId));
  const [to] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.toUserId));
  return {
    from: { user_id: row.fromUserId, name: from?.name ?? "" },
    to: { user_id: row.toUserId, name: to?.name ?? "" },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The owner offers the page to a member; nothing changes until that member
 * accepts. A new offer replaces an earlier one. The member is told by mail.
 */
export async function offerTransfer(ctx: AppContext, page: PageRow, actor: Actor, toUserId: string) {
  if (toUserId === actor.id) throw fieldError("user_id", M.transferSelf);
  const expiresAt = new Date(Date.now() + TRANSFER_DAYS * 24 * 60 * 60 * 1000);
  const member = await ctx.db.transaction(async (tx) => {
    // Under the page's lock: the caller still owns it (a handover may have just completed) and the target is still a member.
    const locked = await lockPage(tx, page.id);
    if (locked.ownerId !== actor.id) throw COMMON_ERRORS.raise("owner_required");
    const [target] = await tx
      .select({ name: users.name, email: users.email })
      .from(pageMembers)
      .innerJoin(users, eq(users.id, pageMembers.userId))
      .where(and(eq(pageMembers.pageId, page.id), eq(pageMembers.userId, toUserId)));
    if (!target) throw fieldError("user_id", M.notMember);
    await tx
      .insert(pageTransfers)
      .values({ pageId: page.id, fromUserId: actor.id, toUserId, expiresAt })
      .onConflictDoUpdate({ target: pageTransfers.pageId, set: { fromUserId: actor.id, toUserId, expiresAt, createdAt: new Date() } });
    await writeActivity(tx, { pageId: page.id, action: "ownership.offer", itemType: "member", itemId: toUserId, itemLabel: { en: target.name }, actor });
    return target;
  });
  await ctx.mailer.send({
    to: member.email,
    kind: "ownership_transfer",
    ...transferMail({ owner: actor.name, page, url: `${ctx.config.siteUrl}/dashboard/members?page=${page.id}` }),
  });
  return (await pendingTransfer(ctx, page.id))!;
}

/** The owner withdraws the offer, or the member declines it (an expired offer is already gone). */
export async function cancelTransfer(ctx: AppContext, page: PageRow, actor: Actor, isOwner: boolean) {
  await ctx.db.transaction(async (tx) => {
    await lockPage(tx, page.id);
    const [row] = await tx.select().from(pageTransfers).where(eq(pageTransfers.pageId, page.id));
    if (!row || row.expiresAt <= new Date()) throw MEMBER_ERRORS.raise("no_transfer");
    if (!isOwner && row.toUserId !== actor.id) throw MEMBER_ERRORS.raise("transfer_not_yours");
    const [to] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.toUserId));
    await tx.delete(pageTransfers).where(eq(pageTransfers.pageId, page.id));
    await writeActivity(tx, {
      pageId: page.id,
      action: isOwner ? "ownership.withdraw" : "ownership.decline",
      itemType: "member",
      itemId: row.toUserId,
      itemLabel: to ? { en: to.name } : null,
      actor,
    });
  });
}

/** The page's team must fit the plan it is about to carry (the taker's): members plus the seats live links hold. */
async function checkTeamFits(tx: Tx, pageId: number, code: PlanCode) {
  const limit = limitsFor(code).team_users;
  const used = (await pageUsage(tx, pageId)).team_users;
  if (limit !== null && used > limit) throw planLimit(M.teamTooBig(used, limit));
}

/**
 * The member takes the page over: they become its owner and the old owner
 * an editor. The page then carries the new owner's plan (the account is what
 * is billed): it must fit in their account's pages, and its team in their plan.
 */
export async function acceptTransfer(ctx: AppContext, pageId: number, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    const [row] = await tx.select().from(pageTransfers).where(eq(pageTransfers.pageId, pageId)).for("update");
    if (!row) throw MEMBER_ERRORS.raise("no_transfer");
    if (row.toUserId !== actor.id) throw MEMBER_ERRORS.raise("transfer_not_yours");
    if (row.expiresAt <= new Date()) throw MEMBER_ERRORS.raise("transfer_expired");
    // An offer made by someone who no longer owns the page (it changed hands since) offers nothing.
    if (row.fromUserId !== page.ownerId) throw MEMBER_ERRORS.raise("no_transfer");
    // The taker's row is locked, as page creation locks it: their account's page count is checked once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const plan = await checkAccountPageRoom(tx, actor.id);
    if (plan) await checkTeamFits(tx, pageId, plan.code);
    await tx.update(pages).set({ ownerId: actor.id, updatedAt: new Date() }).where(eq(pages.id, pageId));
    await tx
      .update(pageMembers)
      .set({ role: "editor" })
      .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, page.ownerId)));
    await tx
      .update(pageMembers)
      .set({ role: "owner" })
      .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, actor.id)));
    if (plan) {
      await tx
        .insert(pageSubscriptions)
        .values({ pageId, planId: plan.id })
        .onConflictDoUpdate({ target: pageSubscriptions.pageId, set: { planId: plan.id, status: "active", endsAt: null, updatedAt: new Date() } });
    }
    await tx.delete(pageTransfers).where(eq(pageTransfers.pageId, pageId));
    await writeActivity(tx, { pageId, action: "ownership.accept", itemType: "member", itemId: actor.id, itemLabel: { en: actor.name }, actor });
  });
}
