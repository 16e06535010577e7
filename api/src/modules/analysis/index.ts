import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { PageQuery } from "../../lib/pagination.ts";
import { AnalysisRun, RunBody, RunList } from "./model.ts";
import { getRun, listRuns, runAnalysis } from "./service.ts";

const ErrorResponse = errorResponse();
const Page = t.Object({ business_id: PathId });
const PageAndRun = t.Object({ business_id: PathId, run_id: PathId });
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };

/** AI analysis (Premium): editors run it, every member reads the history. */
export const analysisModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id/analyses", tags: ["AI analysis"] })
    .use(pageGuard(ctx))
    .get("/", ({ page, query }) => listRuns(ctx, page.id, query), {
      page: "viewer",
      params: Page,
      query: PageQuery,
      response: { 200: RunList, 400: FieldErrorsResponse, ...readErrors },
      detail: { summary: "The page's analysis runs, newest first, with this month's usage and the plan's limit" },
    })
    .post(
      "/",
      async ({ page, user, body, set }) => {
        set.status = 201;
        return runAnalysis(ctx, page, user.id, body ?? {});
      },
      {
        page: "editor",
        params: Page,
        body: t.Optional(RunBody),
        response: { 201: AnalysisRun, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        detail: {
          summary: "Run an analysis: strengths, gaps, suggested initiatives and claims without evidence, with a language model's prose when one is configured",
          description:
            "The built-in analyzer always answers; `prose` is the configured model's rewrite (AI_BASE_URL, AI_MODEL), or null with `model_error` saying why. " +
            "403 `plan_limit` (with `upgrade_url`) on a plan without AI analysis, and once the month's `ai_analyses_per_month` runs are used (UTC calendar month).",
        },
      },
    )
    .get("/:run_id/", ({ page, params }) => getRun(ctx, page.id, params.run_id), {
      page: "viewer",
      params: PageAndRun,
      response: { 200: AnalysisRun, ...readErrors },
      detail: { summary: "One analysis run with its findings and prose" },
    });
