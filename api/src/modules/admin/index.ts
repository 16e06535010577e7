import { Elysia, t } from "elysia";
import type { AppContext } from "../../context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { ErrorResponse, FieldErrorsResponse, User } from "../accounts/model.ts";
import { createInvitations, listInvitations, listUsers } from "./service.ts";

const Invitation = t.Object({
  code: t.String(),
  used: t.Boolean(),
  used_at: t.Nullable(t.String()),
  expires_at: t.Nullable(t.String()),
  created_at: t.String(),
});

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
        body: t.Object({
          count: t.Optional(t.Integer({ minimum: 1, maximum: 500, error: "Count must be between 1 and 500." })),
          expires_in_days: t.Optional(t.Integer({ minimum: 1, maximum: 365, error: "Expiry must be between 1 and 365 days." })),
        }),
        response: { 201: t.Array(Invitation), 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse },
        detail: { summary: "Create invitation codes for early sign-up" },
      },
    )
    .get(
      "/invitations/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listInvitations(ctx.db, window)), page: window.page, page_size: window.pageSize };
      },
      { admin: true, query: PageQuery, response: { 200: Paginated(Invitation), 401: ErrorResponse, 403: ErrorResponse } },
    )
    .get(
      "/users/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listUsers(ctx.db, window)), page: window.page, page_size: window.pageSize };
      },
      { admin: true, query: PageQuery, response: { 200: Paginated(User), 401: ErrorResponse, 403: ErrorResponse } },
    );
