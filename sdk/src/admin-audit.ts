import { GreenpageError } from "./errors.ts";
import { type Api, unwrap } from "./request.ts";
import type { AuditQuery, AuditListQuery } from "./types.ts";

/** Keeps the byte order mark the API sends, so a spreadsheet opens the text as UTF-8. */
const csvText = new TextDecoder("utf-8", { ignoreBOM: true });

/** The Audit log: every action of the product team (admins only). */
export function adminAuditApi(api: Api) {
  return {
    /**
     * Entries newest first, paginated: who (`actor`), what (`action`), on what
     * (`target`), why (`reason`) and when (`at`). Filters: `action`, `actor`
     * (id or email), `target_type`, `target` (id or label), `q` (label, reason,
     * actor's email), `from`/`to` (YYYY-MM-DD, UTC, included). `GET /admin/audit/`
     */
    list: (query?: AuditListQuery) => unwrap(api.GET("/api/v1/admin/audit/", { params: { query } })),
    /** The filtered log as CSV text (the newest 50,000 entries at most), with its byte order mark. `GET /admin/audit/export/` */
    export: async (query?: AuditQuery): Promise<string> => {
      const data = await unwrap(api.GET("/api/v1/admin/audit/export/", { params: { query }, parseAs: "arrayBuffer" }));
      if (!(data instanceof ArrayBuffer))
        throw new GreenpageError({ status: 200, kind: "server", code: "invalid_response", detail: "The API answered with no CSV." });
      return csvText.decode(data);
    },
    /** The action names the log may hold, for a filter. `GET /admin/audit/actions/` */
    actions: async () => (await unwrap(api.GET("/api/v1/admin/audit/actions/"))).actions,
  };
}
