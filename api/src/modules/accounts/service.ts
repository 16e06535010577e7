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
import { isLiveInvitation } from "../members/invitations.ts";

/** A sign-up through a live join link is a team member's (the join itself happens when they confirm). */
const joinsTeam = async (ctx: AppContext, token: string | undefined) => (token ? isLiveInvitation(ctx, token) : false);

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

/**
 * Takes an unused, unexpired invitation code for one sign-up, atomically,
 * before any account exists: of two sign-ups racing for one code exactly one
 * gets it, and the other never creates an account (nor mails a verification).
 * A claim is given back only when the account could not be made; one left by
 * a crash stays used (an admin issues another code) rather than risk one code
 * making two accounts. Resolves to its id, or null when the code cannot be used.
 */
async function claimInvitation(db: Database, code: string): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(invitationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitationCodes.code, code),
        isNull(invitationCodes.usedBy),
        isNull(invitationCodes.usedAt),
        // A revoked code answers like an unknown one.
        isNull(invitationCodes.revokedAt),
        or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, now)),
      ),
    )
    .returning({ id: invitationCodes.id });
  return row?.id ?? null;
}

/** Gives a claimed code back when its sign-up failed. */
async function releaseInvitation(db: Database, id: number): Promise<void> {
  await db
    .update(invitationCodes)
    .set({ usedAt: null })
    .where(and(eq(invitationCodes.id, id), isNull(invitationCodes.usedBy)));
}

/** The account as better-auth creates it (hashing the password, mailing the verification link, signing in). */
async function createAccount(ctx: AppContext, input: ReturnType<typeof validateSignup>, request: Request) {
  const created = await callAuthEndpoint(
    ctx,
    "/sign-up/email",
    { name: input.name, email: input.email, password: input.password, callbackURL: `${ctx.config.siteUrl}/verify-email` },
    request,
  );
  if (created.status === 429) throw rateLimited(created.retryAfter, ctx.config.signUpRateLimit);
  if (created.status === 422 || (created.status === 400 && created.body.code === "USER_ALREADY_EXISTS")) {
    throw fieldError("email", M.emailExists);
  }
  if (created.status >= 500) throw new Error(`better-auth sign-up answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (created.status >= 400) {
    throw ACCOUNT_ERRORS.raise("signup_failed", typeof created.body.message === "string" ? { detail: created.body.message } : {});
  }
  return { userId: String((created.body.user as { id: string }).id), setCookies: created.setCookies };
}

/**
 * Creates the account through better-auth, then records what better-auth
 * does not know: business name, how they found us, the invitation. An early
 * sign-up claims its invitation code first, so a sign-up that loses a race
 * for a code creates nothing.
 */
export async function signup(ctx: AppContext, { body, query, request }: SignupInput) {
  const early = query.early_signup === true;
  const input = validateSignup(body, early);
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
  if (existing) throw fieldError("email", M.emailExists);
  const invitationId = early ? await claimInvitation(ctx.db, input.code) : null;
  if (early && invitationId === null) throw fieldError("invitation_code", M.invitationInvalid);

  let created: Awaited<ReturnType<typeof createAccount>>;
  try {
    created = await createAccount(ctx, input, request);
  } catch (error) {
    if (invitationId !== null) await releaseInvitation(ctx.db, invitationId);
    throw error;
  }
  if (invitationId !== null)
    await ctx.db
      .update(invitationCodes)
      .set({ usedBy: created.userId })
      .where(and(eq(invitationCodes.id, invitationId), isNull(invitationCodes.usedBy)));
  const [row] = await ctx.db
    .update(users)
    .set({
      businessName: body.business_name || null,
      howFoundUs: body.how_found_us || null,
      signupSource: early ? "early" : (await joinsTeam(ctx, body.team_invitation)) ? "team" : query.demo_signup ? "demo" : "standard",
      updatedAt: new Date(),
    })
    .where(eq(users.id, created.userId))
    .returning();
  return { user: await loadUser(ctx.db, row!), setCookies: created.setCookies };
}
