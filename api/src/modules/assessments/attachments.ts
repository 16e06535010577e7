import { storedFileResponse } from "../../lib/file-response.ts";
import { create as contentDisposition } from "content-disposition";
import { and, eq } from "drizzle-orm";
import { assessmentAnswers, type StoredFile } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { readLimitedBody, sniffFileKind } from "../../lib/upload-body.ts";
import { cleanFileName } from "../evidence/attachments.ts";
import { ATTACHMENT_MAX_BYTES } from "../evidence/limits.ts";
import { ensureAnswerRow } from "./answers.ts";
import { ASSESSMENT_MESSAGES as M } from "./messages.ts";
import type { AnswerFile } from "./model.ts";
import { findQuestion } from "./questionnaires/index.ts";
import { answersOf, checkAssessmentsIncluded, findAssessment, lockOpenAssessment } from "./service.ts";
import { answerFileId, questionnaireOf, toAnswerFile } from "./views.ts";

/** Files an answer can hold; each is checked by its first bytes, never by what the browser says it is. */
export const MAX_ANSWER_FILES = 5;
const TYPES = { pdf: "application/pdf", png: "image/png", jpg: "image/jpeg" } as const;

/** Evidence files of assessments live apart from the page's public files: only its members read them (the `/files/` route refuses them). */
export const isAssessmentFileKey = (key: string) => /^pages\/\d+\/assessments\//.test(key);

const EXTENSIONS: Record<keyof typeof TYPES, RegExp> = { pdf: /\.pdf$/i, png: /\.png$/i, jpg: /\.jpe?g$/i };

/** The name as given (checked as evidence names are), with the extension of what the file really is. */
function fileName(raw: string | undefined, kind: keyof typeof TYPES): string {
  // cleanFileName refuses folders and control characters, and adds ".pdf" when it is missing: take that off again.
  const name = cleanFileName(raw).slice(0, -".pdf".length);
  return EXTENSIONS[kind].test(name) ? name : `${name}.${kind}`;
}

/** Attaches a PDF, PNG or JPG (10 MB, as evidence of initiatives) to a question that takes evidence. */
export async function addAnswerFile(
  ctx: AppContext,
  pageId: number,
  id: unknown,
  code: string,
  userId: string,
  request: Request,
  rawName: string | undefined,
): Promise<AnswerFile> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  const assessment = await findAssessment(ctx.db, pageId, id);
  const question = findQuestion(questionnaireOf(assessment), code)?.question;
  if (!question) throw notFound();
  if (!question.evidence) throw fieldError("file", M.noEvidence);
  const body = await readLimitedBody(request, ATTACHMENT_MAX_BYTES, M.fileTooLarge(ATTACHMENT_MAX_BYTES));
  if (body.byteLength === 0) throw fieldError("file", M.empty);
  const kind = sniffFileKind(body);
  if (!kind) throw fieldError("file", M.fileType);
  const name = fileName(rawName, kind);
  const file: StoredFile = { key: `pages/${pageId}/assessments/${crypto.randomUUID()}.${kind}`, name, content_type: TYPES[kind], size: body.byteLength };
  await ctx.storage.put(file.key, body, file.content_type);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockOpenAssessment(tx, pageId, assessment.id);
      const answer = await ensureAnswerRow(tx, row.id, code, userId);
      if (answer.attachments.length >= MAX_ANSWER_FILES) throw fieldError("file", M.tooManyFiles(MAX_ANSWER_FILES));
      await tx
        .update(assessmentAnswers)
        .set({ attachments: [...answer.attachments, file] })
        .where(and(eq(assessmentAnswers.assessmentId, row.id), eq(assessmentAnswers.question, code)));
    });
  } catch (error) {
    // Nothing refers to the stored file: it must not stay behind.
    await ctx.storage.delete(file.key);
    throw error;
  }
  return toAnswerFile(ctx, assessment, code, file);
}

/** Removes a file from an answer (while the assessment is in progress), and from storage. */
export async function removeAnswerFile(ctx: AppContext, pageId: number, id: unknown, code: string, fileId: string): Promise<void> {
  await checkAssessmentsIncluded(ctx.db, pageId);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockOpenAssessment(tx, pageId, id);
    const [answer] = await tx
      .select()
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.assessmentId, row.id), eq(assessmentAnswers.question, code)))
      .for("update");
    const file = answer?.attachments.find((f) => answerFileId(f.key) === fileId);
    if (!answer || !file) throw notFound();
    await tx
      .update(assessmentAnswers)
      .set({ attachments: answer.attachments.filter((f) => f !== file) })
      .where(and(eq(assessmentAnswers.assessmentId, row.id), eq(assessmentAnswers.question, code)));
    return file;
  });
  await ctx.storage.delete(removed.key);
}

/** A file of an answer as a download for the page's members (never cached, never rendered in our origin). */
export async function answerFileResponse(ctx: AppContext, request: Request, pageId: number, id: unknown, code: string, fileId: string): Promise<Response> {
  const assessment = await findAssessment(ctx.db, pageId, id);
  const answer = (await answersOf(ctx.db, [assessment.id])).find((a) => a.question === code);
  const file = answer?.attachments.find((f) => answerFileId(f.key) === fileId);
  const object = file && (await ctx.storage.get(file.key));
  if (!file || !object) throw notFound();
  return storedFileResponse(request, object, {
    "content-type": file.content_type,
    "content-disposition": contentDisposition(file.name),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
}
