import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { ANALYTICS_WINDOWS, WINDOW_MESSAGE } from "./messages.ts";
import { AnalyticsReport, PageStats, PageViewBody } from "./model.ts";
import { analyticsReport } from "./report.ts";
import { pageStats } from "./page-stats.ts";
import { createSaltStore } from "./salts.ts";
import { cleanPageView, recordPageView } from "./service.ts";
import { isBot } from "./user-agent.ts";
import { trimFields } from "../../lib/http.ts";
import { fieldError } from "../../lib/errors.ts";
import { checkAnalyticsWindow } from "../../lib/plans/index.ts";

const ErrorResponse = errorResponse();

const accepted = () => new Response(null, { status: 202 });

/** The site's page-view beacon, no sign-in. Failures never matter to the visitor: the site ignores them. */
export const analyticsModule = (ctx: AppContext) => {
  const salts = createSaltStore(ctx.db);
  return new Elysia({ tags: ["Analytics"] })
    .use(pageGuard(ctx))
    .get(
      "/businesses/:business_id/stats/",
      async ({ page, query }) => {
        if (query.days !== undefined) {
          if (!(ANALYTICS_WINDOWS as readonly number[]).includes(query.days)) throw fieldError("days", WINDOW_MESSAGE);
          await checkAnalyticsWindow(ctx.db, page.id, query.days);
        }
        return pageStats(ctx.db, page.id, new Date(), query.days);
      },
      {
        page: "viewer",
        params: t.Object({ business_id: PathId }),
        query: t.Object({
          days: t.Optional(t.Integer({ minimum: 1, maximum: 365, error: WINDOW_MESSAGE, "x-field": "days", description: "7, 30, 90 or 365" })),
        }),
        response: { 200: PageStats, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        detail: {
          summary: "The dashboard home's numbers: page views and daily visitors of the last 30 days, per day, and the feedback received in them",
          description: "`days` picks another window (7, 30, 90 or 365); one longer than the page's plan keeps answers 403 `plan_limit`.",
        },
      },
    )
    .get(
      "/businesses/:business_id/analytics/",
      async ({ page, query }) => {
        const days = query.days ?? 30;
        if (!(ANALYTICS_WINDOWS as readonly number[]).includes(days)) throw fieldError("days", WINDOW_MESSAGE);
        await checkAnalyticsWindow(ctx.db, page.id, days);
        return analyticsReport(ctx.db, page.id, days, { compare: query.compare === true });
      },
      {
        page: "viewer",
        params: t.Object({ business_id: PathId }),
        query: t.Object({
          days: t.Optional(t.Integer({ minimum: 1, maximum: 365, error: WINDOW_MESSAGE, "x-field": "days", description: "7, 30 (default), 90 or 365" })),
          compare: t.Optional(t.BooleanString({ description: "Also the totals of the same number of days just before" })),
        }),
        response: { 200: AnalyticsReport, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        detail: {
          summary:
            "The Analytics screen: views and visitors per day, feedback and gated-item passes beside them, and the top paths, sources, referrers, languages, devices and browsers",
          description:
            "Read from the daily roll-ups (UTC days; today's are rebuilt each minute). A window longer than the page's plan keeps answers 403 `plan_limit`.",
        },
      },
    )
    .post(
      "/analytics/evts/",
      async ({ body, request }) => {
        const view = cleanPageView(body);
        const userAgent = request.headers.get("user-agent") ?? "";
        if (isBot(userAgent)) return accepted();
        await recordPageView(ctx, salts, view, { ip: clientIp(request) ?? "unknown", userAgent });
        return accepted();
      },
      {
        body: PageViewBody,
        transform: trimFields(PageViewBody),
        // navigator.sendBeacon posts a string as text/plain: read JSON whatever the content type says.
        parse: "json",
        response: { 400: FieldErrorsResponse, 429: ErrorResponse, 503: ErrorResponse },
        detail: {
          summary: "Record a page view, or a click on a link block",
          description:
            "Answers 202 with no body once the view is stored (views of the same few milliseconds share one insert), also when the view is ignored (bots); 503 when it could not be stored. Stores the path without its query, the referrer's origin, the language and a daily visitor hash; never the address.",
          responses: { 202: { description: "Accepted" } },
        },
      },
    );
};
