import { apiLinks, type AuditLogEntry, type AuditQuery } from "@greenpage/sdk";

export type { AuditLogEntry };

/** The Audit log's filters as the inputs hold them ("" means any), named as the API's query parameters. */
export type AuditFilter = { action: string; actor: string; target: string; from: string; to: string; q: string };
export const AUDIT_FILTER_FIELDS = ["action", "actor", "target", "from", "to", "q"] as const satisfies readonly (keyof AuditFilter)[];
export const NO_AUDIT_FILTER: AuditFilter = { action: "", actor: "", target: "", from: "", to: "", q: "" };

/** The filters an address carries (`?actor=…&action=page.hide`), unknown parameters ignored. */
export function auditFilterFromSearch(search: string): AuditFilter {
  const params = new URLSearchParams(search);
  return Object.fromEntries(AUDIT_FILTER_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ""])) as AuditFilter;
}

/** The filters as query parameters, only those set (the same for the list, the CSV and the address). */
export function auditParams(filter: AuditFilter): URLSearchParams {
  return new URLSearchParams(AUDIT_FILTER_FIELDS.filter((field) => filter[field].trim()).map((field) => [field, filter[field].trim()]));
}

export const auditQuery = (filter: AuditFilter): AuditQuery => Object.fromEntries(auditParams(filter)) as AuditQuery;

/** The CSV of exactly the filtered view. */
export const auditExportHref = (filter: AuditFilter) => apiLinks.auditExport(auditQuery(filter));

/** A translator, as react-i18next and i18next give it. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/** An action's label in the interface language; a name the screen has no label for (older or newer) reads as itself. */
export function actionLabel(t: Translate, action: string): string {
  return /^[a-z]+\.[a-z_]+$/.test(action) ? t(`admin_audit.actions.${action}`, { defaultValue: action }) : action;
}

/**
 * Where a target is looked at in the console: a user or a page on its admin
 * screen (searched by what it reads as), an initiative on its public page.
 * Other targets (a code, a charge, a message) have no screen of their own.
 */
export function targetHref(target: AuditLogEntry["target"], details: AuditLogEntry["details"]): string | null {
  const label = target.label?.trim();
  if (target.type === "user" && (label || target.id)) return `/dashboard/admin/users?q=${encodeURIComponent(label || target.id!)}`;
  if (target.type === "page" && (label || target.id)) return `/dashboard/admin/pages?q=${encodeURIComponent(label || target.id!)}`;
  const handle = typeof details.handle === "string" ? details.handle : null;
  if (target.type === "content" && handle && target.id) return `/${encodeURIComponent(handle)}/${encodeURIComponent(target.id)}`;
  return null;
}
