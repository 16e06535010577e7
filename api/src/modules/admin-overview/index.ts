import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { errorResponse } from "../../lib/http-schemas.ts";
import { Overview } from "./model.ts";
import { overview } from "./service.ts";

const ErrorResponse = errorResponse();

/** The console's Overview (issue 24): admins only (403). */
export const adminOverviewModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] }).use(authGuard(ctx)).get("/overview/", () => overview(ctx.db), {
    admin: true,
    response: { 200: Overview, 401: ErrorResponse, 403: ErrorResponse },
    detail: {
      summary: "The console's figures: sign-ups, published pages, plans, revenue this month, and what waits (queues, failures)",
      description: "`links` names the dashboard screen of each figure that has one.",
    },
  });
