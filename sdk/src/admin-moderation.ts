import { type Api, idText, unwrap } from "./request.ts";
import type { AdminPagesQuery, Id, ReportsQuery, ResolveReportInput } from "./types.ts";

/**
 * The console's Pages and Moderation calls (admins only). A page is named by
 * id or handle. Taking a page down mails its owner the reason; nothing is
 * deleted. A reviewer who belongs to the page gets `forbidden` (`own_page`).
 */
export function adminModerationApi(api: Api) {
  const page = (reference: Id) => ({ path: { business: idText(reference) } });
  return {
    pages: {
      /** Every page, newest first: `q` (handle or name), `country`, `plan`, `state`. `GET /admin/businesses/` */
      list: (query?: AdminPagesQuery) => unwrap(api.GET("/api/v1/admin/businesses/", { params: { query } })),
      /** One page with its reports and the team's actions on it. `GET /admin/businesses/{business}/` */
      get: (reference: Id) => unwrap(api.GET("/api/v1/admin/businesses/{business}/", { params: page(reference) })),
      /** Unpublishes with the reason the owner is mailed; the owner may publish again once fixed. `POST …/unpublish/` */
      unpublish: (reference: Id, reason: string) =>
        unwrap(api.POST("/api/v1/admin/businesses/{business}/unpublish/", { params: page(reference), body: { reason } })),
      /** Hides for abuse: the owner cannot publish again until restored. `POST …/hide/` */
      hide: (reference: Id, reason: string) => unwrap(api.POST("/api/v1/admin/businesses/{business}/hide/", { params: page(reference), body: { reason } })),
      /** Puts a taken-down page back as it was (`conflict`/`not_moderated` when it was not taken down). `POST …/restore/` */
      restore: (reference: Id) => unwrap(api.POST("/api/v1/admin/businesses/{business}/restore/", { params: page(reference) })),
    },
    reports: {
      /** Visitors' reports, newest first: `status` open (default) or resolved. `GET /admin/reports/` */
      list: (query?: ReportsQuery) => unwrap(api.GET("/api/v1/admin/reports/", { params: { query } })),
      /** Resolves an open report: `no_action`, `unpublish` (with `note`) or `contact` (with `message`). `POST /admin/reports/{id}/resolve/` */
      resolve: (id: Id, input: ResolveReportInput) =>
        unwrap(api.POST("/api/v1/admin/reports/{id}/resolve/", { params: { path: { id: idText(id) } }, body: input })),
    },
  };
}
