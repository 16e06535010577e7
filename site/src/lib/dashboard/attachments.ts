import { ATTACHMENT_MAX_BYTES } from "@greenpage/sdk";
import type { UploadedAttachment } from "@greenpage/sdk";
import { sdk } from "./api.ts";

export { ATTACHMENT_MAX_BYTES };
export type { UploadedAttachment };

/** What is wrong with a file before it is sent: too large or not a PDF (the server checks the bytes again). */
export function checkPdf(file: File): "too_large" | "type" | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return "too_large";
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return "type";
  return null;
}

/** Sends the PDF as the request body, its name in the query. */
export function uploadAttachment(pageId: number, contentId: number, file: File): Promise<UploadedAttachment> {
  return sdk.attachments.upload(pageId, contentId, file.name, file);
}

export function removeAttachment(pageId: number, contentId: number, key: string): Promise<void> {
  return sdk.attachments.remove(pageId, contentId, key);
}

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
