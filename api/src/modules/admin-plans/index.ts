import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { UserSubscription } from "../../lib/plans/index.ts";
import { PageSubscription } from "../pages/model.ts";
import { ADMIN_OFFICE_ERRORS } from "../admin-codes/errors.ts";
import { AdminSubscription, ExtendBody, PageReference, PlanChoice, PlanHistory, TargetQuery, TransactionList, UserReference } from "./model.ts";
import { assignPlanToPage, assignPlanToUser, extendPagePlan, extendUserPlan, planHistory, transactionList } from "./service.ts";

const ErrorResponse = errorResponse(ADMIN_OFFICE_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
const writeErrors = { 400: FieldErrorsResponse, 404: ErrorResponse, 409: ErrorResponse, ...refused };
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

/** Plans given by the team: assign (optionally until a date), extend, the history and the transactions to refund. */
export const adminPlansModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] })
    .use(authGuard(ctx))
    .put("/users/:user/plan/", ({ params, body, user }) => assignPlanToUser(ctx.db, actorOf(user), params.user, body), {
      admin: true,
      params: UserReference,
      body: PlanChoice,
      transform: trimFields(PlanChoice),
      response: { 200: UserSubscription, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "Put a user (id or email) on a plan",
        description:
          "Creates the user's subscription or changes its plan; it is active with no end date, or until `until` (then back to Starter). The user's plan sets how many pages they may own. Audited as `plan.assign_user` with `reason`.",
      },
    })
    .put("/businesses/:business/plan/", ({ params, body, user }) => assignPlanToPage(ctx.db, actorOf(user), params.business, body), {
      admin: true,
      params: PageReference,
      body: PlanChoice,
      transform: trimFields(PlanChoice),
      response: { 200: PageSubscription, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "Put a page (id or handle) on a plan",
        description:
          "Creates the page's subscription or changes its plan; it is active, with no end or until `until` (then back to its owner's plan). The page's plan sets its limits (access control, verified certificates…). Audited as `plan.assign_page`.",
      },
    })
    .post("/users/:user/plan/extend/", ({ params, body, user }) => extendUserPlan(ctx.db, actorOf(user), params.user, body), {
      admin: true,
      params: UserReference,
      body: ExtendBody,
      transform: trimFields(ExtendBody),
      response: { 200: AdminSubscription, ...writeErrors },
      detail: {
        summary: "Move the end of a user's plan later (`days` 1–366, or `until`)",
        description:
          "A paid plan's current period ends later (its renewal moves with it); a plan given until a date ends later. 409 `no_end` for a plan without an end, `provider_managed` for one Stripe renews. Audited as `plan.extend`.",
      },
    })
    .post("/businesses/:business/plan/extend/", ({ params, body, user }) => extendPagePlan(ctx.db, actorOf(user), params.business, body), {
      admin: true,
      params: PageReference,
      body: ExtendBody,
      transform: trimFields(ExtendBody),
      response: { 200: AdminSubscription, ...writeErrors },
      detail: { summary: "Move the end of a page's plan given until a date later (`days` 1–366, or `until`)", description: "Audited as `plan.extend`." },
    })
    .get("/plans/history/", ({ query }) => planHistory(ctx.db, query), {
      admin: true,
      query: TargetQuery,
      response: { 200: PlanHistory, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "A user's or page's subscription, what the team did to it, and its billing transactions",
        description: "Give `user` (id or email) or `business` (id or handle). A page's transactions are its owner's account's.",
      },
    })
    .get("/transactions/", ({ query }) => transactionList(ctx.db, query), {
      admin: true,
      query: TargetQuery,
      response: { 200: TransactionList, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "A user's (or page owner's) billing transactions, with what a refund may return now",
        description: "Refund with POST /billing/admin/transactions/{transaction}/refund/.",
      },
    });
