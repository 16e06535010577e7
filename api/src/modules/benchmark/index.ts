import type { TSchema } from "@sinclair/typebox";
import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { griIndexDownload } from "./gri-index-service.ts";
import { utcDay } from "./history.ts";
import { Benchmark, BenchmarkHistory, GriIndexQuery, HistoryQuery } from "./model.ts";
import { benchmarkOf, historyOf } from "./service.ts";

const ErrorResponse = errorResponse();
const Page = t.Object({ business_id: PathId });
const json = (schema: TSchema, description: string) => ({ description, content: { "application/json": { schema } } });
const readErrors = { 400: FieldErrorsResponse, 401: ErrorResponse, 404: ErrorResponse };

/** A page's benchmark against its frameworks, its history and the GRI content index: any member reads them. */
export const benchmarkModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id/benchmark", tags: ["Benchmark"] })
    .use(pageGuard(ctx))
    .get("/", ({ page }) => benchmarkOf(ctx, page, utcDay()), {
      page: "viewer",
      params: Page,
      response: { 200: Benchmark, 401: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Coverage scores per framework of the page, with ranked gaps, peer percentile and the latest change",
        description:
          "Each framework's score (0–100) is the weighted share of its disclosures the page's published initiatives address, each counted at its best initiative's evidence factor (`factors`), halved once expired. The page's frameworks are its `framework_type` and framework selections, or all when it chose none. Gaps are named up to the plan's `benchmark_gaps`; the peer percentile needs `benchmark_peers` and at least 5 peers.",
      },
    })
    .get("/history/", ({ page, query }) => historyOf(ctx, page, query, utcDay()), {
      page: "viewer",
      params: Page,
      query: HistoryQuery,
      response: { 200: BenchmarkHistory, ...readErrors },
      detail: { summary: "A framework's score per day it changed, oldest first" },
    })
    .get("/gri-index/", ({ page, query }) => griIndexDownload(ctx, page, query.format ?? "html", query.lang, utcDay()), {
      page: "viewer",
      params: Page,
      query: GriIndexQuery,
      // Documented rather than declared: a declared `response` would drop the file answers from the OpenAPI document.
      detail: {
        summary: "The GRI content index as a download (HTML, CSV or PDF)",
        description:
          "Columns as GRI reporters publish them: GRI Standard, disclosure, location (links to the public page's initiatives), evidence, and for a disclosure not addressed the requirement omitted, reason and explanation; headed by the statement of use. 403 `plan_limit` (with `upgrade_url`) when the plan has no `content_index`.",
        responses: {
          200: {
            description: "The index",
            content: {
              "text/html": { schema: { type: "string" } },
              "text/csv": { schema: { type: "string" } },
              "application/pdf": { schema: { type: "string", format: "binary" } },
            },
          },
          400: json(FieldErrorsResponse, "A bad format or language: `{ field: [message] }`"),
          401: json(ErrorResponse, "Not signed in"),
          403: json(ErrorResponse, "The plan has no GRI content index (`plan_limit`, with `upgrade_url`)"),
          404: json(ErrorResponse, "Not a page of yours"),
        },
      },
    });
