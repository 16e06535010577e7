import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a passed gate stays open: long enough to read and download, short enough not to be a bypass. */
export const GRANT_SECONDS = 30 * 60;

type Claims = { b: number; c: number; exp: number };

const sign = (secret: string, payload: string) => createHmac("sha256", `grant:${secret}`).update(payload).digest("base64url");

/** A signed, short-lived grant for one gated item of one page (never for anything else). */
export function issueGrant(secret: string, businessId: number, contentId: number, now = Date.now()): { token: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + GRANT_SECONDS;
  const payload = Buffer.from(JSON.stringify({ b: businessId, c: contentId, exp } satisfies Claims)).toString("base64url");
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** True when `token` was signed by us, for exactly this page and item, and has not expired. */
export function grantAllows(secret: string, token: string | undefined | null, businessId: number, contentId: number, now = Date.now()): boolean {
  if (!token || token.length > 512) return false;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Claims;
    return claims.b === businessId && claims.c === contentId && typeof claims.exp === "number" && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

export const GRANT_COOKIE_PREFIX = "gp_grant_";
/** The cookie that carries an item's grant to the site's page of that item (path `/{handle}`). */
export const grantCookieName = (contentId: number | string) => `${GRANT_COOKIE_PREFIX}${contentId}`;
