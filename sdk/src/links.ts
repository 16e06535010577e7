import type { paths } from "./api-types.ts";
import { idText } from "./request.ts";
import type { AuditQuery, FeedbackExportQuery, GriIndexQuery, Id, QueryOf } from "./types.ts";

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** A documented path with its `{params}` filled (each encoded) and the set query values appended. */
function address<P extends keyof paths>(origin: string, path: P, params: Record<string, string>, query: QueryValues = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const text = search.toString();
  return `${origin.replace(/\/+$/, "")}${filled}${text ? `?${text}` : ""}`;
}

/**
 * Addresses of API calls a browser makes itself (a download link, a file in
 * a new tab, oEmbed discovery), built from the OpenAPI document's paths so no
 * app writes them by hand. `origin` defaults to "" (the page's own).
 */
export const apiLinks = {
  /** The page's feedback results as CSV (filters and `lang` for labels). `GET /businesses/{id}/feedback/export/` */
  feedbackExport: (pageId: Id, query: FeedbackExportQuery = {}, origin = "") =>
    address(origin, "/api/v1/businesses/{business_id}/feedback/export/", { business_id: idText(pageId) }, query),
  /** Who opened the page's gated items, as CSV (`q` filters). `GET /businesses/{id}/access-logs/export/` */
  accessLogExport: (pageId: Id, query: QueryOf<"/api/v1/businesses/{business_id}/access-logs/export/", "get"> = {}, origin = "") =>
    address(origin, "/api/v1/businesses/{business_id}/access-logs/export/", { business_id: idText(pageId) }, query),
  /** The admin audit log as CSV (same filters as the list). `GET /admin/audit/export/` */
  auditExport: (query: AuditQuery = {}, origin = "") => address(origin, "/api/v1/admin/audit/export/", {}, query),
  /** The page's GRI content index as a download (`format` html, csv or pdf; `lang`). `GET /businesses/{id}/benchmark/gri-index/` */
  griIndex: (pageId: Id, query: GriIndexQuery = {}, origin = "") =>
    address(origin, "/api/v1/businesses/{business_id}/benchmark/gri-index/", { business_id: idText(pageId) }, query),
  /** A stored file (image or attachment) by its storage key; each part of the key is encoded. `GET /files/{key}` */
  file: (key: string, origin = "") => address(origin, "/api/v1/files/*", {}).slice(0, -1) + key.split("/").map(encodeURIComponent).join("/"),
  /** Invitation codes as CSV (admins; `status`, `q` filter). `GET /admin/invitations/export/` */
  invitationsExport: (query: QueryOf<"/api/v1/admin/invitations/export/", "get"> = {}, origin = "") =>
    address(origin, "/api/v1/admin/invitations/export/", {}, query),
  /** Newsletter subscribers as CSV (admins; `status`, `q` filter). `GET /admin/newsletter/subscribers/export/` */
  subscribersExport: (query: QueryOf<"/api/v1/admin/newsletter/subscribers/export/", "get"> = {}, origin = "") =>
    address(origin, "/api/v1/admin/newsletter/subscribers/export/", {}, query),
  /** oEmbed discovery for a page's address. `GET /oembed/` */
  oembed: (url: string, origin = "") => address(origin, "/api/v1/oembed/", {}, { url, format: "json" }),
};
