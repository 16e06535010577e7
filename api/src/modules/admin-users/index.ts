import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { Paginated, pageWindow } from "../../lib/pagination.ts";
import { deleteUser, disableUser, enableUser, resendVerification, sendPasswordReset, setUserRole } from "./actions.ts";
import { ADMIN_USER_ERRORS } from "./errors.ts";
import { AdminUser, AdminUserDetail, AdminUsersQuery, DeletionPreview, Done, EnableBody, ReasonBody, RoleBody, UserReference } from "./model.ts";
import { deletionPreview, listUsers, userDetail } from "./service.ts";

const ErrorResponse = errorResponse(ADMIN_USER_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
/** What a call on one user (`{user}`: id or email) may answer besides its result. */
const onUser = { 400: FieldErrorsResponse, 404: ErrorResponse, 409: ErrorResponse, ...refused };

/** The console's Users screen (issue 24): find people, see their account, act on it. Admins only (403). */
export const adminUsersModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin/users", tags: ["Admin"] })
    .use(authGuard(ctx))
    .get(
      "/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listUsers(ctx.db, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: AdminUsersQuery,
        response: { 200: Paginated(AdminUser), 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "Users with their plan, pages and state, newest first",
          description: "`q` finds part of an email or name (any case); `role` and `state` narrow the list.",
        },
      },
    )
    .get("/:user/", ({ params }) => userDetail(ctx.db, params.user), {
      admin: true,
      params: UserReference,
      response: { 200: AdminUserDetail, 404: ErrorResponse, ...refused },
      detail: { summary: "One user (id or email) with their pages, sessions and API keys" },
    })
    .get("/:user/deletion/", ({ params }) => deletionPreview(ctx.db, params.user), {
      admin: true,
      params: UserReference,
      response: { 200: DeletionPreview, 404: ErrorResponse, ...refused },
      detail: {
        summary: "What deleting the user would remove, or why it cannot",
        description: "Owned pages with what is on them, memberships that end, the subscription; pages other people work on block the deletion.",
      },
    })
    .delete("/:user/", ({ params, body, user }) => deleteUser(ctx, user, params.user, body.reason), {
      admin: true,
      params: UserReference,
      body: ReasonBody,
      transform: trimFields(ReasonBody),
      response: { 200: Done, ...onUser },
      detail: {
        summary: "Delete a user with a reason (as self-deletion: their pages go, pages others work on must be handed over first)",
        description: "Never your own account (400 `own_account`) or the last admin (409 `last_admin`); 409 `owns_shared_pages` names the pages to hand over.",
      },
    })
    .post("/:user/disable/", ({ params, body, user }) => disableUser(ctx, user, params.user, body.reason), {
      admin: true,
      params: UserReference,
      body: ReasonBody,
      transform: trimFields(ReasonBody),
      response: { 200: AdminUserDetail, ...onUser },
      detail: {
        summary: "Disable a user with a reason: their sessions, tokens and API keys stop working at once",
        description:
          "Sessions (and refresh tokens) are deleted; any other credential of theirs answers 401 `account_disabled`, and signing in is refused. API keys are kept for when the account is enabled. Not your own account.",
      },
    })
    .post("/:user/enable/", ({ params, body, user }) => enableUser(ctx, user, params.user, body?.reason ?? null), {
      admin: true,
      params: UserReference,
      body: EnableBody,
      transform: trimFields(EnableBody),
      response: { 200: AdminUserDetail, ...onUser },
      detail: { summary: "Enable a disabled user: they can sign in again and their API keys work again" },
    })
    .put("/:user/role/", ({ params, body, user }) => setUserRole(ctx, user, params.user, body.role), {
      admin: true,
      params: UserReference,
      body: RoleBody,
      response: { 200: AdminUserDetail, ...onUser },
      detail: { summary: "Make a user an admin, or a user again (never the last admin: 409 `last_admin`)" },
    })
    .post("/:user/verification-email/", ({ params, user }) => resendVerification(ctx, user, params.user), {
      admin: true,
      params: UserReference,
      response: { 200: Done, ...onUser },
      detail: { summary: "Mail the user the verification link again (400 `already_verified` when verified)" },
    })
    .post("/:user/password-reset/", ({ params, user }) => sendPasswordReset(ctx, user, params.user), {
      admin: true,
      params: UserReference,
      response: { 200: Done, ...onUser },
      detail: { summary: "Mail the user a password reset link, as Forgot password does" },
    });
