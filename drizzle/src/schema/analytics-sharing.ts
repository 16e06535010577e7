import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { LanguageCode } from "./types.ts";

/**
 * A read-only link to a page's Analytics screen (Plausible's "shared link").
 * Its token is `<nonce>.<signature>` like an invite link's: the row keeps the
 * nonce, the signature comes from the server's secret, so a copy of this table
 * alone opens nothing, yet an editor can copy the link again. An optional
 * password (hashed) is asked before the numbers are shown.
 */
export const analyticsShareLinks = pgTable(
  "analytics_share_links",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull().unique(),
    /** What the link is for ("Board", "Investors"); optional. */
    name: text("name"),
    passwordHash: text("password_hash"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("analytics_share_links_business_idx").on(t.pageId)],
);

/**
 * A member who asked for the page's weekly e-mail report. `lastSentWeek` is
 * the Monday of the last week reported: the job claims a week by moving it
 * forward in the transaction that writes the mail, so a restart never sends
 * the same week twice.
 */
export const analyticsReportSubscriptions = pgTable(
  "analytics_report_subscriptions",
  {
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The mail's language, as the member's dashboard spoke when they asked for it. */
    language: text("language").$type<LanguageCode>().notNull().default("en"),
    lastSentWeek: date("last_sent_week"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] })],
);
