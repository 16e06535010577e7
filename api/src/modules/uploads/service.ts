import type { AppContext } from "../../lib/context.ts";
import { fieldError } from "../../lib/errors.ts";
import { formatMegabytes, readLimitedBody, sniffFileKind } from "../../lib/upload-body.ts";
import { fileUrl } from "../../lib/storage.ts";
import { imageKeyFor } from "../../lib/image-variants.ts";

export const UPLOAD_MESSAGES = {
  imageTooLarge: (max: number) => `The image is too large. The maximum size is ${formatMegabytes(max)}.`,
  imageType: "Only JPG and PNG images are allowed.",
  empty: "The file is empty.",
} as const;

/**
 * Stores one image (logo, cover, initiative image) for a page. The body is the
 * file itself; its type comes from its first bytes, never from the header.
 */
export async function uploadImage(ctx: AppContext, pageId: number, request: Request) {
  const max = ctx.config.imageMaxBytes;
  const body = await readLimitedBody(request, max, UPLOAD_MESSAGES.imageTooLarge(max));
  if (body.byteLength === 0) throw fieldError("file", UPLOAD_MESSAGES.empty);
  const kind = sniffFileKind(body);
  if (kind !== "png" && kind !== "jpg") throw fieldError("file", UPLOAD_MESSAGES.imageType);
  const contentType = kind === "png" ? "image/png" : "image/jpeg";
  const key = await imageKeyFor(pageId, body, kind);
  await ctx.storage.put(key, body, contentType);
  return { key, url: fileUrl(ctx, key)!, content_type: contentType, size: body.byteLength };
}
