import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { Paginated, PageQuery, pageWindow } from "../../lib/pagination.ts";
import { AuditActionList, AuditLogEntry, AuditQuery } from "./model.ts";
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_MAX_ROWS, exportAudit, knownActions, listAudit } from "./service.ts";

const ErrorResponse = errorResponse();
const refused = { 401: ErrorResponse, 403: ErrorResponse };

/** The Audit log: every action of the product team, filtered, paginated and as CSV (admins only). */
export const auditModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/admin/audit", tags: ["Admin"] })
    .use(authGuard(ctx))
    .get(
      "/",
      async ({ query }) => {
        const window = pageWindow(query);
        return { ...(await listAudit(ctx.db, query, window)), page: window.page, page_size: window.pageSize };
      },
      {
        admin: true,
        query: t.Composite([PageQuery, AuditQuery]),
        response: { 200: Paginated(AuditLogEntry), 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "The audit log, newest first",
          description: "Who did what to which target, why and when; every filter is optional and they combine.",
        },
      },
    )
    .get(
      "/export/",
      async ({ query }) => {
        const csv = await exportAudit(ctx.db, query);
        const day = new Date().toISOString().slice(0, 10);
        return new Response(csv, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
            "cache-control": "private, no-store",
          },
        });
      },
      {
        admin: true,
        query: AuditQuery,
        response: { 400: FieldErrorsResponse, ...refused },
        detail: {
          summary: "The audit log as CSV (same filters)",
          description: `The newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en-US")} entries at most; a filter narrows it.`,
          responses: {
            200: { description: `CSV: ${AUDIT_CSV_COLUMNS.join(", ")}`, content: { "text/csv": { schema: { type: "string" } } } },
          },
        },
      },
    )
    .get("/actions/", async () => ({ actions: await knownActions(ctx.db) }), {
      admin: true,
      response: { 200: AuditActionList, ...refused },
      detail: { summary: "The audit log's action names, for its filter" },
    });
