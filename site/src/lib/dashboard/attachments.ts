import { ATTACHMENT_MAX_BYTES } from "../../../../api/src/modules/evidence/limits.ts";
import { api, readResponse } from "./api.ts";

export { ATTACHMENT_MAX_BYTES };
export type UploadedAttachment = { key: string; name: string; content_type: string; size: number; url: string };

/** What is wrong with a file before it is sent: too large or not a PDF (the server checks the bytes again). */
export function checkPdf(file: File): "too_large" | "type" | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return "too_large";
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return "type";
  return null;
}

/** Sends the PDF as the request body, its name in the query. */
export async function uploadAttachment(businessId: number, contentId: number, file: File): Promise<UploadedAttachment> {
  const response = await fetch(`/api/v1/businesses/${businessId}/contents/${contentId}/attachments/?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/pdf" },
    body: file,
  });
  return readResponse<UploadedAttachment>(response);
}

/** An attachment's id in URLs: the file part of its storage key. */
export const attachmentId = (key: string) => key.slice(key.lastIndexOf("/") + 1).replace(/\.pdf$/, "");

export function removeAttachment(businessId: number, contentId: number, key: string) {
  return api<null>(`/businesses/${businessId}/contents/${contentId}/attachments/${attachmentId(key)}/`, { method: "DELETE" });
}

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
