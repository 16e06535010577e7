import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { Paginated, pageWindow } from "../../lib/pagination.ts";
import { ADMIN_OFFICE_ERRORS } from "./errors.ts";
import { CodeParams, Invitation, InvitationFilter, InvitationListQuery, InvitationsBody } from "./model.ts";
import { createInvitations, exportInvitations, listInvitations, revokeInvitation } from "./service.ts";

const ErrorResponse = errorResponse(ADMIN_OFFICE_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

/** Invitation codes for early sign-up: create a batch, list, revoke, export (admins only). */
export const adminCodesModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] })
    .use(authGuard(ctx))
    .post(
      "/invitations/",
      async ({ body, user, set }) => {
        set.status = 201;
        return createInvitations(ctx.db, actorOf(user), { count: body.count ?? 1, expiresInDays: body.expires_in_days, note: body.note });
      },
      {
        admin: true,
        body: InvitationsBody,
        transform: trimFields(InvitationsBody),
        response: { 201: t.Array(Invitation), 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "Create invitation codes for early sign-up",
          description: "One to 500 codes, optionally expiring after 1–365 days, with a note (≤ 200 characters) for the batch. Audited as `invitation.create`.",
        },
      },
    )
    .get(
      "/invitations/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listInvitations(ctx.db, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: InvitationListQuery,
        response: { 200: Paginated(Invitation), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Invitation codes, newest first, with who used them (`status`: unused, used, expired, revoked; `q` searches code, note, user)" },
      },
    )
    .get(
      "/invitations/export/",
      async ({ query }) => {
        const csv = await exportInvitations(ctx.db, query);
        const day = new Date().toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="invitation-codes-${day}.csv"`,
            "cache-control": "private, no-store",
          },
        });
      },
      {
        admin: true,
        query: InvitationFilter,
        response: { 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "Invitation codes as CSV (same filters as the list)",
          responses: {
            200: {
              description: "CSV: code, status, note, used_by_email, used_by_name, used_at, expires_at, revoked_at, created_by, created_at",
              content: { "text/csv": { schema: { type: "string" } } },
            },
          },
        },
      },
    )
    .post("/invitations/:code/revoke/", ({ params, user }) => revokeInvitation(ctx.db, actorOf(user), params.code), {
      admin: true,
      params: CodeParams,
      response: { 200: Invitation, 404: ErrorResponse, 409: ErrorResponse, ...refused },
      detail: {
        summary: "Revoke an unused invitation code",
        description:
          "Sign-up then refuses it like an unknown code. A used code cannot be revoked (409); revoking twice changes nothing. Audited as `invitation.revoke`.",
      },
    });
