import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, isNotNull } from "drizzle-orm";
import { sessions, users } from "@greenpage/db/schema";
import type { Database } from "@greenpage/db";
import { isDatabaseUnavailable, schema } from "@greenpage/db";
import { ownedPageIds, pagesOthersWorkOn } from "./account-deletion.ts";
import type { PageChanges } from "./page-changes.ts";
import { revokeAllApiKeys } from "./api-keys.ts";
import type { Config } from "./config.ts";
import type { DatabaseAvailability } from "./database-availability.ts";
import { MESSAGES } from "./errors.ts";
import type { Mailer } from "./mail.ts";
import type { Storage } from "./storage.ts";
import { resetPasswordMail, verificationMail } from "./mail-templates.ts";
import { assignStarterPlan } from "./plans/index.ts";
import { guardSignOn, isStakeholderSignOn, signOnPlugins } from "./sign-on.ts";
import { RULES } from "./validate.ts";

/** A password's length, for sign-up here and better-auth's reset and change alike (128 is better-auth's own default). */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 128;
/** The longest name a person gives (signing up or changing it later), after trimming. */
export const USER_NAME_MAX_LENGTH = 200;
export const ACCOUNT_DELETE_NEEDS_PASSWORD = "Enter your password to delete your account.";
export const ACCOUNT_DELETE_OWNS_SHARED_PAGES = (handles: string[]) =>
  `You own pages other people work on (${handles.join(", ")}). Hand each over to a member or delete it before you delete your account.`;
/** Refresh tokens are better-auth sessions; they live this long (cookie sessions slide daily while used). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * better-auth at /api/auth: email + password, email verification, password reset,
 * cookie sessions, origin checks and rate limits stored in Postgres; and for
 * stakeholders, sign-on by mailed code or link and OpenID Connect (sign-on.ts).
 * The site proxies /api to us, so every link better-auth builds points at the site.
 */
export function createAuth(deps: {
  config: Config;
  db: Database;
  database: DatabaseAvailability;
  mailer: Mailer;
  storage: Storage;
  pageChanges?: Pick<PageChanges, "changedAll">;
}) {
  const { config, db, database, mailer, storage, pageChanges } = deps;
  /** Pages of accounts being deleted: read before the row goes (their rows cascade), their files removed after. */
  const ownedPagesOfDeleted = new Map<string, number[]>();
  return betterAuth({
    appName: "Greenpage",
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    telemetry: { enabled: false },
    plugins: signOnPlugins({ config, mailer }),
    logger: { disabled: config.logLevel === "silent", level: "error" },
    onAPIError: {
      // A database that went away is news for every request, not one more error line: the API answers 503 until it is back.
      onError(error, ctx) {
        if (isDatabaseUnavailable(error)) void database.reportOutage(error instanceof Error ? error.message : String(error));
        // A refusal (wrong password, limit reached) is an answer, not an error to log; the rest is, as better-auth would.
        else if (!isAPIError(error) || error.status === "INTERNAL_SERVER_ERROR") ctx.logger.error(error instanceof Error ? error.message : "better-auth error");
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        businessName: { type: "string", required: false, input: false },
        howFoundUs: { type: "string", required: false, input: false },
        signupSource: { type: "string", required: false, defaultValue: "standard", input: false },
      },
      // A verified address changes only once the new one is verified (the link goes to the new address);
      // an unverified one is simply replaced, and the new address gets the verification mail.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      // Deleting an account deletes the pages it owns (rows cascade) and their files; memberships end.
      // A page other people work on is not taken from them: it is handed over or deleted first.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const shared = await pagesOthersWorkOn(db, user.id);
          if (shared.length) throw new APIError("BAD_REQUEST", { message: ACCOUNT_DELETE_OWNS_SHARED_PAGES(shared), code: "OWNS_SHARED_PAGES" });
          ownedPagesOfDeleted.set(user.id, await ownedPageIds(db, user.id));
        },
        afterDelete: async (user) => {
          const pages = ownedPagesOfDeleted.get(user.id) ?? [];
          ownedPagesOfDeleted.delete(user.id);
          // Their public pages are gone: no site may keep showing them.
          if (pages.length) await pageChanges?.changedAll();
          await Promise.all(pages.map((id) => storage.deletePage(id)));
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (authCtx) => {
        // A session of a disabled account (one that outlived disabling: a sign-in racing it) ends on a request to
        // /api/auth, which then answers as for any ended session (no session, 401). auth-guard's own calls
        // (no request) keep it, to answer `account_disabled` on /api/v1.
        const token = authCtx.request && (await authCtx.getSignedCookie(authCtx.context.authCookies.sessionToken.name, authCtx.context.secret));
        if (token) await endDisabledSession(db, token);
        // Mailed codes are for signing in only, and each mailbox gets only so many.
        await guardSignOn(db, authCtx.path, authCtx.body);
        // Deleting an account always needs the password, not only when the session is old.
        if (authCtx.path === "/delete-user" && !(authCtx.body as { password?: string } | undefined)?.password) {
          throw new APIError("BAD_REQUEST", { message: ACCOUNT_DELETE_NEEDS_PASSWORD, code: "PASSWORD_REQUIRED" });
        }
        // better-auth takes any name: the sign-up model's rule, in its words, stored trimmed (its own sign-up path too).
        const name = (authCtx.body as { name?: unknown } | undefined)?.name;
        if ((authCtx.path === "/update-user" || authCtx.path === "/sign-up/email") && name !== undefined)
          return { context: { body: { ...(authCtx.body as object), name: checkedName(name) } } };
        // A new password ends every other session, and with them their refresh and access tokens.
        if (authCtx.path !== "/change-password") return;
        return { context: { body: { ...(authCtx.body as object), revokeOtherSessions: true } } };
      }),
      // A changed password also revokes the user's API keys, unless the body says `revokeApiKeys: false`.
      after: createAuthMiddleware(async (authCtx) => {
        if (authCtx.path !== "/change-password" || isAPIError(authCtx.context.returned)) return;
        const userId = authCtx.context.session?.user.id;
        if (userId && (authCtx.body as { revokeApiKeys?: unknown } | undefined)?.revokeApiKeys !== false) await revokeAllApiKeys(db, userId);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // An account made by signing on to give feedback is a stakeholder's, not a page owner's.
          before: async (user, endpoint) => (isStakeholderSignOn(endpoint?.path) ? { data: { ...user, signupSource: "stakeholder" } } : undefined),
          // Whatever path creates an account (sign-up, admin script, sign-on), it starts on Starter.
          after: async (user) => assignStarterPlan(db, user.id),
        },
      },
      session: {
        create: {
          // Every way of signing in (password, mailed code, OpenID, a verification link) makes a session:
          // an account the product team disabled gets none.
          before: async (session) => {
            const [user] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, session.userId));
            if (user?.disabledAt) throw new APIError("FORBIDDEN", { message: MESSAGES.accountDisabled, code: "ACCOUNT_DISABLED" });
          },
          // Sessions end on sign-out, so when the account last signed in is kept on the account.
          after: async (session) => {
            await db.update(users).set({ lastSignInAt: session.createdAt }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Unverified owners can sign in and build their page; publishing needs a verified email.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      // A reset is what a victim does after losing the account: no key made by whoever had it survives.
      onPasswordReset: async ({ user }) => {
        await revokeAllApiKeys(db, user.id);
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, kind: "reset_password", ...resetPasswordMail(user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, kind: "verify_email", ...verificationMail(user.name, url) });
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInRateLimit },
        "/sign-up/email": { window: 60, max: config.signUpRateLimit },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
        // A mailed code is six digits: guesses are limited per client here and to three per code by the plugin.
        "/sign-in/email-otp": { window: 60, max: config.signInRateLimit },
        // Reading one's own session changes nothing and guesses nothing; the site's server now reads it for every
        // signed-in page view (its header), so the default 100 a minute per address would refuse busy visitors.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Deletes the session with this token when its account is disabled. */
async function endDisabledSession(db: Database, token: string): Promise<void> {
  const [disabled] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), isNotNull(users.disabledAt)));
  if (disabled) await db.delete(sessions).where(eq(sessions.id, disabled.id));
}

/** A changed name, checked as the sign-up model checks it (required, at most USER_NAME_MAX_LENGTH once trimmed), and trimmed. */
function checkedName(name: unknown): string {
  const trimmed = typeof name === "string" ? name.trim() : "";
  if (!trimmed) throw new APIError("BAD_REQUEST", { message: RULES.required, code: "NAME_REQUIRED" });
  if (trimmed.includes("\u0000")) throw new APIError("BAD_REQUEST", { message: RULES.unstorable, code: "NAME_INVALID" });
  if (trimmed.length > USER_NAME_MAX_LENGTH) throw new APIError("BAD_REQUEST", { message: RULES.tooLong(USER_NAME_MAX_LENGTH), code: "NAME_TOO_LONG" });
  return trimmed;
}
