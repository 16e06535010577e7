import { type Api, idText, unwrap } from "./request.ts";
import type { AccessLogQuery, Id } from "./types.ts";

/**
 * Verification of a page's evidence, as its team sees it: which items can be
 * sent for review, and each item's requests and decisions.
 */
export function verificationsApi(api: Api) {
  const one = (pageId: Id, contentId: Id) => ({ path: { business_id: idText(pageId), content_id: idText(contentId) } });
  return {
    /** Every item with its evidence state and what the plan allows. `GET /businesses/{id}/verifications/` */
    overview: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/verifications/", { params: { path: { business_id: idText(pageId) } } })),
    /** An item's requests and reviewers' decisions, newest first. `GET …/contents/{content_id}/verification/` */
    history: (pageId: Id, contentId: Id) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/contents/{content_id}/verification/", { params: one(pageId, contentId) })),
    /** Sends an item with evidence for review (Self Reported → Submitted); the plan may not allow it (`plan_limit`). */
    request: (pageId: Id, contentId: Id) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/contents/{content_id}/verification/", { params: one(pageId, contentId) })),
    /** Withdraws a pending request (Submitted → Self Reported). */
    withdraw: (pageId: Id, contentId: Id) =>
      unwrap(api.DELETE("/api/v1/businesses/{business_id}/contents/{content_id}/verification/", { params: one(pageId, contentId) })),
  };
}

/** Who opened a page's gated items (limited or password), newest first. */
export function accessLogsApi(api: Api) {
  return {
    /** Paginated (`page`, `page_size`), searchable by name, email or company (`q`). `GET /businesses/{id}/access-logs/` */
    list: (pageId: Id, query?: AccessLogQuery) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/access-logs/", { params: { path: { business_id: idText(pageId) }, query } })),
  };
}
