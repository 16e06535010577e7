import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { pages } from "./pages.ts";
import type { BillingInterval, Currency } from "./plans.ts";

/**
 * Billing: what an account paid, ordered and is about to pay. Money is always
 * an integer in the currency's minor unit (cents; yen, which has none) next
 * to its ISO currency code.
 */
export const SETUP_SERVICE_CODES = ["page_setup", "custom_page"] as const;
export type SetupServiceCode = (typeof SETUP_SERVICE_CODES)[number];

/** A charge or a refund. A refund points at the charge it returns money from. */
export const billingTransactions = pgTable(
  "billing_transactions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `charge` or `refund`. */
    kind: text("kind").notNull(),
    /** `subscription` or `setup_service`. */
    item: text("item").notNull(),
    /** The plan or service code the money was for. */
    itemCode: text("item_code").notNull(),
    tier: text("tier"),
    interval: text("interval").$type<BillingInterval>(),
    amount: integer("amount").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** `succeeded`, `failed` (a declined charge: nothing was taken). */
    status: text("status").notNull(),
    /** Money already returned from this charge, in minor units. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    refundOf: integer("refund_of"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** Why a charge failed, in the provider's words. */
    failureMessage: text("failure_message"),
    provider: text("provider").notNull(),
    /** The provider's id of the payment or refund (one row per provider object). */
    providerRef: text("provider_ref"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_transactions_user_idx").on(t.userId, t.createdAt), uniqueIndex("billing_transactions_provider_ref_key").on(t.provider, t.providerRef)],
);

/** A paid setup service: ordered, paid, then delivered by its due date (business days). */
export const serviceOrders = pgTable(
  "service_orders",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageId: integer("business_id").references(() => pages.id, { onDelete: "set null" }),
    service: text("service").$type<SetupServiceCode>().notNull(),
    /** `paid`, `delivered`, `refunded`. */
    status: text("status").notNull().default("paid"),
    amount: integer("amount").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    transactionId: integer("transaction_id").references(() => billingTransactions.id, { onDelete: "set null" }),
    dueOn: date("due_on").notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("service_orders_user_idx").on(t.userId, t.createdAt)],
);

/** What an owner is about to pay for: the built-in provider's checkout page or a Stripe Checkout Session. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `subscription` or `setup_service`. */
    item: text("item").notNull(),
    itemCode: text("item_code").notNull(),
    tier: text("tier"),
    interval: text("interval").$type<BillingInterval>(),
    currency: text("currency").$type<Currency>().notNull(),
    /** What the checkout charges now: the full price, or the prorated difference of an upgrade. */
    amount: integer("amount").notNull(),
    /** One whole period of the plan bought (what renewals charge); for a service, its price. */
    fullAmount: integer("full_amount").notNull(),
    pageId: integer("business_id").references(() => pages.id, { onDelete: "set null" }),
    /** `open`, `requires_action`, `complete`, `failed`, `expired`. */
    status: text("status").notNull().default("open"),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    url: text("url").notNull(),
    failureMessage: text("failure_message"),
    /** The subscription this checkout was priced against (state.ts `basisOf`); paying after it changed is refused. */
    basis: text("basis").notNull(),
    /** The Idempotency-Key the owner sent: the same key returns the same checkout. */
    idempotencyKey: text("idempotency_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkout_sessions_idempotency_key").on(t.userId, t.idempotencyKey)],
);

/** Provider events already applied: a replayed webhook finds its id here and changes nothing. */
export const billingEvents = pgTable(
  "billing_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    /** Whether it changed anything (false: out of order or about nothing we know). */
    changed: boolean("changed").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
