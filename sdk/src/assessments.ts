import { GreenpageError } from "./errors.ts";
import { fileNameOf } from "./files.ts";
import { type Api, idText, unwrap } from "./request.ts";
import type { AnswerValue, AssessmentExportQuery, DownloadedFile, FileData, Id } from "./types.ts";

type Answered = { data?: unknown; error?: unknown; response: Response };

/** A file the API answered (an export, an evidence file): its bytes, type and name, or the API's error. */
async function downloaded(pending: Promise<Answered>): Promise<DownloadedFile> {
  let response: Response | undefined;
  const data = await unwrap(
    pending.then((answer) => {
      response = answer.response;
      return answer;
    }),
  );
  if (!(data instanceof ArrayBuffer) || !response) {
    throw new GreenpageError({ status: 200, kind: "server", code: "invalid_response", detail: "The API answered with no file." });
  }
  return {
    data: new Uint8Array(data),
    contentType: response.headers.get("content-type") ?? "application/octet-stream",
    fileName: fileNameOf(response.headers.get("content-disposition")),
  };
}

/**
 * Assessments (Premium): questionnaires a page's team answers together (the
 * last write wins, each answer says who and when), pre-filled from the page's
 * initiatives, scored on completion, exported as CSV or PDF. Starting and
 * answering on another plan throw `plan_limit`; reading never does.
 */
export function assessmentsApi(api: Api) {
  const onPage = (pageId: Id) => ({ path: { business_id: idText(pageId) } });
  const one = (pageId: Id, id: Id) => ({ path: { business_id: idText(pageId), assessment_id: idText(id) } });
  const question = (pageId: Id, id: Id, code: string) => ({ path: { business_id: idText(pageId), assessment_id: idText(id), question: code } });
  return {
    /** Every questionnaire: sections, questions, answer types, scoring rules, related disclosures (en and ja). No sign-in. */
    questionnaires: () => unwrap(api.GET("/api/v1/businesses/assessments/questionnaires/")),
    /** The page's assessments, newest first, with progress and the completed ones' overall score. `GET /businesses/{id}/assessments/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/assessments/", { params: onPage(pageId) })),
    /** Starts one (`assessment_in_progress` when that questionnaire already has one open). */
    start: (pageId: Id, questionnaire: string) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/assessments/", { params: onPage(pageId), body: { questionnaire: questionnaire as never } })),
    /** One assessment with every answer (who and when), progress and result. */
    get: (pageId: Id, id: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/assessments/{assessment_id}/", { params: one(pageId, id) })),
    /** Answers one question (null clears it); answering a pre-filled one confirms it. Answers the whole assessment. */
    answer: (pageId: Id, id: Id, code: string, value: AnswerValue) =>
      unwrap(
        api.PUT("/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/", { params: question(pageId, id, code), body: { value } }),
      ),
    /** Pre-fills from the page's initiatives where no member has answered: `{ suggested, assessment }`. */
    prefill: (pageId: Id, id: Id) => unwrap(api.POST("/api/v1/businesses/{business_id}/assessments/{assessment_id}/prefill/", { params: one(pageId, id) })),
    /** Completes and scores it; field errors (`answers.<question>`) name what is missing or unconfirmed. */
    complete: (pageId: Id, id: Id) => unwrap(api.POST("/api/v1/businesses/{business_id}/assessments/{assessment_id}/complete/", { params: one(pageId, id) })),
    /** Reopens a completed one to change its answers. */
    reopen: (pageId: Id, id: Id) => unwrap(api.POST("/api/v1/businesses/{business_id}/assessments/{assessment_id}/reopen/", { params: one(pageId, id) })),
    /** Attaches evidence (PDF, PNG or JPG, 10 MB) to a question that takes it. */
    attach: (pageId: Id, id: Id, code: string, name: string, data: FileData, contentType?: string) =>
      unwrap(
        api.POST("/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/", {
          params: { ...question(pageId, id, code), query: { name } },
          body: data as never,
          bodySerializer: (body: unknown) => body,
          headers: { "content-type": contentType || (data instanceof Blob && data.type) || "application/octet-stream" },
        }),
      ),
    /** Removes an evidence file from an answer. */
    detach: async (pageId: Id, id: Id, code: string, fileId: string): Promise<void> => {
      await unwrap(
        api.DELETE("/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/{file_id}/", {
          params: { path: { ...question(pageId, id, code).path, file_id: fileId } },
        }),
      );
    },
    /** Downloads an answer's evidence file (the page's members only). */
    file: (pageId: Id, id: Id, code: string, fileId: string) =>
      downloaded(
        api.GET("/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/{file_id}/", {
          params: { path: { ...question(pageId, id, code).path, file_id: fileId } },
          parseAs: "arrayBuffer",
        }),
      ),
    /** The assessment as CSV (UTF-8 with a BOM) or PDF, in `lang`; one in progress is a draft. */
    export: (pageId: Id, id: Id, query?: AssessmentExportQuery) =>
      downloaded(
        api.GET("/api/v1/businesses/{business_id}/assessments/{assessment_id}/export/", { params: { ...one(pageId, id), query }, parseAs: "arrayBuffer" }),
      ),
  };
}
