import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { isStorageKey } from "../../lib/storage.ts";
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
      async ({ params, request }) => {
        const key = params["*"];
        // Assessment evidence is read through its assessment, by the page's members only.
        if (!isStorageKey(key) || isAssessmentFileKey(key)) throw notFound();
        if (isAttachmentKey(key)) {
          const readable = await readableAttachment(ctx, key, request.headers);
          const object = readable && (await ctx.storage.get(key));
          if (!readable || !object) throw notFound();
          return attachmentResponse(object, readable.file, readable.shared);
        }
        const file = await ctx.storage.get(key);
        if (!file) throw notFound();
        return new Response(file.body, {
          headers: {
            "content-type": file.contentType,
            "content-length": String(file.size),
            // Keys are random and never reused, so a file never changes.
            "cache-control": "public, max-age=31536000, immutable",
            "x-content-type-options": "nosniff",
            "content-disposition": "inline",
          },
        });
      },
      {
        detail: {
          security: SECURITY.optional,
          summary: "A stored file",
          responses: fileResponses(["image/png", "image/jpeg", "application/pdf"], "The file, cached for a year (keys are never reused)"),
          description:
            "Images of published and draft pages alike (keys are unguessable). An attachment (PDF) only when its item is public and published, or for the page's members and reviewers; a gated item's files come with the grant its gate gives.",
        },
      },
    );
