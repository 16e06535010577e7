import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { EVIDENCE_ERRORS } from "../evidence/errors.ts";
import { UserSubscription } from "../../lib/plans/index.ts";
import { User } from "../accounts/model.ts";
import { PageSubscription } from "../pages/model.ts";
import { Invitation, InvitationsBody, PageReference, PlanChoice, UserReference } from "./model.ts";
import { assignPlanToPage, assignPlanToUser, createInvitations, listInvitations, listUsers } from "./service.ts";

const ErrorResponse = errorResponse(EVIDENCE_ERRORS);

const refused = { 401: ErrorResponse, 403: ErrorResponse };

/** The product team's calls: every one answers 403 to anyone without the admin role. */
export const adminModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] })
    .use(authGuard(ctx))
    .post(
      "/invitations/",
      async ({ body, user, set }) => {
        set.status = 201;
        return createInvitations(ctx.db, { count: body.count ?? 1, expiresInDays: body.expires_in_days, createdBy: user.id });
      },
      {
        admin: true,
        body: InvitationsBody,
        response: { 201: t.Array(Invitation), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Create invitation codes for early sign-up" },
      },
    )
    .get(
      "/invitations/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listInvitations(ctx.db, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: PageQuery,
        response: { 200: Paginated(Invitation), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Invitation codes, newest first" },
      },
    )
    .get(
      "/users/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listUsers(ctx.db, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: PageQuery,
        response: { 200: Paginated(User), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Users with their plan, newest first" },
      },
    )
    .put("/users/:user/plan/", ({ params, body }) => assignPlanToUser(ctx.db, params.user, body.plan), {
      admin: true,
      params: UserReference,
      body: PlanChoice,
      response: { 200: UserSubscription, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "Put a user (id or email) on a plan",
        description:
          "Creates the user's subscription or changes its plan; either way it is active with no end date. The user's plan sets how many pages they may own.",
      },
    })
    .put("/businesses/:business/plan/", ({ params, body }) => assignPlanToPage(ctx.db, params.business, body.plan), {
      admin: true,
      params: PageReference,
      body: PlanChoice,
      response: { 200: PageSubscription, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
      detail: {
        summary: "Put a page (id or handle) on a plan",
        description:
          "Creates the page's subscription or changes its plan; either way it is active. The page's plan sets its limits (access control, verified certificates…).",
      },
    });
