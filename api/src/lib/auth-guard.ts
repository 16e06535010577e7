import { eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { users } from "@greenpage/db/schema";
import type { AppContext } from "../context.ts";
import { forbidden, unauthenticated } from "./errors.ts";

export type CurrentUser = typeof users.$inferSelect;
export type Principal = { user: CurrentUser; sessionId: string; via: "cookie" | "bearer" };

/**
 * Who is asking: a bearer access token (SDK, CLI) or the better-auth session
 * cookie (site). A bearer header that does not verify is an error on its own;
 * it never falls back to the cookie.
 */
export async function resolvePrincipal(ctx: AppContext, headers: Headers): Promise<Principal | null> {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const live = await ctx.tokens.verifyAccess(authorization.slice(7).trim());
    return live ? { user: live.user, sessionId: live.session.id, via: "bearer" } : null;
  }
  if (!headers.get("cookie")) return null;
  const found = await ctx.auth.api.getSession({ headers });
  if (!found) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, found.user.id));
  return user ? { user, sessionId: found.session.id, via: "cookie" } : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie rides along on any request the browser makes, so a write made with
 * one must come from a page of ours (as better-auth checks for /api/auth).
 */
function checkCookieOrigin(ctx: AppContext, request: Request, principal: Principal): void {
  if (principal.via !== "cookie" || SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin || !ctx.config.trustedOrigins.includes(origin)) throw forbidden("Invalid origin.", "invalid_origin");
}

export async function requirePrincipal(ctx: AppContext, request: Request): Promise<Principal> {
  const principal = await resolvePrincipal(ctx, request.headers);
  if (!principal) throw unauthenticated();
  checkCookieOrigin(ctx, request, principal);
  return principal;
}

/** Routes declare `{ auth: true }` or `{ admin: true }` and receive `principal` and `user`. */
export function authGuard(ctx: AppContext) {
  return new Elysia({ name: "auth-guard", seed: ctx.id }).macro({
    auth: {
      async resolve({ request }) {
        const principal = await requirePrincipal(ctx, request);
        return { principal, user: principal.user };
      },
    },
    admin: {
      async resolve({ request }) {
        const principal = await requirePrincipal(ctx, request);
        if (principal.user.role !== "admin") throw forbidden();
        return { principal, user: principal.user };
      },
    },
  });
}
