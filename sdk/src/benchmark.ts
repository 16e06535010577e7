import { type Api, idText, unwrap } from "./request.ts";
import type { BenchmarkHistoryQuery, GriIndexQuery, Id } from "./types.ts";

// Without `ignoreBOM`, decoding drops the byte order mark the CSV starts with.
const utf8 = new TextDecoder("utf-8");

/**
 * A page's benchmark against the reporting frameworks it reports on: a
 * coverage score per framework (evidence-weighted), the gaps the plan names,
 * the peer percentile, the score's history, and the GRI content index.
 */
export function benchmarkApi(api: Api) {
  const page = (pageId: Id) => ({ path: { business_id: idText(pageId) } });
  return {
    /** Scores per framework with ranked gaps, peers and the latest change; `summary` is what Home shows. `GET /businesses/{id}/benchmark/` */
    show: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/benchmark/", { params: page(pageId) })),
    /** A framework's score per day it changed (`framework`, `days`; the main framework and a year by default). `GET …/benchmark/history/` */
    history: (pageId: Id, query?: BenchmarkHistoryQuery) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/benchmark/history/", { params: { ...page(pageId), query } })),
    /**
     * The GRI content index as bytes (`format` html, csv or pdf; `lang` en or
     * ja). Plans without the content index get a `plan_limit` error.
     * `GET …/benchmark/gri-index/`
     */
    griIndex: async (pageId: Id, query: GriIndexQuery = {}): Promise<Uint8Array> =>
      new Uint8Array(
        await unwrap(api.GET("/api/v1/businesses/{business_id}/benchmark/gri-index/", { params: { ...page(pageId), query }, parseAs: "arrayBuffer" })),
      ),
    /** The GRI content index as text (html or csv; a CSV's byte order mark is dropped). */
    griIndexText: async (pageId: Id, query: GriIndexQuery & { format?: "html" | "csv" } = {}): Promise<string> =>
      utf8.decode(
        await unwrap(api.GET("/api/v1/businesses/{business_id}/benchmark/gri-index/", { params: { ...page(pageId), query }, parseAs: "arrayBuffer" })),
      ),
  };
}
