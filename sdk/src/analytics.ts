import { type Api, idText, unwrap } from "./request.ts";
import type { AnalyticsQuery, Id, SharedStatsInput, ShareLinkInput } from "./types.ts";

/** A page's analytics, read from daily roll-ups (UTC days); windows as the page's plan keeps them. */
export function analyticsApi(api: Api) {
  const page = (pageId: Id) => ({ business_id: idText(pageId) });
  return {
    /**
     * Views and visitors per day with feedback and gated-item passes beside
     * them, totals (and the span before with `compare`), and the top paths,
     * sources, referrers, languages, devices and browsers.
     * `GET /businesses/{id}/analytics/?days=7|30|90|365&compare=`
     */
    report: (pageId: Id, query?: AnalyticsQuery) => unwrap(api.GET("/api/v1/businesses/{business_id}/analytics/", { params: { path: page(pageId), query } })),
    /** The page's read-only stats links that still work (editors and the owner). `GET /businesses/{id}/analytics/share-links/` */
    shareLinks: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/analytics/share-links/", { params: { path: page(pageId) } })),
    /** Makes a read-only stats link, optionally with a password; share its `url`. `POST /businesses/{id}/analytics/share-links/` */
    createShareLink: (pageId: Id, input: ShareLinkInput = {}) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/analytics/share-links/", { params: { path: page(pageId) }, body: input })),
    /** Revokes a stats link: it stops working at once. `DELETE /businesses/{id}/analytics/share-links/{link_id}/` */
    revokeShareLink: async (pageId: Id, linkId: Id): Promise<void> => {
      await unwrap(
        api.DELETE("/api/v1/businesses/{business_id}/analytics/share-links/{link_id}/", {
          params: { path: { ...page(pageId), link_id: idText(linkId) } },
        }),
      );
    },
    /**
     * A page's numbers through a stats link (the link or its token), signed
     * out; a protected link is a `share_password_required` error without
     * `password`. `POST /analytics/shared/`
     */
    shared: ({ token, ...rest }: SharedStatsInput) => unwrap(api.POST("/api/v1/analytics/shared/", { body: { token: statsToken(token), ...rest } })),
    /** Whether you receive the page's weekly e-mail report. `GET /businesses/{id}/analytics/weekly-report/` */
    weeklyReport: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/analytics/weekly-report/", { params: { path: page(pageId) } })),
    /** Turns your weekly e-mail report on (in `language`) or off; any member. `PUT /businesses/{id}/analytics/weekly-report/` */
    setWeeklyReport: (pageId: Id, enabled: boolean, language?: "en" | "ja") =>
      unwrap(
        api.PUT("/api/v1/businesses/{business_id}/analytics/weekly-report/", {
          params: { path: page(pageId) },
          body: language ? { enabled, language } : { enabled },
        }),
      ),
  };
}

/** The token of a stats link (`https://…/stats/<token>`), or the token itself. */
export function statsToken(linkOrToken: string): string {
  const match = /\/stats\/([^/?#]+)/.exec(linkOrToken);
  return match?.[1] ?? linkOrToken.trim();
}
