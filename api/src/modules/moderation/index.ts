import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard, resolvePrincipal } from "../../lib/auth-guard.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { errorResponse, FieldErrorsResponse, PageKey } from "../../lib/http-schemas.ts";
import { trimFields } from "../../lib/http.ts";
import { Paginated, pageWindow } from "../../lib/pagination.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { EVIDENCE_ERRORS } from "../evidence/errors.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { MODERATION_ERRORS } from "./errors.ts";
import { AdminPage, AdminPageDetail, AdminPagesQuery, PageReport, ReportBody, ReportCreated, ReportsQuery, ResolveBody, TakedownBody } from "./model.ts";
import { getAdminPage, listAdminPages, restorePage, takeDownPage } from "./pages.ts";
import { createReport, listReports, resolveReport } from "./reports.ts";

const ErrorResponse = errorResponse(EVIDENCE_ERRORS, MODERATION_ERRORS);
const refused = { 401: ErrorResponse, 403: ErrorResponse };
const BusinessParams = t.Object({ business: t.String({ maxLength: 30, description: "The page's id or handle" }) });
const ReportParams = t.Object({ id: t.String({ maxLength: 20, description: "The report's id" }) });
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

const takedown = {
  admin: true,
  params: BusinessParams,
  body: TakedownBody,
  transform: trimFields(TakedownBody),
  response: { 200: AdminPage, 400: FieldErrorsResponse, 404: ErrorResponse, ...refused },
} as const;

/**
 * The console's Pages and Moderation screens (issue 24): find pages, take
 * one down (unpublish, or hide for abuse) with a reason its owner is mailed,
 * restore it; and the queue of visitors' reports. A reviewer never decides
 * on a page they belong to (403 `own_page`).
 */
export const moderationAdminModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin", tags: ["Admin"] })
    .use(authGuard(ctx))
    .get(
      "/businesses/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listAdminPages(ctx.db, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: AdminPagesQuery,
        response: { 200: Paginated(AdminPage), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Every page, newest first: search by handle or name, filter by country, plan and state" },
      },
    )
    .get("/businesses/:business/", ({ params }) => getAdminPage(ctx.db, params.business), {
      admin: true,
      params: BusinessParams,
      response: { 200: AdminPageDetail, 404: ErrorResponse, ...refused },
      detail: { summary: "A page (id or handle) with its reports and the team's actions on it" },
    })
    .post("/businesses/:business/unpublish/", ({ params, body, user }) => takeDownPage(ctx, actorOf(user), params.business, "unpublished", body.reason), {
      ...takedown,
      detail: {
        summary: "Unpublish a page, with the reason its owner is mailed",
        description: 'Visitors see "Page coming soon"; the owner may publish again once they fixed it. Nothing is deleted.',
      },
    })
    .post("/businesses/:business/hide/", ({ params, body, user }) => takeDownPage(ctx, actorOf(user), params.business, "hidden", body.reason), {
      ...takedown,
      detail: {
        summary: "Hide a page for abuse, with the reason its owner is mailed",
        description: "Like unpublishing, but the owner cannot publish again (403 `page_hidden`) until an admin restores it.",
      },
    })
    .post("/businesses/:business/restore/", ({ params, user }) => restorePage(ctx, actorOf(user), params.business), {
      admin: true,
      params: BusinessParams,
      response: { 200: AdminPage, 404: ErrorResponse, 409: ErrorResponse, ...refused },
      detail: {
        summary: "Restore a page the team took down",
        description: "It is published again if it was when taken down; the owner is mailed. 409 `not_moderated` when it was not taken down.",
      },
    })
    .get(
      "/reports/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listReports(ctx, query.status ?? "open", window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: ReportsQuery,
        response: { 200: Paginated(PageReport), 400: FieldErrorsResponse, ...refused },
        detail: { summary: "Visitors' reports: open (default, newest first) or resolved (last resolved first)" },
      },
    )
    .post("/reports/:id/resolve/", ({ params, body, user }) => resolveReport(ctx, actorOf(user), params.id, body), {
      admin: true,
      params: ReportParams,
      body: ResolveBody,
      transform: trimFields(ResolveBody),
      response: { 200: PageReport, 400: FieldErrorsResponse, 404: ErrorResponse, 409: ErrorResponse, ...refused },
      detail: {
        summary: "Resolve a report: no action, unpublish the page, or contact its owner",
        description:
          "`unpublish` takes the page down with `note` as the reason its owner is mailed; `contact` mails the owner `message`. A reporter who left an address is told the report was handled.",
      },
    });

/** "Report this page": no sign-in, limited per client address; only valid reports count against the limit. */
export const pageReportsModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Public pages"] }).post(
    "/businesses/public/:business/reports/",
    async ({ params, body, request, set }) => {
      await enforceRateLimit(ctx.db, RATE_LIMITS.pageReports, clientIp(request) ?? "unknown");
      const principal = await resolvePrincipal(ctx, request.headers).catch(() => null);
      const created = await createReport(ctx, params.business, body, principal);
      set.status = 201;
      return created;
    },
    {
      params: t.Object({ business: PageKey }),
      body: ReportBody,
      transform: trimFields(ReportBody),
      response: { 201: ReportCreated, 400: FieldErrorsResponse, 404: errorResponse(PUBLISHED_PAGE_ERRORS), 429: errorResponse() },
      detail: {
        summary: "Report a published page, or one of its initiatives, to the Greenpage team",
        description: "No sign-in (a signed-in reporter is remembered). At most 5 reports per address in 10 minutes (429).",
      },
    },
  );

export const moderationModule = (ctx: AppContext) => new Elysia().use(moderationAdminModule(ctx)).use(pageReportsModule(ctx));
