import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Messages sent through the Contact page (also mailed to the team through the outbox). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    company: text("company"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull().default("en"),
    /** When an admin first opened it, and when one marked it handled (null again when reopened). */
    readAt: timestamp("read_at", { withTimezone: true }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Explore newsletter: double opt-in, so `pending` until the mailed link is followed. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull().default("en"),
    /** `pending`, `confirmed` or `unsubscribed`. */
    status: text("status").notNull().default("pending"),
    /** SHA-256 of the confirmation token mailed to the subscriber. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`), index("newsletter_subscribers_token_idx").on(t.tokenHash)],
);
