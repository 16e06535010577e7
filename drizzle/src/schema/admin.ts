import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import { contents } from "./contents.ts";
import { contactMessages } from "./site.ts";

/**
 * Every action of the product team (issue 24): who, what, on what, why, when.
 * The actor's email and the target's label are copied, so an entry still
 * reads after the user or page is gone; nothing here cascades away. Kept at
 * least a year (see the audit module's retention job).
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** `user.disable`, `page.hide`, `invitation.create`, `report.resolve`… (AUDIT_ACTIONS in api/src/modules/audit). */
    action: text("action").notNull(),
    /** `user`, `page`, `invitation`, `subscription`, `transaction`, `report`, `message`, `subscriber`, `content`. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** What a person reads for the target: an email, a handle, a code… */
    targetLabel: text("target_label"),
    reason: text("reason"),
    /** Facts of the action (the plan set, how many codes, the previous state…). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_action_idx").on(t.action, t.createdAt.desc()),
    index("admin_audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * A visitor's "Report this page" (or one initiative on it): the moderation
 * queue. `open` until an admin resolves it with `no_action`, `unpublished`
 * or `contacted`.
 */
export const pageReports = pgTable(
  "page_reports",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    contentId: integer("content_id").references(() => contents.id, { onDelete: "set null" }),
    /** `misleading`, `spam`, `offensive`, `impersonation`, `copyright`, `other`. */
    reason: text("reason").notNull(),
    message: text("message"),
    /** Optional: where the reporter may be answered. */
    email: text("email"),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    /** `open` or `resolved`. */
    status: text("status").notNull().default("open"),
    /** `no_action`, `unpublished` or `contacted`. */
    resolution: text("resolution"),
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_reports_status_idx").on(t.status, t.createdAt), index("page_reports_business_idx").on(t.pageId)],
);

/** The team's answers to Contact messages, mailed to the sender through the outbox. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);
