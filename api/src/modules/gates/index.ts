import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { notFound } from "../../lib/errors.ts";
import { fileResponses } from "../../lib/openapi-contract.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { errorResponse, FieldErrorsResponse, PathId, PageKey } from "../../lib/http-schemas.ts";
import { GATE_ERRORS } from "./errors.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { attachmentResponse, findAttachment } from "../evidence/attachment-access.ts";
import { PublicQuery } from "../public-pages/model.ts";
import * as pages from "../public-pages/service.ts";
import * as published from "../published-pages/lookup.ts";
import { exportAccessLogs, listAccessLogs } from "./access-logs.ts";
import { GRANT_SECONDS, grantAllows, grantCookieName } from "../../lib/grants.ts";
import { AccessLogEntry, AccessLogQuery, GateBody, GrantView } from "./model.ts";
import { passGate } from "./service.ts";
import { VISITOR_MESSAGES } from "./messages.ts";
import { isLanguageCode } from "@greenpage/db/schema";

const ErrorResponse = errorResponse(GATE_ERRORS, PUBLISHED_PAGE_ERRORS);

const PublicItem = t.Object({ business: PageKey, content_id: PathId });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Gated content: visitors pass an item's gate (limited: name, company, work
 * email; or its password) for a short grant to that item alone; owners read
 * the log of who passed, as a table or CSV.
 */
export const gatesModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Gated content"] })
    .use(pageGuard(ctx))
    .post(
      "/businesses/public/:business/contents/:content_id/access/",
      async ({ params, query, body, request, cookie }) => {
        const page = await published.findPublishedPage(ctx, params.business);
        const contentId = rowIdOrNotFound(params.content_id);
        // The visitor's own language for what is wrong (the page's default when they give none we speak).
        const wanted = query.lang?.trim().slice(0, 2).toLowerCase();
        const messages = VISITOR_MESSAGES[isLanguageCode(wanted) ? wanted : page.defaultLanguage];
        const { row, token, expiresAt } = await passGate(ctx, page, contentId, body, clientIp(request) ?? "unknown", messages);
        // The site's own page of the item reads the grant from this cookie; it goes nowhere else.
        cookie[grantCookieName(row.id)]!.set({
          value: token,
          path: `/${page.handle}`,
          maxAge: GRANT_SECONDS,
          httpOnly: true,
          sameSite: "lax",
          secure: ctx.config.siteUrl.startsWith("https://"),
        });
        const unlock = { handle: page.handle, grant: token };
        return {
          grant: token,
          expires_at: expiresAt.toISOString(),
          content: pages.toPublicContent(ctx, row, published.languageFor(page, query.lang), page.defaultLanguage, unlock),
        };
      },
      {
        params: PublicItem,
        query: PublicQuery,
        body: GateBody,
        response: { 200: GrantView, 400: FieldErrorsResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
        detail: {
          summary: "Pass a gated item's gate: limited (name, company, email) or password",
          description: `Answers a grant for this item alone, valid ${GRANT_SECONDS / 60} minutes, with the whole item. Every pass is logged for the owner. Password attempts are rate-limited (429).`,
        },
      },
    )
    .get(
      "/businesses/public/:business/contents/:content_id/attachments/:file_id/",
      async ({ params, query, request }) => {
        const page = await published.findPublishedPage(ctx, params.business);
        const row = await published.findPublicContentRow(ctx, page, rowIdOrNotFound(params.content_id));
        const file = findAttachment(row.attachments, params.file_id);
        const open = row.access === "public" || (await grantAllows(ctx.config.authSecret, query.grant, page.id, row.id));
        const object = file && open ? await ctx.storage.get(file.key) : null;
        if (!file || !object) throw notFound();
        return attachmentResponse(request, object, file, row.access === "public");
      },
      {
        params: t.Object({ business: PageKey, content_id: PathId, file_id: t.String({ maxLength: 64 }) }),
        query: t.Object({ grant: t.Optional(t.String({ maxLength: 512 })) }),
        detail: {
          summary: "An item's attachment (PDF); a gated item's only with the grant its gate gave",
          responses: fileResponses(["application/pdf"], "The PDF, as a download"),
        },
      },
    )
    .get(
      "/businesses/:business_id/access-logs/",
      async ({ page, query }) => {
        const window = pageWindow(query);
        return { ...(await listAccessLogs(ctx, page.id, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        page: "viewer",
        params: t.Object({ business_id: PathId }),
        query: t.Composite([PageQuery, AccessLogQuery]),
        response: { 200: Paginated(AccessLogEntry), 400: FieldErrorsResponse, ...errors },
        detail: { summary: "Access Control: who passed a gate, when, and what it opened (newest first; `q` searches name, email, company, item)" },
      },
    )
    .get(
      "/businesses/:business_id/access-logs/export/",
      async ({ page, query }) => {
        const csv = await exportAccessLogs(ctx, page.id, query);
        const day = new Date().toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="access-log-${page.handle}-${day}.csv"`,
            "cache-control": "private, no-store",
          },
        });
      },
      {
        page: "viewer",
        params: t.Object({ business_id: PathId }),
        query: AccessLogQuery,
        response: { 400: FieldErrorsResponse, ...errors },
        detail: {
          summary: "The Access Control table as CSV (same filter)",
          responses: {
            200: { description: "CSV: date, name, email, company, access, initiative, data_accessed", content: { "text/csv": { schema: { type: "string" } } } },
          },
        },
      },
    );
