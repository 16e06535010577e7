import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { FieldError, notFound } from "../../lib/errors.ts";
import { IMAGE_WIDTHS, imageVariant, isImageKey, negotiateFormat, parseVariantQuery } from "../../lib/image-variants.ts";
import { isStorageKey } from "../../lib/storage.ts";
import { storedFileResponse } from "../../lib/file-response.ts";
import { SECURITY } from "../../lib/openapi.ts";
import { fileResponses } from "../../lib/openapi-contract.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { attachmentResponse, isAttachmentKey, readableAttachment } from "../evidence/attachment-access.ts";
import { isAssessmentFileKey } from "../assessments/attachments.ts";
import { uploadImage } from "./service.ts";

const ErrorResponse = errorResponse();

const UploadedImage = t.Object({ key: t.String(), url: t.String(), content_type: t.String(), size: t.Integer() });
const TooLarge = t.Object({ detail: t.String(), code: t.Literal("file_too_large"), max_bytes: t.Integer(), max_mb: t.Number() });

/** Image uploads for a page, and the files themselves. */
export const uploadsModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Files"] })
    .use(pageGuard(ctx))
    .post(
      "/businesses/:business_id/images/",
      async ({ page, request, set }) => {
        const image = await uploadImage(ctx, page.id, request);
        set.status = 201;
        return image;
      },
      {
        page: "editor",
        parse: "none",
        params: t.Object({ business_id: PathId }),
        response: { 201: UploadedImage, 400: FieldErrorsResponse, 401: ErrorResponse, 404: ErrorResponse, 413: TooLarge },
        detail: {
          summary: "Upload an image (JPG or PNG, IMAGE_MAX_MB, default 10 MB); the request body is the file",
          description: "Returns a key to put in `logo`, `image` or `cover_image`.",
        },
      },
    )
    .get(
      "/files/*",
      async ({ params, query, request }) => {
        const key = params["*"];
        // Assessment evidence is read through its assessment, by the page's members only.
        if (!isStorageKey(key) || isAssessmentFileKey(key)) throw notFound();
        if (isAttachmentKey(key)) {
          const readable = await readableAttachment(ctx, key, request.headers);
          const object = readable && (await ctx.storage.get(key));
          if (!readable || !object) throw notFound();
          return attachmentResponse(request, object, readable.file, readable.shared);
        }
        const variant = parseVariantQuery(query);
        if (variant && !isImageKey(key)) throw new FieldError({ w: ["Only images can be resized."] });
        const format = variant && (variant.format ?? negotiateFormat(request.headers.get("accept"), key));
        const file = variant ? await imageVariant(ctx.storage, key, variant.width, format!) : await ctx.storage.get(key);
        if (!file) throw notFound();
        return storedFileResponse(request, file, {
          "content-type": file.contentType,
          // Keys are random and never reused, so a file (and each of its variants) never changes.
          "cache-control": "public, max-age=31536000, immutable",
          "x-content-type-options": "nosniff",
          "content-disposition": "inline",
          // Without an explicit format the answer depends on what the browser accepts.
          ...(variant && !variant.format ? { vary: "Accept" } : {}),
        });
      },
      {
        query: t.Object({ w: t.Optional(t.String({ maxLength: 12 })), format: t.Optional(t.String({ maxLength: 12 })) }),
        detail: {
          security: SECURITY.optional,
          summary: "A stored file",
          responses: fileResponses(
            ["image/png", "image/jpeg", "image/webp", "image/avif", "application/pdf"],
            "The file, cached for a year (keys are never reused)",
          ),
          description: `With \`w\` (one of ${IMAGE_WIDTHS.join(", ")}), an image comes resized to that width (never wider than uploaded) at quality 75, made once and kept; in \`format\` (avif, webp, png, jpg) or else the best the \`Accept\` header takes (AVIF, WebP, then the original's), with \`Vary: Accept\`. Images of published and draft pages alike (keys are unguessable). An attachment (PDF) only when its item is public and published, or for the page's members and reviewers; a gated item's files come with the grant its gate gives.`,
        },
      },
    );
