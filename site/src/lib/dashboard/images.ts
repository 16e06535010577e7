import { ApiFailure, readResponse } from "./api.ts";

export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export type UploadedImage = { key: string; url: string; content_type: string; size: number };

/** What is wrong with a file before it is sent: too large (with the limit in MB) or not JPG/PNG. */
export function checkImage(file: File, maxBytes: number): { problem: "too_large"; maxMb: number } | { problem: "type" } | null {
  if (file.size > maxBytes) return { problem: "too_large", maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 };
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: "type" };
  return null;
}

/** Sends the file as the request body; the server checks size and type again (a 413 carries `max_mb`). */
export async function uploadImage(businessId: number, file: File): Promise<UploadedImage> {
  const response = await fetch(`/api/v1/businesses/${businessId}/images/`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  return readResponse<UploadedImage>(response);
}

export function isTooLarge(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && error.status === 413;
}
