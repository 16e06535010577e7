import { APIError } from "better-auth/api";
import { emailOTP, genericOAuth, magicLink } from "better-auth/plugins";
import type { Database } from "@greenpage/db";
import type { Config } from "./config.ts";
import { MESSAGES } from "./errors.ts";
import type { Mailer } from "./mail.ts";
import { type MailLanguage, signInCodeMail, signInLinkMail } from "./mail-templates.ts";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit.ts";

/**
 * Stakeholder sign-on: how a visitor proves who they are before giving
 * feedback, without a password. A one-time code or a one-time link by mail
 * (better-auth's email-otp and magic-link plugins, through our outbox), and
 * single sign-on with one OpenID Connect provider configured by env
 * (better-auth's generic OAuth). The first sign-on creates the account.
 */

/** How long a mailed code or link works. */
export const SIGN_ON_MAIL_EXPIRES_SECONDS = 10 * 60;
/** Digits in a mailed code. */
export const SIGN_IN_CODE_LENGTH = 6;
/** Codes or links one client address may ask for per minute (better-auth's own limit, stored in Postgres). */
const SIGN_ON_MAILS_PER_MINUTE = 3;

/** better-auth paths that create an account for a stakeholder on first use. */
const STAKEHOLDER_SIGN_ON_PATHS = new Set(["/sign-in/email-otp", "/magic-link/verify", "/callback/:id", "/sign-in/social"]);

/** The paths that mail a code or a link; each is limited per address mailed to as well as per client. */
const MAILING_PATHS = new Set(["/email-otp/send-verification-otp", "/sign-in/magic-link"]);

export function isStakeholderSignOn(path: string | undefined): boolean {
  return path !== undefined && STAKEHOLDER_SIGN_ON_PATHS.has(path);
}

/** The plugins, in the order better-auth should load them. */
export function signOnPlugins(deps: { config: Config; mailer: Mailer }) {
  const { config, mailer } = deps;
  const minutes = SIGN_ON_MAIL_EXPIRES_SECONDS / 60;
  const limit = { window: 60, max: SIGN_ON_MAILS_PER_MINUTE };
  const plugins = [
    emailOTP({
      otpLength: SIGN_IN_CODE_LENGTH,
      expiresIn: SIGN_ON_MAIL_EXPIRES_SECONDS,
      // Three wrong guesses end the code; a new one must be mailed.
      allowedAttempts: 3,
      storeOTP: "hashed",
      rateLimit: limit,
      sendVerificationOTP: async ({ email, otp, type }, ctx) => {
        if (type !== "sign-in") return;
        await mailer.send({ to: email, kind: "sign_in_code", ...signInCodeMail(otp, minutes, mailLanguage(ctx)) });
      },
    }),
    magicLink({
      expiresIn: SIGN_ON_MAIL_EXPIRES_SECONDS,
      storeToken: "hashed",
      rateLimit: limit,
      sendMagicLink: async ({ email, url, metadata }, ctx) => {
        await mailer.send({ to: email, kind: "sign_in_link", ...signInLinkMail(url, minutes, mailLanguage(ctx, metadata?.lang)) });
      },
    }),
  ];
  const { oidc } = config;
  if (!oidc) return plugins;
  return [
    ...plugins,
    genericOAuth({
      config: [
        {
          providerId: oidc.providerId,
          name: oidc.name,
          discoveryUrl: oidc.discoveryUrl,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ["openid", "email", "profile"],
          // The identity comes from the ID token: its signature must check out against the provider's keys.
          requireIdTokenVerification: true,
        },
      ],
    }),
  ];
}

/**
 * Only the sign-in flavour of email-otp is ours: owners verify and reset by
 * link, so the plugin's password-reset, verification and email-change codes
 * are answered 404. A mailing path also counts against the address mailed to,
 * so many client addresses cannot flood one inbox.
 */
export async function guardSignOn(db: Database, path: string, body: unknown): Promise<void> {
  const fields = (body ?? {}) as { email?: unknown; type?: unknown };
  if ((path.startsWith("/email-otp/") && path !== "/email-otp/send-verification-otp") || path === "/forget-password/email-otp") {
    throw new APIError("NOT_FOUND", { message: MESSAGES.notFound, code: "NOT_FOUND" });
  }
  if (path === "/email-otp/send-verification-otp" && fields.type !== "sign-in") {
    throw new APIError("BAD_REQUEST", { message: "Invalid OTP type", code: "INVALID_OTP_TYPE" });
  }
  if (!MAILING_PATHS.has(path) || typeof fields.email !== "string") return;
  const hit = await hitRateLimit(db, RATE_LIMITS.signOnMail, fields.email.trim().toLowerCase());
  if (!hit.allowed) {
    throw new APIError("TOO_MANY_REQUESTS", { message: MESSAGES.rateLimited, code: "RATE_LIMITED" }, { "X-Retry-After": String(hit.retryAfterSeconds) });
  }
}

/**
 * The language of a sign-on mail: `lang` where the caller can pass one (the
 * magic link's `metadata`), else the request's first Accept-Language. Japanese
 * or English alone; anything else gets English with Japanese below.
 */
export function mailLanguage(ctx: { headers?: Headers | undefined; request?: Request | undefined } | undefined, hint?: unknown): MailLanguage {
  const wanted = typeof hint === "string" ? hint : ((ctx?.headers ?? ctx?.request?.headers)?.get("accept-language") ?? "");
  const primary = wanted.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return primary === "ja" || primary === "en" ? primary : undefined;
}
