import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * API keys for the CLI, the SDK and scripts: `gpk_` + 43 base64url characters,
 * shown once when created. Only the key's SHA-256 and a display prefix are
 * kept, so a copy of the database lets no one in. Revoking deletes the row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first 8 characters after `gpk_`, so the owner can tell keys apart. */
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text("key_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, not on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** Null: the key never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_user_id_idx").on(t.userId, t.createdAt)],
);
