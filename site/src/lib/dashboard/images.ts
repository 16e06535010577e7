import type { UploadedImage } from "@greenpage/sdk";
import { GreenpageError, sdk } from "./api.ts";

export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export type { UploadedImage };

/** What is wrong with a file before it is sent: too large (with the limit in MB) or not JPG/PNG. */
export function checkImage(file: File, maxBytes: number): { problem: "too_large"; maxMb: number } | { problem: "type" } | null {
  if (file.size > maxBytes) return { problem: "too_large", maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 };
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: "type" };
  return null;
}

/** Sends the file as the request body; the server checks size and type again (a 413 carries `max_mb`). */
export function uploadImage(pageId: number, file: File): Promise<UploadedImage> {
  return sdk.images.upload(pageId, file, file.type || "application/octet-stream");
}

export function isTooLarge(error: unknown): error is GreenpageError {
  return error instanceof GreenpageError && error.status === 413;
}
