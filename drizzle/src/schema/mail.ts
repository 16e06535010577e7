import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every mail the product sends is written here first, then delivered (SMTP) or kept for the dev mailbox. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers the mail is sent with (`List-Unsubscribe`, …); null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** What the mail is for: `verify_email`, `reset_password`, … */
    kind: text("kind").notNull(),
    /** `pending`, `sent`, `failed`, or `kept` (no SMTP configured: read it in the dev mailbox). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt), index("email_outbox_status_idx").on(t.status)],
);
