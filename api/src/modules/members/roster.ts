import { and, asc, desc, eq, gt, count } from "drizzle-orm";
import { type InvitedRole, pageActivity, pageMembers, pageTransfers, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { ACTIVITY_RETENTION_DAYS, writeActivity } from "../../lib/page-activity.ts";
import type { PageRole, PageRow } from "../../lib/page-access.ts";
import type { Tx } from "../../lib/transaction.ts";
import { limitsFor } from "../../lib/plans/limits.ts";
import { pagePlanCode, planView } from "../../lib/plans/subscriptions.ts";
import { pendingSeats } from "../../lib/plans/usage.ts";
import { subscriptionPlans } from "@greenpage/db/schema";
import { MEMBER_ERRORS } from "./errors.ts";
import { liveInvitations, lockPage } from "./invitations.ts";
import type { MembersView } from "./model.ts";
import { pendingTransfer } from "./ownership.ts";

type Actor = { id: string; name: string };

/** The Members screen: who is on the page, live invitations (owner only), the plan's allowance, a waiting handover. */
export async function listMembers(ctx: AppContext, page: PageRow, role: PageRole, me: string): Promise<MembersView> {
  const [rows, pending, code, transfer] = await Promise.all([
    ctx.db
      .select({ member: pageMembers, name: users.name, email: users.email })
      .from(pageMembers)
      .innerJoin(users, eq(users.id, pageMembers.userId))
      .where(eq(pageMembers.pageId, page.id))
      .orderBy(asc(pageMembers.createdAt), asc(users.name)),
    pendingSeats(ctx.db, page.id),
    pagePlanCode(ctx.db, page.id),
    pendingTransfer(ctx, page.id),
  ]);
  const [plan] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
  // The owner first, then by joining date.
  const members = rows
    .map((r) => ({
      user_id: r.member.userId,
      name: r.name,
      email: r.email,
      role: r.member.role,
      joined_at: r.member.createdAt.toISOString(),
      is_me: r.member.userId === me,
    }))
    .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));
  return {
    my_role: role,
    members,
    invitations: role === "owner" ? await liveInvitations(ctx, page.id) : [],
    allowance: {
      used: members.length + pending,
      members: members.length,
      pending,
      limit: limitsFor(code).team_users,
      plan: plan ? planView(plan) : { code, name_json: { en: code } },
    },
    transfer,
  };
}

/** A member's role and name, read under the page's lock so a handover cannot change it meanwhile. */
async function lockedMember(tx: Tx, pageId: number, userId: string) {
  await lockPage(tx, pageId);
  const [row] = await tx
    .select({ role: pageMembers.role, name: users.name, email: users.email, joinedAt: pageMembers.createdAt })
    .from(pageMembers)
    .innerJoin(users, eq(users.id, pageMembers.userId))
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Makes a member an editor or a viewer; the owner's role moves only with a handover. Answers the member as listed. */
export async function changeRole(ctx: AppContext, page: PageRow, userId: string, role: InvitedRole, actor: Actor) {
  return ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, page.id, userId);
    if (member.role === "owner") throw MEMBER_ERRORS.raise("owner_role");
    if (member.role !== role) {
      await tx
        .update(pageMembers)
        .set({ role })
        .where(and(eq(pageMembers.pageId, page.id), eq(pageMembers.userId, userId)));
      await writeActivity(tx, { pageId: page.id, action: `member.role_${role}`, itemType: "member", itemId: userId, itemLabel: { en: member.name }, actor });
    }
    return { user_id: userId, name: member.name, email: member.email, role, joined_at: member.joinedAt.toISOString(), is_me: userId === actor.id };
  });
}

/**
 * Ends a membership (removed by the owner, or left), with a handover offered
 * to them. The role is read again under the page's lock: an owner row is
 * never deleted, even when a handover made them owner a moment before.
 */
async function endMembership(
  ctx: AppContext,
  pageId: number,
  userId: string,
  line: { action: string; actor: Actor; ownerError: "owner_cannot_be_removed" | "last_owner" },
) {
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, pageId, userId);
    if (member.role === "owner") throw MEMBER_ERRORS.raise(line.ownerError);
    await tx.delete(pageMembers).where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
    await tx.delete(pageTransfers).where(and(eq(pageTransfers.pageId, pageId), eq(pageTransfers.toUserId, userId)));
    await writeActivity(tx, { pageId, action: line.action, itemType: "member", itemId: userId, itemLabel: { en: member.name }, actor: line.actor });
  });
}

export async function removeMember(ctx: AppContext, page: PageRow, userId: string, actor: Actor) {
  await endMembership(ctx, page.id, userId, { action: "member.remove", actor, ownerError: "owner_cannot_be_removed" });
}

/** A member leaves; the owner cannot (the page would have nobody to answer for it). */
export async function leavePage(ctx: AppContext, page: PageRow, actor: Actor) {
  await endMembership(ctx, page.id, actor.id, { action: "member.leave", actor, ownerError: "last_owner" });
}

/** The page's activity of the last 90 days, newest first. */
export async function listActivity(ctx: AppContext, pageId: number, window: { pageSize: number; offset: number; page: number }) {
  const since = new Date(Date.now() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const where = and(eq(pageActivity.pageId, pageId), gt(pageActivity.createdAt, since));
  const [rows, total] = await Promise.all([
    ctx.db.select().from(pageActivity).where(where).orderBy(desc(pageActivity.createdAt), desc(pageActivity.id)).limit(window.pageSize).offset(window.offset),
    ctx.db.select({ n: count() }).from(pageActivity).where(where),
  ]);
  return {
    count: Number(total[0]?.n ?? 0),
    page: window.page,
    page_size: window.pageSize,
    results: rows.map((r) => ({
      id: r.id,
      actor: { user_id: r.userId, name: r.actorName },
      action: r.action,
      item_type: r.itemType,
      item_id: r.itemId,
      item_label: r.itemLabel,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
