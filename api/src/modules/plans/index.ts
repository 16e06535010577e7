import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { listPlans } from "../../lib/plans/index.ts";
import { PlanCodeSchema } from "../../lib/http-schemas.ts";

const Limits = t.Object({
  team_users: t.Nullable(t.Integer()),
  pages_per_account: t.Integer(),
  verified_certificates: t.Nullable(t.Integer()),
  custom_views: t.Nullable(t.Integer()),
  analytics_window_days: t.Integer(),
  access_control: t.Boolean(),
  assessments_and_ai: t.Boolean(),
});

export const plansModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Plans"] }).get("/plans/", () => listPlans(ctx.db), {
    response: t.Array(t.Object({ code: PlanCodeSchema(), name_json: t.Record(t.String(), t.String()), is_pro: t.Boolean(), limits: Limits })),
    detail: { summary: "Plans and their limits (null = unlimited)" },
  });
