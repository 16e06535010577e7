import { and, desc, eq, isNull } from "drizzle-orm";
import { type LanguageCode, pageInvitations, pageMembers, pages, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { writeActivity } from "../../lib/page-activity.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { limitsFor } from "../../lib/plans/limits.ts";
import { pagePlanCode } from "../../lib/plans/subscriptions.ts";
import { checkPageRoom, checkTeamJoin, liveInvitationsOf, pageUsage, teamFullAt } from "../../lib/plans/usage.ts";
import { fileUrl } from "../../lib/storage.ts";
import type { Tx } from "../../lib/transaction.ts";
import { MEMBER_ERRORS } from "./errors.ts";
import { newNonce, nonceOf, signedToken } from "../../lib/signed-token.ts";
import { invitationMail } from "./mails.ts";
import { INVITATION_LIMITS, MEMBER_MESSAGES as M } from "./messages.ts";
import type { Invitation, InvitationBody, INVITATION_STATES } from "./model.ts";

type InvitationRow = typeof pageInvitations.$inferSelect;
type Actor = { id: string; name: string };
const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationState(row: InvitationRow, now = new Date()): (typeof INVITATION_STATES)[number] {
  if (row.revokedAt) return "revoked";
  if (row.uses >= row.maxUses) return "used_up";
  if (row.expiresAt <= now) return "expired";
  return "active";
}

export const joinUrl = (ctx: AppContext, token: string) => `${ctx.config.siteUrl}/join/${token}`;

function toInvitation(ctx: AppContext, row: InvitationRow, creator: string | null): Invitation {
  const token = signedToken("team-invitation", ctx.config.authSecret, row.nonce);
  return {
    id: row.id,
    role: row.role,
    url: joinUrl(ctx, token),
    token,
    email: row.email,
    max_uses: row.maxUses,
    uses: row.uses,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    created_by: creator,
    state: invitationState(row),
  };
}

/** The page's live invitations, newest first. */
export async function liveInvitations(ctx: AppContext, pageId: number): Promise<Invitation[]> {
  const rows = await ctx.db
    .select({ row: pageInvitations, creator: users.name })
    .from(pageInvitations)
    .leftJoin(users, eq(users.id, pageInvitations.createdBy))
    .where(liveInvitationsOf(pageId))
    .orderBy(desc(pageInvitations.id));
  return rows.map((r) => toInvitation(ctx, r.row, r.creator));
}

/** Locks the page's row: joins, invitations and role changes of one page take turns, so seats are counted once. */
export async function lockPage(tx: Tx, pageId: number): Promise<PageRow> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, pageId)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The seats left on the page's plan (null: unlimited), counting members and live invitations. */
export async function seatsLeft(db: Pick<Tx, "select">, pageId: number): Promise<number | null> {
  const limit = limitsFor(await pagePlanCode(db, pageId)).team_users;
  if (limit === null) return null;
  return Math.max(0, limit - (await pageUsage(db, pageId)).team_users);
}

/**
 * A new invite link. A full team gets the specification's message with the
 * upgrade prompt; a link for more people than the seats left gets a field
 * error saying how many fit. With an email, the link is also mailed (after
 * the invitation is stored, through the outbox).
 */
export async function createInvitation(ctx: AppContext, page: PageRow, actor: Actor & { emailVerified: boolean }, body: InvitationBody): Promise<Invitation> {
  const maxUses = body.max_uses ?? 1;
  const email = body.email ? body.email.toLowerCase() : null;
  // Mail goes out in our name to any address: only from an account that proved its own.
  if (email && !actor.emailVerified) throw fieldError("email", M.verifyToMail);
  const row = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, page.id);
    await checkPageRoom(tx, page.id, "team_users");
    const left = await seatsLeft(tx, page.id);
    if (left !== null && maxUses > left) throw fieldError("max_uses", M.seatsLeft(left));
    const days = body.expires_in_days ?? INVITATION_LIMITS.defaultDays;
    const [created] = await tx
      .insert(pageInvitations)
      .values({ pageId: page.id, nonce: newNonce(), role: body.role, createdBy: actor.id, email, maxUses, expiresAt: new Date(Date.now() + days * DAY_MS) })
      .returning();
    await writeActivity(tx, {
      pageId: page.id,
      action: "member.invite",
      itemType: "invitation",
      itemId: String(created!.id),
      itemLabel: { en: email ?? body.role },
      actor,
    });
    return created!;
  });
  const invitation = toInvitation(ctx, row, actor.name);
  if (email) {
    const language: LanguageCode = body.language ?? "en";
    await ctx.mailer.send({
      to: email,
      kind: "team_invitation",
      ...invitationMail(language, { inviter: actor.name, page, role: body.role, url: invitation.url, expiresAt: row.expiresAt }),
    });
  }
  return invitation;
}

export async function revokeInvitation(ctx: AppContext, pageId: number, invitationId: number, actor: Actor): Promise<void> {
  const [row] = await ctx.db
    .update(pageInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(pageInvitations.id, invitationId), eq(pageInvitations.pageId, pageId), isNull(pageInvitations.revokedAt)))
    .returning();
  if (!row) throw notFound();
  await writeActivity(ctx.db, {
    pageId,
    action: "invitation.revoke",
    itemType: "invitation",
    itemId: String(row.id),
    itemLabel: { en: row.email ?? row.role },
    actor,
  });
}

/** The invitation a join link names; 404 for a link that was never made here. */
async function findByToken(ctx: AppContext, db: Pick<Tx, "select">, token: string, lock: boolean): Promise<InvitationRow> {
  const nonce = nonceOf("team-invitation", ctx.config.authSecret, token);
  if (!nonce) throw MEMBER_ERRORS.raise("invitation_invalid");
  const query = db.select().from(pageInvitations).where(eq(pageInvitations.nonce, nonce));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw MEMBER_ERRORS.raise("invitation_invalid");
  return row;
}

/** What the join screen shows before anyone signs in: the page, the role, who invited, and whether the link still works. */
export async function previewInvitation(ctx: AppContext, token: string) {
  const row = await findByToken(ctx, ctx.db, token, false);
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, row.pageId));
  const [creator] = row.createdBy ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.createdBy)) : [];
  if (!page) throw MEMBER_ERRORS.raise("invitation_invalid");
  return {
    page: { id: page.id, handle: page.handle, name_json: page.nameJson ?? null, logo_url: fileUrl(ctx, page.logo) },
    role: row.role,
    invited_by: creator?.name ?? null,
    expires_at: row.expiresAt.toISOString(),
    state: invitationState(row),
    seats_left: await seatsLeft(ctx.db, page.id),
    team_full: (await teamFullAt(ctx.db, page.id)) !== null,
  };
}

/** Whether a join link names an invitation that still works. */
export async function isLiveInvitation(ctx: AppContext, token: string): Promise<boolean> {
  const nonce = nonceOf("team-invitation", ctx.config.authSecret, token);
  if (!nonce) return false;
  const [row] = await ctx.db.select().from(pageInvitations).where(eq(pageInvitations.nonce, nonce));
  return row ? invitationState(row) === "active" : false;
}

const REFUSALS = { expired: "invitation_expired", revoked: "invitation_revoked", used_up: "invitation_used_up" } as const;

/**
 * Joins the page an invite link names. Joins of one page take turns (the
 * page's row is locked), so of ten people racing for the last seat exactly
 * one joins; the others hear that the team is full. A member who opens the
 * link again joins nothing and uses nothing.
 */
export async function acceptInvitation(ctx: AppContext, token: string, actor: Actor) {
  return ctx.db.transaction(async (tx) => {
    const found = await findByToken(ctx, tx, token, false);
    const page = await lockPage(tx, found.pageId);
    const row = await findByToken(ctx, tx, token, true);
    const [member] = await tx
      .select({ role: pageMembers.role })
      .from(pageMembers)
      .where(and(eq(pageMembers.pageId, page.id), eq(pageMembers.userId, actor.id)));
    if (member) return { business_id: page.id, handle: page.handle, role: member.role, joined: false };
    const state = invitationState(row);
    if (state !== "active") throw MEMBER_ERRORS.raise(REFUSALS[state]);
    await checkTeamJoin(tx, page.id);
    await tx
      .update(pageInvitations)
      .set({ uses: row.uses + 1 })
      .where(eq(pageInvitations.id, row.id));
    await tx.insert(pageMembers).values({ pageId: page.id, userId: actor.id, role: row.role });
    await writeActivity(tx, { pageId: page.id, action: "member.join", itemType: "member", itemId: actor.id, itemLabel: { en: actor.name }, actor });
    return { business_id: page.id, handle: page.handle, role: row.role, joined: true };
  });
}
