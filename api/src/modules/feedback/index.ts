import { Elysia, t, type TSchema } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { jsonNull, noContent, trimFields } from "../../lib/http.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { errorResponse, FieldErrorsResponse, PathId, PageKey } from "../../lib/http-schemas.ts";
import { FEEDBACK_ERRORS } from "./errors.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { exportFeedback } from "./export.ts";
import { createForm, deleteForm, getForm, listForms, updateForm } from "./forms.ts";
import {
  ExportQuery,
  FeedbackForm,
  FeedbackItem,
  FeedbackQuery,
  FeedbackSummary,
  FormBody,
  MyFeedback,
  PublicFeedbackForm,
  PublicFormsQuery,
  SubmitBody,
  SubmittedFeedback,
} from "./model.ts";
import { getPublicForm, listPublicForms } from "./public-forms.ts";
import { myFeedback, submitFeedback } from "./responses.ts";
import { cleanFeedbackFilter, listFeedback } from "./results.ts";
import { summarizeFeedback } from "./summary.ts";
import { isLanguageCode, languageCodeOfId } from "@greenpage/db/schema";

const ErrorResponse = errorResponse(FEEDBACK_ERRORS, PUBLISHED_PAGE_ERRORS);

const Page = t.Object({ business_id: PathId });
const PageForm = t.Object({ business_id: PathId, form_id: PathId });
const PublicPage = t.Object({ business: PageKey });
const PublicForm = t.Object({ business: PageKey, form_id: PathId });
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };
const writeErrors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const filterErrors = { 400: FieldErrorsResponse, ...readErrors };
const publicErrors = { 400: FieldErrorsResponse, 404: ErrorResponse };
const ANONYMOUS = "Never says who answered: no user id, name or email.";
const json = (schema: TSchema, description: string) => ({ description, content: { "application/json": { schema } } });

/** A page's feedback forms and their results, for its owner and editors. */
const ownerRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id", tags: ["Feedback"] })
    .use(pageGuard(ctx))
    .get("/feedback-forms/", ({ page }) => listForms(ctx, page.id), {
      page: "viewer",
      params: Page,
      response: { 200: t.Array(FeedbackForm), ...readErrors },
      detail: { summary: "The page's feedback forms with their questions and response counts (the default form first; made on first read for older pages)" },
    })
    .post(
      "/feedback-forms/",
      async ({ page, body, set }) => {
        set.status = 201;
        return createForm(ctx, page.id, body);
      },
      {
        page: "editor",
        params: Page,
        body: FormBody,
        transform: trimFields(FormBody),
        response: { 201: FeedbackForm, ...writeErrors },
        detail: {
          summary: "Create a feedback form: title per language, questions in order, for the whole page or one initiative (`content_id`)",
          description:
            "Question types: short_text (answers up to 500 characters), long_text (5000), single_choice and multiple_choice (2–20 choices), rating (1–5), nps (0–10). `required` marks a question *.",
        },
      },
    )
    .get("/feedback-forms/:form_id/", ({ page, params }) => getForm(ctx, page.id, params.form_id), {
      page: "viewer",
      params: PageForm,
      response: { 200: FeedbackForm, ...readErrors },
      detail: { summary: "One feedback form" },
    })
    .patch("/feedback-forms/:form_id/", ({ page, params, body }) => updateForm(ctx, page.id, params.form_id, body), {
      page: "editor",
      params: PageForm,
      body: FormBody,
      transform: trimFields(FormBody),
      response: { 200: FeedbackForm, ...writeErrors },
      detail: {
        summary: "Edit a form: title, description, initiative, open/closed, and the question list",
        description:
          "`questions`, when sent, is the whole list in order: a question sent with its `id` stays that question (its answers stay with it; its type cannot change once answered), one without an id is new, and one left out is deleted. Choices keep their `id` the same way. The default form cannot be attached to an initiative.",
      },
    })
    .delete(
      "/feedback-forms/:form_id/",
      async ({ page, params }) => {
        await deleteForm(ctx, page.id, params.form_id);
        return noContent();
      },
      {
        page: "editor",
        params: PageForm,
        response: { 204: t.Void({ description: "No content" }), ...readErrors, 409: ErrorResponse },
        detail: { summary: "Delete a form and its responses; the default form answers 409 `default_form` (close it instead)" },
      },
    )
    .get(
      "/feedback/",
      async ({ page, query }) => {
        const window = pageWindow(query);
        const filter = await cleanFeedbackFilter(ctx, page.id, query);
        return { ...(await listFeedback(ctx, page.id, filter, window)), page: window.page, page_size: window.pageSize };
      },
      {
        page: "viewer",
        params: Page,
        query: t.Composite([PageQuery, FeedbackQuery]),
        response: { 200: Paginated(FeedbackItem), ...filterErrors },
        detail: {
          summary: "Results: stakeholder responses, newest first, filtered by date range, stakeholder type, form and initiative",
          description: ANONYMOUS,
        },
      },
    )
    .get("/feedback/summary/", async ({ page, query }) => summarizeFeedback(ctx, page.id, await cleanFeedbackFilter(ctx, page.id, query)), {
      page: "viewer",
      params: Page,
      query: FeedbackQuery,
      response: { 200: FeedbackSummary, ...filterErrors },
      detail: {
        summary: "Results at a glance (same filters): totals by stakeholder type, responses per day, and per question counts per choice, averages and NPS",
      },
    })
    .get(
      "/feedback/export/",
      async ({ page, query }) => {
        const filter = await cleanFeedbackFilter(ctx, page.id, query);
        const wanted = query.lang?.trim().toLowerCase();
        const language = isLanguageCode(wanted) ? wanted : languageCodeOfId(page.defaultLanguageId);
        const csv = await exportFeedback(ctx, page, filter, language);
        const day = new Date().toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="feedback-${page.handle}-${day}.csv"`,
            "cache-control": "private, no-store",
          },
        });
      },
      {
        page: "viewer",
        params: Page,
        query: ExportQuery,
        // Documented rather than declared: a declared `response` would drop the text/csv answer from the OpenAPI document.
        detail: {
          summary: "Results as CSV (same filters; UTF-8 with a BOM)",
          description: `Columns: date, form, initiative, stakeholder_type, relationship, language, then one per question (its label; choices as their text, several joined by "; "). ${ANONYMOUS}`,
          responses: {
            200: { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } },
            400: json(FieldErrorsResponse, "A bad filter: `{ field: [message] }`"),
            401: json(ErrorResponse, "Not signed in"),
            404: json(ErrorResponse, "Not a page of yours"),
          },
        },
      },
    );

/** What stakeholders see and do: read a published page's open forms (no sign-in), answer one (signed in). */
const publicRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/public/:business", tags: ["Feedback"] })
    .use(authGuard(ctx))
    .get("/feedback-forms/", ({ params, query }) => listPublicForms(ctx, params.business, query), {
      params: PublicPage,
      query: PublicFormsQuery,
      response: { 200: t.Array(PublicFeedbackForm), ...publicErrors },
      detail: {
        summary: "The open feedback forms of a published page: the page-level ones, and with `content_id` that initiative's own first",
        description: "Text in the language asked for (`lang`), with the per-language maps. 404 `coming_soon` when the page is unpublished.",
      },
    })
    .get("/feedback-forms/:form_id/", ({ params, query }) => getPublicForm(ctx, params.business, params.form_id, query.lang), {
      params: PublicForm,
      query: t.Object({ lang: t.Optional(t.String({ maxLength: 20, "x-field": "lang" })) }),
      response: { 200: PublicFeedbackForm, ...publicErrors },
      detail: { summary: "One feedback form of a published page, open or closed (`is_open`)" },
    })
    .post(
      "/feedback-forms/:form_id/responses/",
      async ({ params, body, user, request, set }) => {
        const saved = await submitFeedback(ctx, user, clientIp(request) ?? "unknown", params.business, params.form_id, body);
        set.status = saved.replaced ? 200 : 201;
        return saved;
      },
      {
        auth: true,
        params: PublicForm,
        body: SubmitBody,
        response: { 200: SubmittedFeedback, 201: SubmittedFeedback, ...writeErrors, 409: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "Answer a form as a signed-in stakeholder: 201 for a first answer, 200 when it replaces your earlier one",
          description:
            "stakeholder_type and relationship are required, so is every question marked required; field errors are keyed `stakeholder_type`, `relationship`, `answers.<question id>`, `content_id`, in the language of `lang` (en or ja). One response per stakeholder per form (idempotent). Members of the page: 403 `own_page`. A closed form: 409 `form_closed`. Rate-limited per stakeholder and per address (429). The page never learns who answered.",
        },
      },
    )
    .get("/feedback-forms/:form_id/responses/mine/", ({ params, user }) => myFeedback(ctx, user.id, params.business, params.form_id), {
      auth: true,
      // None yet is JSON null (Elysia would send a returned null as an empty text/plain body).
      mapResponse: ({ responseValue }) => (responseValue === null ? jsonNull() : undefined),
      params: PublicForm,
      response: { 200: t.Nullable(MyFeedback), ...readErrors },
      detail: { summary: "Your own response to this form, to prefill it; null when you have not answered" },
    });

/** Stakeholder feedback: forms and results for the page's team, the forms and answers for stakeholders. */
export const feedbackModule = (ctx: AppContext) => new Elysia().use(ownerRoutes(ctx)).use(publicRoutes(ctx));
