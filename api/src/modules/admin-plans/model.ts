import { t } from "elysia";
import { NullableText } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { Transaction } from "../billing/model.ts";

export const PLAN_MESSAGES = {
  plan: "Select a valid plan.",
  until: "Choose a date in the future.",
  untilAfterEnd: "Choose a date after the plan's current end.",
  days: "Days must be between 1 and 366.",
  daysOrUntil: "Give either a number of days or an end date.",
  target: "Give a user (id or email) or a page (id or handle).",
} as const;

const REASON_MAX = 500;
const Reason = t.Optional(
  NullableText({ maxLength: REASON_MAX, messages: { maxLength: RULES.tooLong(REASON_MAX) }, description: "Why (kept in the audit log)" }),
);
const Until = t.Optional(
  t.Union([t.String({ maxLength: 40, pattern: "^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$" }), t.Null()], {
    error: PLAN_MESSAGES.until,
    description: "The plan's end, in the future: a date (the plan ends at 00:00 UTC that day) or a date-time",
  }),
);

/** A plan by its code (`starter`, `plus`, `pro`, `premium`: the codes `GET /plans/` lists), optionally until a date. */
export const PlanChoice = t.Object({
  plan: t.String({ minLength: 1, maxLength: 64, error: PLAN_MESSAGES.plan, description: "A plan code from GET /plans/" }),
  until: Until,
  reason: Reason,
});
export type PlanChoice = typeof PlanChoice.static;

export const ExtendBody = t.Object({
  days: t.Optional(t.Integer({ minimum: 1, maximum: 366, error: PLAN_MESSAGES.days, description: "Move the end this many days later" })),
  until: Until,
  reason: Reason,
});
export type ExtendBody = typeof ExtendBody.static;

export const UserReference = t.Object({ user: t.String({ maxLength: 254, description: "The user's id or email address" }) });
export const PageReference = t.Object({ business: t.String({ maxLength: 30, description: "The page's id or handle" }) });

export const TargetQuery = t.Object({
  user: t.Optional(t.String({ maxLength: 254, description: "A user's id or email", "x-field": "user" })),
  business: t.Optional(t.String({ maxLength: 30, description: "A page's id or handle", "x-field": "business" })),
});
export type TargetQuery = typeof TargetQuery.static;

const PlanView = t.Object({ code: t.String(), name_json: t.Record(t.String(), t.String()), is_pro: t.Boolean() });

/** A subscription as the console shows it: the plan, its state and its end, and what is billed. */
export const AdminSubscription = t.Object({
  plan: PlanView,
  status: t.String(),
  ends_at: t.Nullable(t.String()),
  current_period_end: t.Nullable(t.String()),
  billed: t.Nullable(t.Object({ amount: t.Integer(), currency: t.String(), interval: t.Nullable(t.String()), provider: t.Nullable(t.String()) })),
  scheduled_plan: t.Nullable(PlanView),
});

export const PlanTarget = t.Object({
  type: t.UnionEnum(["user", "page"]),
  id: t.String(),
  label: t.String({ description: "The user's email or the page's handle" }),
  owner: t.Nullable(t.Object({ id: t.String(), email: t.String() }, { description: "A page's owner, whose account is billed" })),
});

export const AdminTransaction = t.Composite([
  Transaction,
  t.Object({ refundable_amount: t.Integer({ description: "What a refund may return now (minor units)" }) }),
]);

export const PlanHistoryEntry = t.Object({
  id: t.Integer(),
  action: t.String(),
  actor_email: t.String(),
  reason: t.Nullable(t.String()),
  details: t.Record(t.String(), t.Unknown()),
  created_at: t.String(),
});

export const PlanHistory = t.Object({
  target: PlanTarget,
  subscription: t.Nullable(AdminSubscription),
  entries: t.Array(PlanHistoryEntry),
  transactions: t.Array(AdminTransaction),
});

export const TransactionList = t.Object({ target: PlanTarget, results: t.Array(AdminTransaction) });
