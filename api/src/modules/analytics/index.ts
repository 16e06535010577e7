import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { PageStats, PageViewBody } from "./model.ts";
import { pageStats } from "./page-stats.ts";
import { createSaltStore } from "./salts.ts";
import { cleanPageView, isBot, recordPageView } from "./service.ts";
import { trimFields } from "../../lib/http.ts";

const ErrorResponse = errorResponse();

const accepted = () => new Response(null, { status: 202 });

/** The site's page-view beacon, no sign-in. Failures never matter to the visitor: the site ignores them. */
export const analyticsModule = (ctx: AppContext) => {
  const salts = createSaltStore(ctx.db);
  return new Elysia({ tags: ["Analytics"] })
    .use(pageGuard(ctx))
    .get("/businesses/:business_id/stats/", ({ page }) => pageStats(ctx.db, page.id), {
      page: "editor",
      params: t.Object({ business_id: PathId }),
      response: { 200: PageStats, 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The dashboard home's numbers: page views and daily visitors of the last 30 days, per day, and the feedback received in them" },
    })
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
        response: { 400: FieldErrorsResponse, 429: ErrorResponse },
        detail: {
          summary: "Record a page view",
          description:
            "Answers 202 with no body, also when the view is ignored (bots). Stores the path without its query, the referrer's origin, the language and a daily visitor hash; never the address.",
          responses: { 202: { description: "Accepted" } },
        },
      },
    );
};
