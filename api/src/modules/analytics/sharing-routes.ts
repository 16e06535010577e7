import { Elysia, t } from "elysia";
import { clientIp } from "../../lib/client-ip.ts";
import type { AppContext } from "../../lib/context.ts";
import { fieldError } from "../../lib/errors.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { ANALYTICS_ERRORS } from "./errors.ts";
import { ANALYTICS_WINDOWS, WINDOW_MESSAGE } from "./messages.ts";
import { SharedStats, SharedStatsBody, ShareLink, ShareLinkBody, WeeklyReport, WeeklyReportBody } from "./model.ts";
import { createShareLink, listShareLinks, openSharedStats, revokeShareLink } from "./share-links.ts";
import { setWeeklyReport, weeklyReportOf } from "./weekly-report.ts";

const ErrorResponse = errorResponse(ANALYTICS_ERRORS);
const Page = t.Object({ business_id: PathId });
const errors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Sharing a page's numbers: read-only stats links (create, list, revoke; the
 * link's viewer reads through `POST /analytics/shared/`) and each member's
 * weekly e-mail report.
 */
export const analyticsSharingModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Analytics"] })
    .use(pageGuard(ctx))
    .get("/businesses/:business_id/analytics/share-links/", async ({ page }) => ({ results: await listShareLinks(ctx, page.id) }), {
      page: "editor",
      params: Page,
      response: { 200: t.Object({ results: t.Array(ShareLink) }), ...errors },
      detail: { summary: "The page's stats share links that still work (editors and the owner)" },
    })
    .post(
      "/businesses/:business_id/analytics/share-links/",
      async ({ page, user, body, set }) => {
        set.status = 201;
        return createShareLink(ctx, page.id, user, body);
      },
      {
        page: "editor",
        params: Page,
        body: ShareLinkBody,
        transform: trimFields(ShareLinkBody),
        response: { 201: ShareLink, ...errors },
        detail: {
          summary: "Create a read-only link to the page's Analytics screen, optionally protected by a password",
          description: "Anyone with the link sees the page's analytics, within its plan's windows, without signing in. At most 20 links per page.",
        },
      },
    )
    .delete(
      "/businesses/:business_id/analytics/share-links/:link_id/",
      async ({ page, params }) => {
        await revokeShareLink(ctx, page.id, rowIdOrNotFound(params.link_id));
        return noContent();
      },
      {
        page: "editor",
        params: t.Object({ business_id: PathId, link_id: PathId }),
        response: { 204: t.Void({ description: "No content" }), ...errors },
        detail: { summary: "Revoke a stats share link: it stops working at once" },
      },
    )
    .get("/businesses/:business_id/analytics/weekly-report/", ({ page, user }) => weeklyReportOf(ctx, page.id, user.id), {
      page: "viewer",
      params: Page,
      response: { 200: WeeklyReport, ...errors },
      detail: { summary: "Whether you receive the page's weekly e-mail report" },
    })
    .put(
      "/businesses/:business_id/analytics/weekly-report/",
      ({ page, user, body }) => setWeeklyReport(ctx, page.id, user.id, body.enabled, body.language ?? "en"),
      {
        page: "member",
        params: Page,
        body: WeeklyReportBody,
        response: { 200: WeeklyReport, ...errors },
        detail: {
          summary: "Receive the page's weekly e-mail report, or stop it (any member, viewers too)",
          description: "Sent on Mondays for the week before (UTC), in the language given, compared with the week before that.",
        },
      },
    )
    .post(
      "/analytics/shared/",
      async ({ body, request }) => {
        const ip = clientIp(request) ?? "unknown";
        await enforceRateLimit(ctx.db, RATE_LIMITS.sharedStats, ip);
        if (body.days !== undefined && !(ANALYTICS_WINDOWS as readonly number[]).includes(body.days)) throw fieldError("days", WINDOW_MESSAGE);
        return openSharedStats(ctx, body, ip);
      },
      {
        body: SharedStatsBody,
        response: { 200: SharedStats, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "A page's analytics through a share link, without signing in",
          description:
            "The token (the last part of /stats/{token}) travels in the body, so it stays out of the API's URLs and logs. A protected link answers 401 `share_password_required` without `password`; a wrong one is a field error. Windows as the page's plan keeps.",
        },
      },
    );
