import { and, eq, gt } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "@greenpage/db";
import { sessions, users } from "@greenpage/db/schema";
import { COMMON_ERRORS } from "./errors.ts";

/** Access tokens live one hour (the specification's access cookie lifetime). */
export const ACCESS_TOKEN_SECONDS = 60 * 60;
const ISSUER = "greenpage";

/**
 * Access tokens for the SDK, the CLI and scripts: short-lived JWTs naming the
 * better-auth session they were minted from. The refresh token is that
 * session's own token, so ending the session (logout, password reset) revokes both.
 */
export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(deps: { db: Database; secret: string; now?: () => number }) {
  const key = new TextEncoder().encode(`access-token:${deps.secret}`);
  const now = deps.now ?? (() => Date.now());

  async function mintAccess(userId: string, sessionId: string): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT({ sid: sessionId, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(key);
  }

  /** The live session for an access token, or null when it is invalid, expired or revoked. */
  async function verifyAccess(token: string) {
    let sid: unknown;
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        currentDate: new Date(now()),
      });
      if (payload.typ !== "access") return null;
      sid = payload.sid;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    if (typeof sid !== "string") return null;
    return findLiveSession(eq(sessions.id, sid));
  }

  /** Trades a refresh token (a session token, optionally prefixed `Bearer `) for a new access token. */
  async function refresh(refreshToken: string): Promise<string | null> {
    const token = stripBearer(refreshToken);
    if (!token) return null;
    const live = await findLiveSession(eq(sessions.token, token));
    // A session that outlived disabling its account (a sign-in racing it) mints nothing, and says why.
    if (live?.user.disabledAt) throw COMMON_ERRORS.raise("account_disabled");
    return live ? mintAccess(live.user.id, live.session.id) : null;
  }

  async function findLiveSession(match: ReturnType<typeof eq>) {
    const [row] = await deps.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(match, gt(sessions.expiresAt, new Date(now()))))
      .limit(1);
    return row ?? null;
  }

  return { mintAccess, verifyAccess, refresh, findSessionByToken: (token: string) => findLiveSession(eq(sessions.token, token)) };
}

export function stripBearer(value: string): string {
  return value
    .trim()
    .replace(/^Bearer\s+/i, "")
    .trim();
}
