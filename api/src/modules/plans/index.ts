import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { listPlans, PlanWithLimits } from "../../lib/plans/index.ts";

export const plansModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Plans"] }).get("/plans/", () => listPlans(ctx.db), {
    response: t.Array(PlanWithLimits),
    detail: { summary: "Plans and their limits (null = unlimited)" },
  });
