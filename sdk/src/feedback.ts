import { GreenpageError } from "./errors.ts";
import { type Api, idText, unwrap } from "./request.ts";
import type {
  FeedbackExportQuery,
  FeedbackFilter,
  FeedbackFormInput,
  FeedbackQuery,
  FeedbackSubmission,
  Id,
  MyFeedback,
  PublicFeedbackFormQuery,
  PublicFeedbackFormsQuery,
} from "./types.ts";

/** The API sends the CSV with a byte order mark (so spreadsheets read it as UTF-8); keep it in the text. */
const csvText = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * Stakeholder feedback. The page's team builds forms and reads the results
 * (which never say who answered); stakeholders read a published page's open
 * forms without signing in, and answer them signed in.
 */
export function feedbackApi(api: Api) {
  const onPage = (pageId: Id) => ({ path: { business_id: idText(pageId) } });
  const oneForm = (pageId: Id, formId: Id) => ({ path: { business_id: idText(pageId), form_id: idText(formId) } });
  const publicForm = (handle: string, formId: Id) => ({ path: { business: handle, form_id: idText(formId) } });
  return {
    /** The page's forms (owner or editor). */
    forms: {
      /** Every form with its questions and response count; the default form first. `GET /businesses/{id}/feedback-forms/` */
      list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/feedback-forms/", { params: onPage(pageId) })),
      get: (pageId: Id, formId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/feedback-forms/{form_id}/", { params: oneForm(pageId, formId) })),
      /** Creates a form: `title_json`, `questions` in order, optionally `content_id` (one initiative) and `is_open`. */
      create: (pageId: Id, form: FeedbackFormInput) =>
        unwrap(api.POST("/api/v1/businesses/{business_id}/feedback-forms/", { params: onPage(pageId), body: form })),
      /**
       * Edits a form. `questions`, when given, is the whole list in order:
       * send a kept question (and choice) with its `id` so its answers stay with it.
       */
      update: (pageId: Id, formId: Id, patch: FeedbackFormInput) =>
        unwrap(api.PATCH("/api/v1/businesses/{business_id}/feedback-forms/{form_id}/", { params: oneForm(pageId, formId), body: patch })),
      /** Deletes a form and its responses; the default form cannot be deleted (`bad_request`, code `default_form`). */
      delete: async (pageId: Id, formId: Id): Promise<void> => {
        await unwrap(api.DELETE("/api/v1/businesses/{business_id}/feedback-forms/{form_id}/", { params: oneForm(pageId, formId) }));
      },
    },
    /** Results (owner or editor). */
    responses: {
      /** Responses, newest first, paginated; filters `from`, `to` (YYYY-MM-DD), `stakeholder_type`, `form_id`, `content_id`. `GET /businesses/{id}/feedback/` */
      list: (pageId: Id, query?: FeedbackQuery) => unwrap(api.GET("/api/v1/businesses/{business_id}/feedback/", { params: { ...onPage(pageId), query } })),
    },
    /** Totals by stakeholder type, a daily series and per-question counts, averages and NPS (same filters). `GET …/feedback/summary/` */
    summary: (pageId: Id, query?: FeedbackFilter) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/feedback/summary/", { params: { ...onPage(pageId), query } })),
    /**
     * The results as CSV text (same filters, `lang` for labels), starting
     * with the byte order mark the API sends. `GET …/feedback/export/`
     */
    export: async (pageId: Id, query?: FeedbackExportQuery): Promise<string> => {
      const data = await unwrap(api.GET("/api/v1/businesses/{business_id}/feedback/export/", { params: { ...onPage(pageId), query }, parseAs: "arrayBuffer" }));
      if (!(data instanceof ArrayBuffer))
        throw new GreenpageError({ status: 200, kind: "server", code: "invalid_response", detail: "The API answered with no CSV." });
      return csvText.decode(data);
    },
    /** What a stakeholder reads, no sign-in: a published page's forms (`handle` or id). */
    public: {
      /** The open forms: the page-level ones, and with `content_id` that initiative's own first; text in `lang`. `GET /businesses/public/{handle}/feedback-forms/` */
      list: (handle: string, query?: PublicFeedbackFormsQuery) =>
        unwrap(api.GET("/api/v1/businesses/public/{business}/feedback-forms/", { params: { path: { business: handle }, query } })),
      /** One form, open or closed (`is_open`). */
      get: (handle: string, formId: Id, query?: PublicFeedbackFormQuery) =>
        unwrap(api.GET("/api/v1/businesses/public/{business}/feedback-forms/{form_id}/", { params: { ...publicForm(handle, formId), query } })),
    },
    /**
     * Answers a form as the signed-in stakeholder. A later answer replaces the
     * earlier one (`replaced: true`). Field errors come in the language of
     * `lang`; a closed form is `bad_request` with code `form_closed`, the
     * page's own members `forbidden` with code `own_page`.
     */
    submit: (handle: string, formId: Id, answer: FeedbackSubmission) =>
      unwrap(api.POST("/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/", { params: publicForm(handle, formId), body: answer })),
    /** The signed-in stakeholder's own answer to prefill the form, or null when they have not answered. */
    mine: (handle: string, formId: Id): Promise<MyFeedback | null> =>
      unwrap(api.GET("/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/mine/", { params: publicForm(handle, formId) })),
  };
}
