import { t } from "elysia";
import { BILLING_INTERVALS, CURRENCIES, SETUP_SERVICE_CODES } from "@greenpage/db/schema";
import { CodeSchema, PlanCodeSchema } from "../../lib/http-schemas.ts";
import { EMPLOYEE_TIERS } from "../../lib/plans/catalog.ts";
import { PlanLimitsSchema, PlanWithLimits, SubscriptionPlan } from "../../lib/plans/schemas.ts";

const Money = t.Object({ USD: t.Integer(), JPY: t.Integer() });
const CurrencySchema = CodeSchema(CURRENCIES, { description: "USD or JPY" });
const IntervalSchema = CodeSchema(BILLING_INTERVALS, { description: "month or year" });
const Iso = t.Nullable(t.String({ format: "date-time" }));
const Card = t.Nullable(t.Object({ brand: t.String(), last4: t.String() }));

export const Catalog = t.Object({
  plans: t.Array(PlanWithLimits),
  currencies: t.Array(CurrencySchema),
  intervals: t.Array(IntervalSchema),
  minor_digits: Money,
  yearly_months: t.Integer({ description: "Months a yearly price is worth" }),
  prices: t.Array(
    t.Object({
      tier: CodeSchema(EMPLOYEE_TIERS, { description: "Employee tier" }),
      plan: PlanCodeSchema(),
      custom: t.Boolean({ description: "A custom quote: not sold online" }),
      month: t.Nullable(Money),
      year: t.Nullable(Money),
    }),
  ),
  services: t.Array(t.Object({ code: CodeSchema(SETUP_SERVICE_CODES), business_days: t.Integer(), price: Money })),
});

export const BillingStatus = t.Object({
  plan: SubscriptionPlan,
  status: CodeSchema(["active", "past_due", "scheduled_end", "canceled"]),
  tier: t.Nullable(t.String()),
  interval: t.Nullable(IntervalSchema),
  currency: t.Nullable(CurrencySchema),
  amount: t.Nullable(t.Integer({ description: "Per period, in the currency's minor unit" })),
  current_period_start: Iso,
  current_period_end: Iso,
  ends_at: Iso,
  scheduled_change: t.Nullable(t.Object({ plan: SubscriptionPlan, tier: t.Nullable(t.String()), at: Iso })),
  past_due_since: Iso,
  next_attempt_at: Iso,
  card: Card,
  provider: t.Nullable(t.String()),
  pro_currency: t.Nullable(CurrencySchema),
  portal: t.Boolean({ description: "Whether POST /billing/portal/ can send the owner to the provider's customer portal" }),
});

const choice = (codes: readonly string[], error: string) =>
  t.Union(
    codes.map((code) => t.Literal(code)),
    { error },
  );

export const CheckoutBody = t.Object({
  plan: t.Optional(t.String({ maxLength: 64, description: "A plan code (a subscription)" })),
  tier: t.Optional(t.String({ maxLength: 32, description: "An employee tier from the catalogue" })),
  interval: t.Optional(choice(BILLING_INTERVALS, "Select monthly or yearly billing.")),
  service: t.Optional(t.String({ maxLength: 64, description: "A setup service code (a one-off order)" })),
  currency: choice(CURRENCIES, "Select USD or JPY."),
  business_id: t.Optional(t.Integer({ minimum: 1, maximum: 2_147_483_647, description: "The page a setup service is for" })),
});

export const Checkout = t.Object({
  id: t.String(),
  item: CodeSchema(["subscription", "setup_service"]),
  item_code: t.String(),
  tier: t.Nullable(t.String()),
  interval: t.Nullable(IntervalSchema),
  currency: CurrencySchema,
  amount: t.Integer({ description: "What this checkout charges now (an upgrade: the prorated difference)" }),
  full_amount: t.Integer({ description: "One whole period's price (renewals charge this)" }),
  status: CodeSchema(["open", "requires_action", "complete", "failed", "expired"]),
  failure_message: t.Nullable(t.String()),
  url: t.String({ description: "Where the owner pays" }),
  provider: CodeSchema(["test", "stripe"]),
  expires_at: t.String({ format: "date-time" }),
});

export const CardBody = t.Object({
  card_number: t.String({ minLength: 1, maxLength: 32, error: "Your card number is incorrect." }),
  expiry: t.String({ minLength: 1, maxLength: 9, error: "Your card has expired." }),
  cvc: t.String({ minLength: 1, maxLength: 4, error: "Your card's security code is incomplete." }),
});

export const AuthenticationBody = t.Object({ approve: t.Boolean() });

export const DowngradeBody = t.Object({
  plan: t.String({ minLength: 1, maxLength: 64, error: "Select a plan." }),
  tier: t.Optional(t.String({ maxLength: 32 })),
});

export const Transaction = t.Object({
  id: t.Integer(),
  kind: CodeSchema(["charge", "refund"]),
  item: CodeSchema(["subscription", "setup_service"]),
  item_code: t.String(),
  tier: t.Nullable(t.String()),
  interval: t.Nullable(IntervalSchema),
  amount: t.Integer(),
  currency: CurrencySchema,
  status: CodeSchema(["succeeded", "failed"]),
  refunded_amount: t.Integer(),
  refund_of: t.Nullable(t.Integer()),
  period_start: Iso,
  period_end: Iso,
  failure_message: t.Nullable(t.String()),
  card: Card,
  created_at: t.String({ format: "date-time" }),
});

export const Order = t.Object({
  id: t.Integer(),
  service: CodeSchema(SETUP_SERVICE_CODES),
  business_id: t.Nullable(t.Integer()),
  status: CodeSchema(["paid", "delivered", "refunded"]),
  amount: t.Integer(),
  currency: CurrencySchema,
  business_days: t.Integer(),
  ordered_at: t.String({ format: "date-time" }),
  due_on: t.String({ format: "date" }),
  delivered_at: Iso,
});

export const DowngradePreview = t.Object({
  plan: SubscriptionPlan,
  limits: PlanLimitsSchema,
  blocked: t.Array(
    t.Object({
      limit: t.String(),
      page: t.Nullable(t.String()),
      used: t.Integer(),
      allowed: t.Integer(),
      effect: CodeSchema(["read_only", "hidden", "no_new"]),
    }),
  ),
});

export const PreviewQuery = t.Object({ plan: t.String({ minLength: 1, maxLength: 64, error: "Select a plan." }) });
export const CheckoutParams = t.Object({ checkout: t.String({ maxLength: 64 }) });
export const RefundBody = t.Object({
  amount: t.Optional(t.Integer({ minimum: 1, maximum: 100_000_000, error: "Enter a whole amount in the currency's minor unit." })),
});
