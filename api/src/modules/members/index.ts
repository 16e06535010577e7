import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard, requireSession } from "../../lib/auth-guard.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { MEMBER_ERRORS } from "./errors.ts";
import { acceptInvitation, createInvitation, previewInvitation, revokeInvitation } from "./invitations.ts";
import {
  ActivityItem,
  Invitation,
  InvitationBody,
  InvitationPreview,
  InvitationToken,
  Joined,
  Member,
  MembersView,
  RoleBody,
  Transfer,
  TransferBody,
} from "./model.ts";
import { acceptTransfer, cancelTransfer, offerTransfer } from "./ownership.ts";
import { changeRole, leavePage, listActivity, listMembers, removeMember } from "./roster.ts";

const ErrorResponse = errorResponse(MEMBER_ERRORS);
const Page = t.Object({ business_id: PathId });
const PageMember = t.Object({ business_id: PathId, user_id: t.String({ maxLength: 64 }) });
const PageInvitation = t.Object({ business_id: PathId, invitation_id: PathId });
const errors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Done = t.Void({ description: "No content" });
const actorOf = (user: { id: string; name: string }) => ({ id: user.id, name: user.name });

/** A page's team: members and their roles, invite links, leaving, handing the page over, and what each member changed. */
const teamRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id", tags: ["Members"] })
    .use(pageGuard(ctx))
    .get("/members/", ({ page, role, user }) => listMembers(ctx, page, role, user.id), {
      page: "viewer",
      params: Page,
      response: { 200: MembersView, 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The page's members, live invitations (owner only), the plan's allowance and a waiting handover" },
    })
    .post(
      "/members/invitations/",
      async ({ page, user, body, set }) => {
        await enforceRateLimit(ctx.db, RATE_LIMITS.invitationsCreated, user.id);
        set.status = 201;
        return createInvitation(ctx, page, { ...actorOf(user), emailVerified: user.emailVerified }, body);
      },
      {
        page: "owner",
        params: Page,
        body: InvitationBody,
        transform: trimFields(InvitationBody),
        response: { 201: Invitation, ...errors, 429: ErrorResponse },
        detail: {
          summary: "Create an invite link (editor or viewer; 7 days by default; one or more uses, up to the seats left)",
          description:
            "Members plus the unused seats of live invitations count against the plan's team users: a full team answers 403 `plan_limit` with `upgrade_url`. With `email`, the link is also mailed.",
        },
      },
    )
    .delete(
      "/members/invitations/:invitation_id/",
      async ({ page, params, user }) => {
        await revokeInvitation(ctx, page.id, rowIdOrNotFound(params.invitation_id), actorOf(user));
        return noContent();
      },
      {
        page: "owner",
        params: PageInvitation,
        response: { 204: Done, ...errors },
        detail: { summary: "Revoke an invite link (its unused seats are free again)" },
      },
    )
    .post(
      "/members/leave/",
      async ({ page, user }) => {
        await leavePage(ctx, page, actorOf(user));
        return noContent();
      },
      {
        page: "member",
        params: Page,
        response: { 204: Done, ...errors },
        detail: { summary: "Leave the page (the owner cannot: hand the page over first)" },
      },
    )
    .patch("/members/:user_id/", ({ page, params, body, user }) => changeRole(ctx, page, params.user_id, body.role, actorOf(user)), {
      page: "owner",
      params: PageMember,
      body: RoleBody,
      response: { 200: Member, ...errors },
      detail: { summary: "Make a member an editor or a viewer" },
    })
    .delete(
      "/members/:user_id/",
      async ({ page, params, user }) => {
        await removeMember(ctx, page, params.user_id, actorOf(user));
        return noContent();
      },
      {
        page: "owner",
        params: PageMember,
        response: { 204: Done, ...errors },
        detail: { summary: "Remove a member (not the owner)" },
      },
    )
    .post("/ownership-transfer/", ({ page, body, principal }) => offerTransfer(ctx, page, actorOf(requireSession(principal).user), body.user_id), {
      page: "owner",
      params: Page,
      body: TransferBody,
      response: { 200: Transfer, ...errors },
      detail: {
        summary: "Offer the page to a member (they accept it; the old owner becomes an editor)",
        description: "Replaces an earlier offer; the offer waits 7 days. The member is told by mail. Needs a signed-in session (not an API key).",
      },
    })
    .delete(
      "/ownership-transfer/",
      async ({ page, role, user }) => {
        await cancelTransfer(ctx, page, actorOf(user), role === "owner");
        return noContent();
      },
      {
        page: "member",
        params: Page,
        response: { 204: Done, ...errors },
        detail: { summary: "Withdraw the offer (owner) or decline it (the member it was made to)" },
      },
    )
    .post(
      "/ownership-transfer/accept/",
      async ({ page, user }) => {
        await acceptTransfer(ctx, page.id, actorOf(user));
        return noContent();
      },
      {
        page: "member",
        params: Page,
        response: { 204: Done, ...errors, 410: ErrorResponse },
        detail: {
          summary: "Accept the page offered to you: you become its owner, it takes your account's plan",
          description: "It must fit in your plan's pages (403 `plan_limit` otherwise).",
        },
      },
    )
    .get("/activity/", ({ page, query }) => listActivity(ctx, page.id, pageWindow(query)), {
      page: "viewer",
      params: Page,
      query: PageQuery,
      response: { 200: Paginated(ActivityItem), 400: FieldErrorsResponse, 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Who changed what on the page, newest first (kept 90 days)" },
    });

/** Join links: what one shows before signing in, and joining with it. */
const joinRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/invitations", tags: ["Members"] })
    .use(authGuard(ctx))
    .post(
      "/preview/",
      async ({ body, request }) => {
        await enforceRateLimit(ctx.db, RATE_LIMITS.invitationLookups, clientIp(request) ?? "unknown");
        return previewInvitation(ctx, body.token);
      },
      {
        body: InvitationToken,
        response: { 200: InvitationPreview, 400: FieldErrorsResponse, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "What a join link offers: the page, the role, who invited, whether it still works",
          description: "The token (the last part of /join/{token}) travels in the body, so it stays out of the API's URLs and logs.",
        },
      },
    )
    .post(
      "/accept/",
      async ({ body, request, user }) => {
        await enforceRateLimit(ctx.db, RATE_LIMITS.invitationLookups, clientIp(request) ?? user.id);
        return acceptInvitation(ctx, body.token, actorOf(user));
      },
      {
        auth: true,
        body: InvitationToken,
        response: { 200: Joined, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "Join the page with a join link",
          description:
            "Joins take turns per page: with one seat left, exactly one of many joins and the others get 403 `plan_limit` (the full-team message). Someone already a member joins nothing (`joined: false`).",
        },
      },
    );

export const membersModule = (ctx: AppContext) => new Elysia().use(teamRoutes(ctx)).use(joinRoutes(ctx));
