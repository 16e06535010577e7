import { type Api, idText, unwrap } from "./request.ts";
import type { AnalyticsQuery, Id } from "./types.ts";

/** A page's analytics, read from daily roll-ups (UTC days); windows as the page's plan keeps them. */
export function analyticsApi(api: Api) {
  return {
    /**
     * Views and visitors per day with feedback and gated-item passes beside
     * them, totals (and the span before with `compare`), and the top paths,
     * sources, referrers, languages, devices and browsers.
     * `GET /businesses/{id}/analytics/?days=7|30|90|365&compare=`
     */
    report: (pageId: Id, query?: AnalyticsQuery) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/analytics/", { params: { path: { business_id: idText(pageId) }, query } })),
  };
}
