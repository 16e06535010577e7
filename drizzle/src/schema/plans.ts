import { timestamps } from "./columns.ts";
import { integer, pgTable, serial, text, timestamp, uniqueIndex, boolean, jsonb } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { LocalizedText } from "./types.ts";

/** The plans, cheapest first (seeded by the migrations). */
export const PLAN_CODES = ["starter", "plus", "pro", "premium"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Starter, Plus, Pro, Premium (seeded). Limits per plan live in api/src/lib/plans/limits.ts. */
export const subscriptionPlans = pgTable("subscription_plans", {
  id: serial("id").primaryKey(),
  code: text("code").$type<PlanCode>().notNull().unique(),
  nameJson: jsonb("name_json").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

const subscriptionColumns = () => ({
  planId: integer("plan_id")
    .notNull()
    .references(() => subscriptionPlans.id),
  /** `active`, `canceled` or `scheduled_end` (a Pro plan that ends at `endsAt`). */
  status: text("status").notNull().default("active"),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  ...timestamps(),
});

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...subscriptionColumns(),
  },
  (t) => [uniqueIndex("user_subscriptions_user_id_key").on(t.userId)],
);

export const pageSubscriptions = pgTable(
  "page_subscriptions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("business_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    ...subscriptionColumns(),
  },
  (t) => [uniqueIndex("page_subscriptions_business_id_key").on(t.pageId)],
);

export const invitationCodes = pgTable("invitation_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
