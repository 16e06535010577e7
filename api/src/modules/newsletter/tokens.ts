import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Confirmation links live 48 hours. */
export const CONFIRMATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** A fresh confirmation token for the mail; only its hash is stored, so the table alone cannot confirm anyone. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Unsubscribe links carry `id.signature`: an HMAC of the subscriber's id and
 * address under the server secret. They never expire and need no column;
 * a link stops working only if the secret changes or the address is deleted.
 */
export function unsubscribeToken(secret: string, subscriber: { id: number; email: string }): string {
  return `${subscriber.id}.${signature(secret, subscriber)}`;
}

/** The subscriber id an unsubscribe token names; its signature is checked with `verifyUnsubscribeToken`. */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function verifyUnsubscribeToken(secret: string, token: string, subscriber: { id: number; email: string }): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(unsubscribeToken(secret, subscriber));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: string, subscriber: { id: number; email: string }): string {
  return createHmac("sha256", `newsletter-unsubscribe:${secret}`).update(`${subscriber.id}:${subscriber.email.toLowerCase()}`).digest("base64url");
}
