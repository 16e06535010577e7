import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { EVIDENCE_ERRORS } from "./errors.ts";
import { CREDENTIAL_ERRORS } from "../credentials/errors.ts";
import { CONTENT_ERRORS } from "../contents/errors.ts";
import { addAttachment, removeAttachment } from "./attachments.ts";
import { listContentRows, toContentView } from "../contents/content-service.ts";
import { Attachment, EvidenceStateView, OwnedFile, OwnedItem, QueueItem, Rejection, Review, ReviewQueueQuery, VerificationOverview } from "./model.ts";
import { previousVerifications } from "./previous.ts";
import { decideVerification, requestVerification, reviewHistory, reviewQueue, verificationAllowance, withdrawVerification } from "./verification.ts";
import { fileUrl } from "../../lib/storage.ts";

const ErrorResponse = errorResponse(EVIDENCE_ERRORS, CONTENT_ERRORS, CREDENTIAL_ERRORS);

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const TooLarge = t.Object({ detail: t.String(), code: t.Literal("file_too_large"), max_bytes: t.Integer(), max_mb: t.Number() });

/** Evidence (PDF attachments), the owner's verification requests, and the product team's review queue. */
export const evidenceModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Evidence"] })
    .use(authGuard(ctx))
    .use(pageGuard(ctx))
    .post(
      "/businesses/:business_id/contents/:content_id/attachments/",
      async ({ page, params, query, request, user, set }) => {
        const file = await addAttachment(ctx, page.id, rowIdOrNotFound(params.content_id), user.id, request, query.name);
        set.status = 201;
        return { ...file, url: fileUrl(ctx, file.key)! };
      },
      {
        page: "editor",
        parse: "none",
        params: OwnedItem,
        query: t.Object({ name: t.Optional(t.String({ maxLength: 300 })) }),
        response: { 201: t.Composite([Attachment, t.Object({ url: t.String() })]), 400: FieldErrorsResponse, 413: TooLarge, ...errors },
        detail: {
          summary: "Attach a PDF as evidence (the request body is the file; `?name=` its file name)",
          description: "PDF only, checked by its first bytes; 10 MB. A verified item goes back to Self Reported.",
        },
      },
    )
    .delete(
      "/businesses/:business_id/contents/:content_id/attachments/:file_id/",
      async ({ page, params, user }) => {
        await removeAttachment(ctx, page.id, rowIdOrNotFound(params.content_id), params.file_id, user.id);
        return noContent();
      },
      {
        page: "editor",
        params: OwnedFile,
        response: { 204: t.Void({ description: "No content" }), ...errors },
        detail: { summary: "Remove an attachment (a verified item goes back to Self Reported)" },
      },
    )
    .get(
      "/businesses/:business_id/contents/:content_id/verification/",
      async ({ page, params }) =>
        (await reviewHistory(ctx, page.id, rowIdOrNotFound(params.content_id))).map((r) => ({
          action: r.action,
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
        })),
      { page: "viewer", params: OwnedItem, response: { 200: t.Array(Review), ...errors }, detail: { summary: "The item's review history, newest first" } },
    )
    .get(
      "/businesses/:business_id/verifications/",
      async ({ page }) => {
        const [allowance, rows] = await Promise.all([verificationAllowance(ctx.db, page.id), listContentRows(ctx, page.id)]);
        return { ...allowance, items: rows.map((row) => toContentView(ctx, row)) };
      },
      {
        page: "viewer",
        params: t.Object({ business_id: PathId }),
        response: { 200: VerificationOverview, ...errors },
        detail: {
          summary: "The Verifications screen: every initiative with its evidence state, and the plan's allowance",
          description: "`used` counts pending and verified items; `limit` is the plan's allowance of verified certificates (null: unlimited).",
        },
      },
    )
    .post(
      "/businesses/:business_id/contents/:content_id/verification/",
      async ({ page, params, user }) => ({ evidence_state: await requestVerification(ctx, page.id, rowIdOrNotFound(params.content_id), user.id) }),
      {
        page: "editor",
        params: OwnedItem,
        response: { 200: EvidenceStateView, 400: FieldErrorsResponse, ...errors },
        detail: {
          summary: "Request verification (Self Reported → Submitted for Review), or re-verification of a Verified item",
          description:
            "Needs a PDF or a link as evidence. Pending and verified items count against the plan (Starter 1, Plus 5): 403 `plan_limit`. On a Verified item it asks for re-verification: the item stays Verified (`reverification_requested`) until a reviewer decides.",
        },
      },
    )
    .delete(
      "/businesses/:business_id/contents/:content_id/verification/",
      async ({ page, params, user }) => ({ evidence_state: await withdrawVerification(ctx, page.id, rowIdOrNotFound(params.content_id), user.id) }),
      {
        page: "editor",
        params: OwnedItem,
        response: { 200: EvidenceStateView, ...errors },
        detail: { summary: "Withdraw a pending request (Submitted → Self Reported; a re-verification request leaves the item Verified)" },
      },
    )
    .get(
      "/admin/verifications/",
      async ({ query }) => {
        const rows = await reviewQueue(ctx, { state: query.state, q: query.q?.trim() || undefined });
        // The queue compares with the last verification; the Verified list is that verification.
        const contents = query.state === "verified" ? [] : rows.map((row) => row.content);
        const previous = await previousVerifications(ctx, contents);
        return rows.map(({ content: c, handle, pageName, submittedAt }) => ({
          content_id: c.id,
          business_id: c.pageId,
          handle,
          page_name: (pageName as Record<string, string> | null) ?? null,
          title_json: c.titleJson as Record<string, string>,
          issuing_organization: c.issuingOrganization,
          auditor: c.auditor,
          credential_id: c.credentialId,
          issue_date: c.issueDate,
          expiration_date: c.expirationDate,
          link: c.link,
          attachments: c.attachments,
          submitted_at: submittedAt ? new Date(submittedAt).toISOString() : null,
          last_verified: c.lastVerified?.toISOString() ?? null,
          reverification: c.reverificationRequestedAt !== null,
          previous: previous.get(c.id) ?? null,
        }));
      },
      {
        admin: true,
        query: ReviewQueueQuery,
        response: { 200: t.Array(QueueItem), 401: ErrorResponse, 403: ErrorResponse },
        detail: { summary: "Items waiting for review, oldest request first (or verified items, newest first)", tags: ["Admin"] },
      },
    )
    .post(
      "/admin/verifications/:content_id/approve/",
      async ({ params, user }) => {
        await decideVerification(ctx, { id: user.id, email: user.email }, rowIdOrNotFound(params.content_id), "approve");
        return { evidence_state: "verified" };
      },
      {
        admin: true,
        params: t.Object({ content_id: PathId }),
        response: { 200: EvidenceStateView, ...errors },
        detail: { summary: "Approve: Verified, dated today; the owner is mailed", tags: ["Admin"] },
      },
    )
    .post(
      "/admin/verifications/:content_id/reject/",
      async ({ params, body, user }) => {
        await decideVerification(ctx, { id: user.id, email: user.email }, rowIdOrNotFound(params.content_id), "reject", body.reason);
        return { evidence_state: "self_reported" };
      },
      {
        admin: true,
        params: t.Object({ content_id: PathId }),
        body: Rejection,
        transform: trimFields(Rejection),
        response: { 200: EvidenceStateView, 400: FieldErrorsResponse, ...errors },
        detail: { summary: "Reject with a reason (back to Self Reported); the owner is mailed the reason", tags: ["Admin"] },
      },
    )
    .post(
      "/admin/verifications/:content_id/revoke/",
      async ({ params, body, user }) => {
        await decideVerification(ctx, { id: user.id, email: user.email }, rowIdOrNotFound(params.content_id), "revoke", body.reason);
        return { evidence_state: "self_reported" };
      },
      {
        admin: true,
        params: t.Object({ content_id: PathId }),
        body: Rejection,
        transform: trimFields(Rejection),
        response: { 200: EvidenceStateView, 400: FieldErrorsResponse, ...errors },
        detail: {
          summary: "Take a verification back with a reason (Verified → Self Reported); its credential is revoked and the owner mailed",
          tags: ["Admin"],
        },
      },
    );
