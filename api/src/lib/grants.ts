import { jwtVerify, SignJWT } from "jose";

/** How long a passed gate stays open: long enough to read and download, short enough not to be a bypass. */
export const GRANT_SECONDS = 30 * 60;

/** Grants are their own kind of token: an access token can never pass for one, nor the reverse. */
const AUDIENCE = "greenpage:gate-grant";
const keyOf = (secret: string) => new TextEncoder().encode(`gate-grant:${secret}`);

/** A signed, short-lived grant (a JWT) for one gated item of one page, never for anything else. */
export async function issueGrant(secret: string, pageId: number, contentId: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now / 1000);
  const exp = issuedAt + GRANT_SECONDS;
  const token = await new SignJWT({ b: pageId, c: contentId })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** True when `token` was signed by us, for exactly this page and item, and has not expired. */
export async function grantAllows(secret: string, token: string | undefined | null, pageId: number, contentId: number, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 512) return false;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: new Date(now) });
    return payload.b === pageId && payload.c === contentId;
  } catch {
    return false;
  }
}

export const GRANT_COOKIE_PREFIX = "gp_grant_";
/** The cookie that carries an item's grant to the site's page of that item (path `/{handle}`). */
export const grantCookieName = (contentId: number | string) => `${GRANT_COOKIE_PREFIX}${contentId}`;
