import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Secret links (join links, shared analytics, unsubscribe links) carry `<nonce>.<signature>`:
 * the nonce names the row, the signature (HMAC of the nonce under the
 * server's secret and the link's purpose) proves the link was made here for
 * that purpose. Rows keep only the nonce, so reading the database is not
 * enough to use a link, while its creator can still copy it again.
 */
export type TokenPurpose = "team-invitation" | "analytics-share" | `notification-unsubscribe:${string}`;

const sign = (purpose: TokenPurpose, secret: string, nonce: string) =>
  createHmac("sha256", `${purpose}:${secret}`).update(nonce).digest("base64url").slice(0, 32);

export const newNonce = () => randomBytes(16).toString("base64url");

export const signedToken = (purpose: TokenPurpose, secret: string, nonce: string) => `${nonce}.${sign(purpose, secret, nonce)}`;

/** The nonce of a well-formed, genuine token for the purpose; null for anything else. */
export function nonceOf(purpose: TokenPurpose, secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(purpose, secret, nonce));
  return timingSafeEqual(expected, Buffer.from(signature)) ? nonce : null;
}

/**
 * A pass that proves something until `expiresAt` (seconds since the epoch):
 * `<expiresAt>.<signature>` over the subject, for one purpose. Nothing is
 * stored; it ends by itself.
 */
export type PassPurpose = "analytics-share-access";

const signPass = (purpose: PassPurpose, secret: string, subject: string, expiresAt: number) =>
  createHmac("sha256", `${purpose}:${secret}`).update(`${subject}.${expiresAt}`).digest("base64url").slice(0, 32);

export const signedPass = (purpose: PassPurpose, secret: string, subject: string, expiresAt: number) =>
  `${expiresAt}.${signPass(purpose, secret, subject, expiresAt)}`;

/** Whether a pass is genuine for the subject and not yet expired. */
export function passHolds(purpose: PassPurpose, secret: string, subject: string, pass: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(pass);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  return timingSafeEqual(Buffer.from(signPass(purpose, secret, subject, expiresAt)), Buffer.from(match[2]!));
}
