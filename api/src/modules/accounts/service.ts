import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { invitationCodes, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { callAuthEndpoint } from "../../lib/auth-call.ts";
import { fieldError, rateLimited } from "../../lib/errors.ts";
import { findUserSubscription } from "../../lib/plans/index.ts";
import { ACCOUNT_MESSAGES as M } from "./messages.ts";
import type { SignupBody, SignupQuery, User } from "./model.ts";
import { ACCOUNT_ERRORS } from "./errors.ts";

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow, subscription: User["user_subscription"]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified: row.emailVerified,
    role: row.role === "admin" ? "admin" : "user",
    business_name: row.businessName,
    how_found_us: row.howFoundUs,
    signup_source: row.signupSource,
    created_at: row.createdAt.toISOString(),
    user_subscription: subscription,
  };
}

export async function loadUser(db: Database, row: UserRow): Promise<User> {
  return toUser(row, await findUserSubscription(db, row.id));
}

type SignupInput = { body: SignupBody; query: SignupQuery; request: Request };

/**
 * The model has checked every field (trimmed); what is left depends on the
 * query: an early sign-up needs an invitation code. Emails compare lowercased.
 */
function validateSignup(body: SignupBody, early: boolean) {
  const code = body.invitation_code ?? "";
  if (early && !code) throw fieldError("invitation_code", M.invitationRequired);
  return { name: body.name, email: body.email.toLowerCase(), password: body.password, code };
}

async function usableInvitation(db: Database, code: string) {
  const [row] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(
      and(eq(invitationCodes.code, code), isNull(invitationCodes.usedBy), or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, new Date()))),
    );
  return row ?? null;
}

/**
 * Creates the account through better-auth (which hashes the password, mails
 * the verification link and signs the new user in), then records what
 * better-auth does not know: business name, how they found us, the invitation.
 */
export async function signup(ctx: AppContext, { body, query, request }: SignupInput) {
  const early = query.early_signup === true;
  const input = validateSignup(body, early);
  if (early && !(await usableInvitation(ctx.db, input.code))) throw fieldError("invitation_code", M.invitationInvalid);
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
  if (existing) throw fieldError("email", M.emailExists);

  const created = await callAuthEndpoint(
    ctx,
    "/sign-up/email",
    { name: input.name, email: input.email, password: input.password, callbackURL: `${ctx.config.siteUrl}/verify-email` },
    request,
  );
  if (created.status === 429) throw rateLimited();
  if (created.status === 422 || (created.status === 400 && created.body.code === "USER_ALREADY_EXISTS")) {
    throw fieldError("email", M.emailExists);
  }
  if (created.status >= 500) throw new Error(`better-auth sign-up answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (created.status >= 400) {
    throw ACCOUNT_ERRORS.raise("signup_failed", typeof created.body.message === "string" ? { detail: created.body.message } : {});
  }
  const userId = String((created.body.user as { id: string }).id);

  if (early) {
    const claimed = await ctx.db
      .update(invitationCodes)
      .set({ usedBy: userId, usedAt: new Date() })
      .where(and(eq(invitationCodes.code, input.code), isNull(invitationCodes.usedBy)))
      .returning({ id: invitationCodes.id });
    if (claimed.length === 0) {
      // Someone used the code between our check and now: undo the account.
      await ctx.db.delete(users).where(eq(users.id, userId));
      throw fieldError("invitation_code", M.invitationInvalid);
    }
  }
  const [row] = await ctx.db
    .update(users)
    .set({
      businessName: body.business_name || null,
      howFoundUs: body.how_found_us || null,
      signupSource: early ? "early" : query.demo_signup ? "demo" : "standard",
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return { user: await loadUser(ctx.db, row!), setCookies: created.setCookies };
}
