import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Join links carry `<nonce>.<signature>`: the nonce names the invitation's
 * row, the signature (HMAC of the nonce under the server's secret) proves the
 * link was made here. The row keeps only the nonce, so reading the database
 * is not enough to join a page, while the owner can still copy the link again.
 */
const sign = (secret: string, nonce: string) => createHmac("sha256", `team-invitation:${secret}`).update(nonce).digest("base64url").slice(0, 32);

export const newNonce = () => randomBytes(16).toString("base64url");

export const inviteToken = (secret: string, nonce: string) => `${nonce}.${sign(secret, nonce)}`;

/** The nonce of a well-formed, genuine token; null for anything else. */
export function nonceOf(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, nonce));
  return timingSafeEqual(expected, Buffer.from(signature)) ? nonce : null;
}
