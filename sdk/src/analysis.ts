import { type Api, idText, unwrap } from "./request.ts";
import type { AnalysisListQuery, AnalysisRunInput, Id } from "./types.ts";

/** AI analysis (Premium): the built-in analyzer's findings, with a language model's prose when the server has one configured. */
export function analysisApi(api: Api) {
  const page = (pageId: Id) => ({ business_id: idText(pageId) });
  return {
    /**
     * Runs an analysis: strengths, gaps against the page's frameworks, suggested
     * catalogue initiatives and claims without evidence, in `language` (default:
     * the page's). A plan without AI analysis, or a month whose runs are used,
     * is a `plan_limit` error. `POST /businesses/{id}/analyses/`
     */
    run: (pageId: Id, input: AnalysisRunInput = {}) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/analyses/", { params: { path: page(pageId) }, body: input })),
    /** The page's runs, newest first, with this month's usage and the plan's limit. `GET /businesses/{id}/analyses/` */
    list: (pageId: Id, query?: AnalysisListQuery) => unwrap(api.GET("/api/v1/businesses/{business_id}/analyses/", { params: { path: page(pageId), query } })),
    /** One run with its findings and prose. `GET /businesses/{id}/analyses/{run_id}/` */
    get: (pageId: Id, runId: Id) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/analyses/{run_id}/", { params: { path: { ...page(pageId), run_id: idText(runId) } } })),
  };
}
