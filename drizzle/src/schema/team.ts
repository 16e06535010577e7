import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { LocalizedText } from "./types.ts";

/**
 * A member's role on a page: the owner does everything (billing, members,
 * deleting the page); an editor changes what the page shows; a viewer reads
 * the dashboard (stats, results, access log) and changes nothing.
 */
export const PAGE_ROLES = ["owner", "editor", "viewer"] as const;
export type PageRole = (typeof PAGE_ROLES)[number];
/** What an invitation or a role change can give: ownership only moves by a transfer. */
export const INVITED_ROLES = ["editor", "viewer"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/**
 * An invite link to a page. The link's token is `<nonce>.<signature>`: the
 * row keeps the nonce, the signature comes from the server's secret, so a
 * copy of this table alone cannot join a page, yet the owner can copy the
 * link again. (A link that was mailed is in the mail outbox, as sent.) Its unused seats count against the plan's team users until
 * it expires or is revoked.
 */
export const pageInvitations = pgTable(
  "business_invitations",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull().unique(),
    role: text("role").$type<InvitedRole>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Where it was also mailed, if anywhere. */
    email: text("email"),
    maxUses: integer("max_uses").notNull().default(1),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_invitations_business_idx").on(t.pageId)],
);

/** An ownership handover the owner offered and the member has not yet accepted (one per page). */
export const pageTransfers = pgTable("business_transfers", {
  pageId: integer("business_id")
    .primaryKey()
    .references(() => pages.id, { onDelete: "cascade" }),
  fromUserId: text("from_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  toUserId: text("to_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Who changed what on a page, kept 90 days. The actor's name is copied so the
 * line still reads after they leave; `item_label` is the item's title as it
 * was (per language).
 */
export const pageActivity = pgTable(
  "business_activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    itemType: text("item_type"),
    itemId: text("item_id"),
    itemLabel: jsonb("item_label").$type<LocalizedText>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_activity_business_created_idx").on(t.pageId, t.createdAt.desc()), index("business_activity_created_idx").on(t.createdAt)],
);
