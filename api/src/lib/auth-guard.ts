import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { users } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import { findApiKeyUser, isApiKey } from "./api-keys.ts";
import { COMMON_ERRORS, forbidden, unauthenticated } from "./errors.ts";
import { SECURITY } from "./openapi.ts";

export type CurrentUser = typeof users.$inferSelect;
/** Signed in: the session cookie, or an access token minted from a session. */
export type SessionPrincipal = { user: CurrentUser; sessionId: string; via: "cookie" | "bearer" };
/** An API key acts as its user, with every right the user has, but has no session. */
export type ApiKeyPrincipal = { user: CurrentUser; apiKeyId: string; via: "api_key" };
export type Principal = SessionPrincipal | ApiKeyPrincipal;

/**
 * Who is asking: a bearer access token or API key (SDK, CLI), an `X-API-Key`
 * header, or the better-auth session cookie (site). A bearer or key header
 * that does not verify is an error on its own; it never falls back to the cookie.
 * A disabled account's credential is refused: 401 `account_disabled`.
 */
export async function resolvePrincipal(ctx: AppContext, headers: Headers): Promise<Principal | null> {
  const principal = await presentedPrincipal(ctx, headers);
  // Disabling ends the account's sessions; this refuses what outlives them (an access token until it expires, an API key).
  if (principal?.user.disabledAt) throw COMMON_ERRORS.raise("account_disabled");
  return principal;
}

async function presentedPrincipal(ctx: AppContext, headers: Headers): Promise<Principal | null> {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const credential = authorization.slice(7).trim();
    if (isApiKey(credential)) return apiKeyPrincipal(ctx, credential);
    const live = await ctx.tokens.verifyAccess(credential);
    return live ? { user: live.user, sessionId: live.session.id, via: "bearer" } : null;
  }
  const apiKey = headers.get("x-api-key");
  if (apiKey !== null) return apiKeyPrincipal(ctx, apiKey.trim());
  if (!headers.get("cookie")) return null;
  const found = await ctx.auth.api.getSession({ headers });
  if (!found) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, found.user.id));
  return user ? { user, sessionId: found.session.id, via: "cookie" } : null;
}

async function apiKeyPrincipal(ctx: AppContext, key: string): Promise<ApiKeyPrincipal | null> {
  const found = await findApiKeyUser(ctx.db, key);
  return found ? { user: found.user, apiKeyId: found.apiKeyId, via: "api_key" } : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie rides along on any request the browser makes, so a write made with
 * one must come from a page of ours (as better-auth checks for /api/auth).
 */
function checkCookieOrigin(ctx: AppContext, request: Request, principal: Principal): void {
  if (principal.via !== "cookie" || SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin || !ctx.config.trustedOrigins.includes(origin)) throw COMMON_ERRORS.raise("invalid_origin");
}

/**
 * Whether a request that rides on the session cookie was made by a page of
 * ours or typed by the person, not sent by another site's link or image:
 * Fetch Metadata (`same-origin`, or `none` for an address typed or
 * bookmarked) when the browser sends it, else a trusted Origin or Referer.
 * With none of them it is refused: a cross-site page can drop its Referer,
 * and a browser without Fetch Metadata sends no Origin on a link.
 */
export function isSameSiteRequest(ctx: AppContext, request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (origin) return ctx.config.trustedOrigins.includes(origin);
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return ctx.config.trustedOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}

export async function requirePrincipal(ctx: AppContext, request: Request): Promise<Principal> {
  const principal = await resolvePrincipal(ctx, request.headers);
  if (!principal) throw unauthenticated();
  checkCookieOrigin(ctx, request, principal);
  return principal;
}

/**
 * Routes declare `{ auth: true }` or `{ admin: true }` and receive `principal`
 * and `user`. `{ session: true }` is for what a leaked key must not reach
 * (managing keys, ending a session): a cookie or access token only.
 */
/** Refuses an API key where only a person signed in may act (minting keys, deleting or handing over a page): 403 `session_required`. */
export function requireSession(principal: Principal): SessionPrincipal {
  if (principal.via === "api_key") throw COMMON_ERRORS.raise("session_required");
  return principal;
}

export function authGuard(ctx: AppContext) {
  return new Elysia({ name: "auth-guard", seed: ctx.id }).macro({
    auth: {
      detail: { security: [...SECURITY.signedIn] },
      async resolve({ request }) {
        const principal = await requirePrincipal(ctx, request);
        return { principal, user: principal.user };
      },
    },
    session: {
      detail: { security: [...SECURITY.session] },
      async resolve({ request }) {
        const principal = requireSession(await requirePrincipal(ctx, request));
        return { principal, user: principal.user };
      },
    },
    admin: {
      detail: { security: [...SECURITY.signedIn] },
      async resolve({ request }) {
        const principal = await requirePrincipal(ctx, request);
        if (principal.user.role !== "admin") throw forbidden();
        return { principal, user: principal.user };
      },
    },
  });
}
