import { and, eq, isNull, ne } from "drizzle-orm";
import { sessions, users } from "@greenpage/db/schema";
import { ownedPageIds, pagesOthersWorkOn } from "../../lib/account-deletion.ts";
import type { CurrentUser } from "../../lib/auth-guard.ts";
import type { AppContext } from "../../lib/context.ts";
import type { Tx } from "../../lib/transaction.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { ADMIN_USER_ERRORS } from "./errors.ts";
import { ADMIN_USER_MESSAGES } from "./messages.ts";
import { deletionPreview, findUser, userDetail } from "./service.ts";

type UserRow = typeof users.$inferSelect;

const actorOf = (admin: CurrentUser): AuditActor => ({ id: admin.id, email: admin.email });
const targetOf = (user: UserRow) => ({ type: "user" as const, id: user.id, label: user.email });

/** The target row, locked for the rest of the transaction so two admins acting on one account take turns. */
async function lockedUser(tx: Tx, reference: string): Promise<UserRow> {
  const found = await findUser(tx, reference);
  const [row] = await tx.select().from(users).where(eq(users.id, found.id)).for("update");
  return row!;
}

function refuseOwnAccount(admin: CurrentUser, target: UserRow): void {
  if (admin.id === target.id) throw ADMIN_USER_ERRORS.raise("own_account");
}

/** The console keeps at least one admin who can sign in: another active admin must remain when `target` stops being one. */
async function requireAnotherAdmin(tx: Tx, target: UserRow): Promise<void> {
  if (target.role !== "admin") return;
  // Locking every admin row serialises two admins demoting each other at once.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, target.id), isNull(users.disabledAt)))
    .for("update");
  if (others.length === 0) throw ADMIN_USER_ERRORS.raise("last_admin");
}

/**
 * Disables an account at once: it cannot sign in, its sessions (and with them
 * its refresh tokens and the access tokens minted from them) are deleted, and
 * auth-guard refuses whatever outlives them (an API key) with `account_disabled`.
 * API keys are kept, unusable, so enabling the account gives them back.
 */
export async function disableUser(ctx: AppContext, admin: CurrentUser, reference: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const target = await lockedUser(tx, reference);
    refuseOwnAccount(admin, target);
    if (target.disabledAt) throw ADMIN_USER_ERRORS.raise("already_disabled");
    await tx.update(users).set({ disabledAt: new Date(), disabledReason: reason, updatedAt: new Date() }).where(eq(users.id, target.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id });
    await recordAdminAction(tx, { actor: actorOf(admin), action: "user.disable", target: targetOf(target), reason, details: { sessions_ended: ended.length } });
    return userDetail(tx, target.id);
  });
}

/** Lets a disabled account sign in again (its API keys work again); the reason is optional. */
export async function enableUser(ctx: AppContext, admin: CurrentUser, reference: string, reason: string | null) {
  return ctx.db.transaction(async (tx) => {
    const target = await lockedUser(tx, reference);
    if (!target.disabledAt) throw ADMIN_USER_ERRORS.raise("not_disabled");
    await tx.update(users).set({ disabledAt: null, disabledReason: null, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, {
      actor: actorOf(admin),
      action: "user.enable",
      target: targetOf(target),
      reason,
      details: { disabled_at: target.disabledAt.toISOString(), disabled_reason: target.disabledReason },
    });
    return userDetail(tx, target.id);
  });
}

/** Makes a user an admin or a user again; never the last active admin (409 `last_admin`). Setting the role they have changes nothing. */
export async function setUserRole(ctx: AppContext, admin: CurrentUser, reference: string, role: "admin" | "user") {
  return ctx.db.transaction(async (tx) => {
    const target = await lockedUser(tx, reference);
    if (target.role === role) return userDetail(tx, target.id);
    if (role === "user") await requireAnotherAdmin(tx, target);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, target.id));
    await recordAdminAction(tx, { actor: actorOf(admin), action: "user.role", target: targetOf(target), details: { from: target.role, to: role } });
    return userDetail(tx, target.id);
  });
}

/**
 * Deletes an account as self-deletion does (its pages and everything on them
 * go, memberships end; pages others work on must be handed over first), and
 * then the owned pages' files. Never one's own account or the last admin.
 */
export async function deleteUser(ctx: AppContext, admin: CurrentUser, reference: string, reason: string) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const target = await lockedUser(tx, reference);
    refuseOwnAccount(admin, target);
    await requireAnotherAdmin(tx, target);
    const shared = await pagesOthersWorkOn(tx, target.id);
    if (shared.length) throw ADMIN_USER_ERRORS.raise("owns_shared_pages", { detail: ADMIN_USER_MESSAGES.ownsSharedPages(shared), extra: { handles: shared } });
    const preview = await deletionPreview(tx, target.id);
    const pageIds = await ownedPageIds(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAdminAction(tx, {
      actor: actorOf(admin),
      action: "user.delete",
      target: targetOf(target),
      reason,
      details: {
        name: target.name,
        pages: preview.pages.map((p) => ({ handle: p.handle, items: p.items, news: p.news })),
        memberships: preview.memberships,
        plan: preview.subscription?.subscription_plan.code ?? null,
      },
    });
    return pageIds;
  });
  // Files are not in the transaction: they go once the rows are gone for good (as afterDelete does for self-deletion).
  // Their public pages are gone: no site may keep showing them.
  if (deleted.length) await ctx.pageChanges.changedAll();
  await Promise.all(deleted.map((id) => ctx.storage.deletePage(id)));
  return { detail: ADMIN_USER_MESSAGES.deleted };
}

/** Mails the verification link again, through better-auth as the site's "resend" does. 400 `already_verified` when there is nothing to verify. */
export async function resendVerification(ctx: AppContext, admin: CurrentUser, reference: string) {
  const target = await findUser(ctx.db, reference);
  if (target.emailVerified) throw ADMIN_USER_ERRORS.raise("already_verified");
  await ctx.auth.api.sendVerificationEmail({ body: { email: target.email, callbackURL: `${ctx.config.siteUrl}/verify-email` } });
  await recordAdminAction(ctx.db, { actor: actorOf(admin), action: "user.verification_email", target: targetOf(target) });
  return { detail: ADMIN_USER_MESSAGES.verificationSent };
}

/** Mails a password reset link through better-auth's own flow, as the site's "Forgot password" does. */
export async function sendPasswordReset(ctx: AppContext, admin: CurrentUser, reference: string) {
  const target = await findUser(ctx.db, reference);
  await ctx.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: `${ctx.config.siteUrl}/reset-password` } });
  await recordAdminAction(ctx.db, { actor: actorOf(admin), action: "user.password_reset", target: targetOf(target) });
  return { detail: ADMIN_USER_MESSAGES.passwordResetSent };
}
