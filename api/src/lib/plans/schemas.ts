import { t } from "elysia";
import { PlanCodeSchema } from "../http-schemas.ts";

/** How users and pages show their plan (`user_subscription`, `page_subscription`). */
export const SubscriptionPlan = t.Object({
  code: PlanCodeSchema(),
  name_json: t.Record(t.String(), t.String()),
  is_pro: t.Boolean(),
});

export const UserSubscription = t.Object({
  status: t.String(),
  ends_at: t.Nullable(t.String({ format: "date-time" })),
  subscription_plan: SubscriptionPlan,
});
