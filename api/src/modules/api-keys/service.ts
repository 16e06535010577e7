import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import { apiKeys, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { generateApiKey } from "../../lib/api-keys.ts";
import { notFound } from "../../lib/errors.ts";
import { MAX_LIVE_API_KEYS } from "./messages.ts";
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from "./model.ts";
import { API_KEY_ERRORS } from "./errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
type ApiKeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The user's keys, newest first, expired ones included (so they can be cleared away). */
export async function listApiKeys(ctx: AppContext, userId: string): Promise<ApiKey[]> {
  const rows = await ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** A new key for the user; the answer is the only place the key itself ever appears. */
export async function createApiKey(ctx: AppContext, user: { id: string; emailVerified: boolean }, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  // An unverified address may belong to someone else, who can later prove it and take the account over:
  // a key made before then would outlive that (better-auth ends sessions and passwords, not our keys).
  if (!user.emailVerified) throw API_KEY_ERRORS.raise("email_not_verified");
  const userId = user.id;
  const name = body.name;
  const now = new Date();
  const expiresAt = body.expires_in_days ? new Date(now.getTime() + body.expires_in_days * DAY_MS) : null;
  const { key, prefix, keyHash } = generateApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    // Serialises one user's creations so two at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
    if ((live?.n ?? 0) >= MAX_LIVE_API_KEYS) throw API_KEY_ERRORS.raise("api_key_limit");
    const [inserted] = await tx.insert(apiKeys).values({ id: crypto.randomUUID(), userId, name, prefix, keyHash, createdAt: now, expiresAt }).returning();
    return inserted!;
  });
  return { ...toApiKey(row), key };
}

/** Revoking deletes the key: it stops working at once. Another user's key is not found, as if it did not exist. */
export async function revokeApiKey(ctx: AppContext, userId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw notFound();
}
