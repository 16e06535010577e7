import { timestamps } from "./columns.ts";
import { integer, pgTable, serial, text, timestamp, uniqueIndex, boolean, jsonb } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { LocalizedText } from "./types.ts";

/** The plans, cheapest first (seeded by the migrations). */
export const PLAN_CODES = ["starter", "plus", "pro", "premium"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const CURRENCIES = ["USD", "JPY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
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
  /** `active`, `past_due` (a renewal failed), `scheduled_end` (a cancel or downgrade applies at `endsAt`) or `canceled` (back on Starter). */
  status: text("status").notNull().default("active"),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  ...timestamps(),
});

/** What billing keeps on an account's subscription: the price paid, the period, a scheduled change, the card. */
const billedSubscriptionColumns = () => ({
  tier: text("tier"),
  currency: text("currency").$type<Currency>(),
  interval: text("interval").$type<BillingInterval>(),
  /** What each period costs, in minor units. */
  amount: integer("amount"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  /** The plan a scheduled change (downgrade or cancel) moves to at `endsAt`. */
  scheduledPlanId: integer("scheduled_plan_id").references(() => subscriptionPlans.id),
  scheduledTier: text("scheduled_tier"),
  pastDueSince: timestamp("past_due_since", { withTimezone: true }),
  /** When billing's jobs next try to renew (past due: the next retry). */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  /** Renewal attempts that failed since `pastDueSince`. */
  failedRenewals: integer("failed_renewals").notNull().default(0),
  provider: text("provider"),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id"),
  /** The built-in provider's saved card, so renewals can charge it (never a full number: its outcome only). */
  providerPaymentMethod: text("provider_payment_method"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  /** The currency of the last Pro plan paid for: a later upgrade must use it. */
  proCurrency: text("pro_currency").$type<Currency>(),
});

export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...subscriptionColumns(),
    ...billedSubscriptionColumns(),
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
  /** What the batch is for ("Tokyo meetup"), shown in the list and the CSV. */
  note: text("note"),
  /** A revoked code no longer signs anyone up; revoking is kept, not deleted. */
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
