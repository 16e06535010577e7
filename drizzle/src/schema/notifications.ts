import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { emailOutbox } from "./mail.ts";
import { pages } from "./pages.ts";
import type { LanguageCode } from "./types.ts";

/**
 * What a page's members can be mailed about, each switched on or off by the
 * member: new stakeholder feedback, a gated item opened, a verification
 * decided, and the account's plan (a payment failed, the plan ended or its
 * end was scheduled).
 */
export const NOTIFICATION_KINDS = ["feedback", "gate_opened", "verification", "plan"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const isNotificationKind = (value: unknown): value is NotificationKind => (NOTIFICATION_KINDS as readonly unknown[]).includes(value);

/**
 * A member's notification settings, made on their first notification or when
 * they save them. The row is also what the delivery job locks, so one
 * member's mails are decided one job at a time. `unsubscribeNonce` names the
 * member in unsubscribe links (signed, see lib/signed-token.ts), so a link
 * carries no user id and a copy of this table alone unsubscribes nobody.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The kinds the member switched off; every other kind is on. */
  mutedKinds: text("muted_kinds").array().$type<NotificationKind[]>().notNull().default(sql`'{}'::text[]`),
  /** The mails' language; null: the language of the page the mail is about. */
  language: text("language").$type<LanguageCode>(),
  unsubscribeNonce: text("unsubscribe_nonce").notNull().unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One thing a member is told about, recorded in the transaction of the change
 * it reports and mailed by the delivery job: alone (`mailedAt`), or, when the
 * member has had several that day, held (`heldAt`) for the daily digest. The
 * job sets `mailedAt` and `mailId` in the transaction that writes the mail,
 * so running it again sends nothing twice.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageId: integer("business_id").references(() => pages.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** What happened, without words: the mail is written in the member's language when it is sent. */
    event: jsonb("event").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    heldAt: timestamp("held_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    mailId: integer("mail_id").references(() => emailOutbox.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_waiting_idx").on(t.createdAt).where(sql`${t.mailedAt} is null`),
  ],
);
