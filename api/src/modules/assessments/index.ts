import type { TSchema } from "@sinclair/typebox";
import { Elysia, t } from "elysia";
import { languageCodeOfId } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { pickText } from "../../lib/localize.ts";
import { SECURITY } from "../../lib/openapi.ts";
import { fileResponses } from "../../lib/openapi-contract.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { answerQuestion, prefillAssessment } from "./answers.ts";
import { addAnswerFile, answerFileResponse, removeAnswerFile } from "./attachments.ts";
import { questionnaireCatalogue } from "./catalogue.ts";
import { ASSESSMENT_ERRORS } from "./errors.ts";
import { assessmentCsv } from "./export-csv.ts";
import { assessmentPdf } from "./export-pdf.ts";
import {
  AnswerBody,
  AnswerFile,
  Assessment,
  AssessmentSummary,
  ExportQuery,
  OnPage,
  OneAnswer,
  OneAssessment,
  OneFile,
  PrefillResult,
  QuestionnaireView,
  StartBody,
} from "./model.ts";
import { answersOf, completeAssessment, findAssessment, listAssessments, readAssessment, reopenAssessment, startAssessment } from "./service.ts";

const ErrorResponse = errorResponse(ASSESSMENT_ERRORS);
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };
const writeErrors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const TooLarge = t.Object({ detail: t.String(), code: t.Literal("file_too_large"), max_bytes: t.Integer(), max_mb: t.Number() });
const json = (schema: TSchema, description: string) => ({ description, content: { "application/json": { schema } } });
const PREMIUM = "Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).";

/** The questionnaires anyone can read: the catalogue is the same for every page. */
const catalogueRoutes = () =>
  new Elysia({ tags: ["Assessments"] }).get("/businesses/assessments/questionnaires/", () => questionnaireCatalogue(), {
    response: { 200: t.Array(QuestionnaireView) },
    detail: {
      security: SECURITY.optional,
      summary: "The questionnaires an assessment can answer: sections, questions, answer types, scoring rules, related disclosures (en and ja)",
    },
  });

/** A page's assessments: viewers read and export, editors answer; starting and answering need Premium. */
const pageRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id/assessments", tags: ["Assessments"] })
    .use(pageGuard(ctx))
    .get("/", ({ page }) => listAssessments(ctx, page.id), {
      page: "viewer",
      params: OnPage,
      response: { 200: t.Array(AssessmentSummary), ...readErrors },
      detail: { summary: "The page's assessments, newest first, with their progress and (completed) overall score" },
    })
    .post(
      "/",
      async ({ page, user, body, set }) => {
        const created = await startAssessment(ctx, page.id, user.id, body.questionnaire);
        set.status = 201;
        return created;
      },
      {
        page: "editor",
        params: OnPage,
        body: StartBody,
        transform: trimFields(StartBody),
        response: { 201: Assessment, ...writeErrors },
        detail: {
          summary: "Start an assessment of a questionnaire",
          description: `409 \`assessment_in_progress\` (with \`assessment_id\`) when that questionnaire already has one in progress. ${PREMIUM}`,
        },
      },
    )
    .get("/:assessment_id/", ({ page, params }) => readAssessment(ctx, page.id, params.assessment_id), {
      page: "viewer",
      params: OneAssessment,
      response: { 200: Assessment, ...readErrors },
      detail: { summary: "One assessment: every answer with who gave it and when, its progress, and its result once completed" },
    })
    .put(
      "/:assessment_id/answers/:question/",
      ({ page, params, body, user }) => answerQuestion(ctx, page.id, params.assessment_id, params.question, body.value, user.id),
      {
        page: "editor",
        params: OneAnswer,
        body: AnswerBody,
        response: { 200: Assessment, ...writeErrors },
        detail: {
          summary: "Answer one question (the last write wins); answering a pre-filled question confirms it; null clears the answer",
          description: `The value by type: yes_no_partial \`yes\`/\`partial\`/\`no\`, single_choice an option's value, multiple_choice a list of them, number within the question's bounds, text, date \`YYYY-MM-DD\`. 409 \`assessment_completed\` once completed. ${PREMIUM}`,
        },
      },
    )
    .post("/:assessment_id/prefill/", ({ page, params, user }) => prefillAssessment(ctx, page.id, params.assessment_id, user.id), {
      page: "editor",
      params: OneAssessment,
      response: { 200: PrefillResult, ...writeErrors },
      detail: {
        summary: "Pre-fill from the page: the analyzer suggests answers from the page's initiatives, never over a member's answer",
        description: `Suggestions are \`source: analyzer\` with \`basis\` (the initiatives read) and count toward completion only once confirmed. ${PREMIUM}`,
      },
    })
    .post("/:assessment_id/complete/", ({ page, params }) => completeAssessment(ctx, page.id, params.assessment_id), {
      page: "editor",
      params: OneAssessment,
      response: { 200: Assessment, ...writeErrors },
      detail: {
        summary: "Complete an assessment: scores it and stores the result",
        description: `Every required question needs a confirmed answer, else 400 with \`answers.<question>\` field errors. ${PREMIUM}`,
      },
    })
    .post("/:assessment_id/reopen/", ({ page, params }) => reopenAssessment(ctx, page.id, params.assessment_id), {
      page: "editor",
      params: OneAssessment,
      response: { 200: Assessment, ...writeErrors },
      detail: { summary: "Reopen a completed assessment to change its answers (its result goes until completed again)", description: PREMIUM },
    })
    .post(
      "/:assessment_id/answers/:question/attachments/",
      async ({ page, params, query, request, user, set }) => {
        const file = await addAnswerFile(ctx, page.id, params.assessment_id, params.question, user.id, request, query.name);
        set.status = 201;
        return file;
      },
      {
        page: "editor",
        parse: "none",
        params: OneAnswer,
        query: t.Object({ name: t.Optional(t.String({ maxLength: 300 })) }),
        response: { 201: AnswerFile, 413: TooLarge, ...writeErrors },
        detail: {
          summary: "Attach evidence to an answer (the request body is the file; `?name=` its file name)",
          description: `PDF, PNG or JPG, checked by its first bytes; 10 MB; 5 per answer; only questions with \`evidence: true\`. ${PREMIUM}`,
        },
      },
    )
    .get(
      "/:assessment_id/answers/:question/attachments/:file_id/",
      ({ page, params, request }) => answerFileResponse(ctx, request, page.id, params.assessment_id, params.question, params.file_id),
      {
        page: "viewer",
        params: OneFile,
        detail: {
          summary: "Download an answer's evidence file (the page's members only)",
          responses: { ...fileResponses(["application/pdf", "image/png", "image/jpeg"], "The file, as a download"), 401: json(ErrorResponse, "Not signed in") },
        },
      },
    )
    .delete(
      "/:assessment_id/answers/:question/attachments/:file_id/",
      async ({ page, params }) => {
        await removeAnswerFile(ctx, page.id, params.assessment_id, params.question, params.file_id);
        return noContent();
      },
      {
        page: "editor",
        params: OneFile,
        response: { 204: t.Void({ description: "No content" }), ...writeErrors },
        detail: { summary: "Remove an evidence file from an answer", description: PREMIUM },
      },
    )
    .get(
      "/:assessment_id/export/",
      async ({ page, params, query }) => {
        const row = await findAssessment(ctx.db, page.id, params.assessment_id);
        const answers = await answersOf(ctx.db, [row.id]);
        const language = query.lang ?? languageCodeOfId(page.defaultLanguageId);
        const name = `assessment-${page.handle}-${row.questionnaire}-${row.id}${row.state === "completed" ? "" : "-draft"}`;
        const headers = { "cache-control": "private, no-store", "x-content-type-options": "nosniff" };
        if (query.format === "pdf") {
          const pageName = pickText(page.nameJson, { code: language, unsupported: false }, language) ?? page.handle;
          return new Response(new Uint8Array(await assessmentPdf(row, answers, pageName, language)), {
            headers: { ...headers, "content-type": "application/pdf", "content-disposition": `attachment; filename="${name}.pdf"` },
          });
        }
        return new Response(assessmentCsv(row, answers, language), {
          headers: { ...headers, "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}.csv"` },
        });
      },
      {
        page: "viewer",
        params: OneAssessment,
        query: ExportQuery,
        // Documented rather than declared: a declared `response` would drop the CSV and PDF answers from the OpenAPI document.
        detail: {
          summary: "Export an assessment as CSV or PDF (one in progress is marked as a draft)",
          description:
            "CSV (UTF-8 with a BOM) columns: section, question, answer, score, answered_by, answered_at, evidence. PDF: title, page name, date, overall and section scores, each question and answer, recommendations.",
          responses: {
            200: {
              description: "The file, as a download",
              content: { "text/csv": { schema: { type: "string" } }, "application/pdf": { schema: { type: "string", format: "binary" } } },
            },
            400: json(FieldErrorsResponse, "A bad format or language: `{ field: [message] }`"),
            401: json(ErrorResponse, "Not signed in"),
            404: json(ErrorResponse, "Not an assessment of a page of yours"),
          },
        },
      },
    );

export const assessmentsModule = (ctx: AppContext) => new Elysia().use(catalogueRoutes()).use(pageRoutes(ctx));
