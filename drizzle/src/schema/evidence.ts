import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import { contents } from "./contents.ts";

/**
 * The history of an initiative's verification: each request, approval,
 * rejection (with its reason) and reset to Self Reported when the evidence
 * changed. The initiative row holds the current state; this says who and why.
 */
export const contentReviews = pgTable(
  "content_reviews",
  {
    id: serial("id").primaryKey(),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    /** `submitted`, `withdrawn`, `approved`, `rejected` or `reset` (evidence changed after verification). */
    action: text("action").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_reviews_content_idx").on(t.contentId, t.createdAt)],
);

/**
 * The signed Verifiable Credentials issued when an initiative was verified
 * (issue 26). A row is never deleted: its id is its bit in the instance's
 * revocation list (`statusListIndex`), and the bit reads "revoked" once the
 * initiative is gone, is no longer Verified, or was verified again (a newer
 * credential): see credentials/store.ts.
 */
export const verifiedCredentials = pgTable(
  "verified_credentials",
  {
    id: serial("id").primaryKey(),
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    pageId: integer("business_id").references(() => pages.id, { onDelete: "set null" }),
    /** The signed credential as issued (JSON-LD with its proof). */
    credential: jsonb("credential").$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verified_credentials_content_idx").on(t.contentId, t.id)],
);

/**
 * Who passed a gate and what it opened: the owner's Access Control table.
 * The item's title is copied so the log still reads after the item is deleted.
 */
export const accessLogs = pgTable(
  "access_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    contentTitle: text("content_title").notNull(),
    /** `limited` (name, company, work email given) or `password`. */
    method: text("method").notNull(),
    name: text("name"),
    email: text("email"),
    company: text("company"),
    /** What the grant opened, e.g. "Full text, 2 attachments". */
    dataAccessed: text("data_accessed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("access_logs_business_idx").on(t.pageId, t.createdAt)],
);

/**
 * Reminders of evidence coming due (an expiry date, or a review interval's
 * end), one row per item, due date and stage (60, 30, 7 or 0 days before):
 * written in the transaction that records the notification, so each is sent
 * once however often or late the job runs. A new due date starts afresh.
 */
export const evidenceReminders = pgTable(
  "evidence_reminders",
  {
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    dueDate: date("due_date").notNull(),
    stage: smallint("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.dueDate, t.stage] })],
);
