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

/** A plan's limits as `GET /plans/` and the billing catalogue return them (null = unlimited); the shape of PLAN_LIMITS. */
export const PlanLimitsSchema = t.Object({
  team_users: t.Nullable(t.Integer()),
  pages_per_account: t.Integer(),
  verified_certificates: t.Nullable(t.Integer()),
  custom_views: t.Nullable(t.Integer()),
  analytics_window_days: t.Integer(),
  access_control: t.Boolean(),
  assessments_and_ai: t.Boolean(),
  ai_analyses_per_month: t.Integer(),
  benchmark_gaps: t.Nullable(t.Integer()),
  benchmark_peers: t.Boolean(),
  content_index: t.Boolean(),
  initiatives: t.Nullable(t.Integer()),
  news_posts: t.Nullable(t.Integer()),
});

/** A plan on offer with its limits (`listPlans`). */
export const PlanWithLimits = t.Object({ code: PlanCodeSchema(), name_json: t.Record(t.String(), t.String()), is_pro: t.Boolean(), limits: PlanLimitsSchema });
