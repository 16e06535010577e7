import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { apiKeys, users } from "@greenpage/db/schema";

/** Every key starts with this, so a bearer value that is a key is told from an access token (a JWT) at a glance. */
export const API_KEY_PREFIX = "gpk_";
/** `gpk_` + 32 random bytes as base64url (43 characters). */
const API_KEY_PATTERN = /^gpk_[A-Za-z0-9_-]{43}$/;
/** How many characters after `gpk_` are kept to tell keys apart. */
const DISPLAY_PREFIX_LENGTH = 8;
/** `last_used_at` is written at most this often per key, not on every request. */
export const LAST_USED_PRECISION_MS = 60_000;

export const isApiKey = (value: string) => value.startsWith(API_KEY_PREFIX);

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key: the secret (shown once), its display prefix and the hash that is stored. */
export function generateApiKey() {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + DISPLAY_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

/**
 * The user a key acts for, or null when it is malformed, unknown, revoked
 * (deleted) or expired. Marks the key used, at most once a minute: the
 * condition on the update keeps API processes racing on one key to one write.
 */
export async function findApiKeyUser(db: Database, key: string, now = new Date()) {
  if (!API_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ id: apiKeys.id, lastUsedAt: apiKeys.lastUsedAt, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    // Only a verified account's keys count: see createApiKey.
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), eq(users.emailVerified, true), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
    .limit(1);
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { apiKeyId: row.id, user: row.user };
}

/**
 * Revokes (deletes) every key of a user: a password reset does, and a
 * password change unless asked not to, so whoever once held a session
 * cannot keep access through a key made with it.
 */
export async function revokeAllApiKeys(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id });
  return deleted.length;
}
