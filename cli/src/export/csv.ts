import { stringify } from "csv-stringify/sync";
import type { PageSnapshot } from "./snapshot.ts";

export const CSV_FILE = "initiatives.csv";

export const CSV_COLUMNS = [
  "id",
  "category",
  "order",
  "title_en",
  "title_ja",
  "description_en",
  "description_ja",
  "kind",
  "status",
  "evidence_state",
  "is_published",
  "access",
  "visibility",
  "issuing_organization",
  "auditor",
  "credential_id",
  "issue_date",
  "expiration_date",
  "link",
  "attachments",
] as const;

/**
 * One row per content (initiative, certification, report) in display order.
 * For spreadsheets: a byte-order mark so Excel reads Japanese as UTF-8, and
 * cells that would run as formulas (= + - @ …) prefixed with ' (the owner's
 * text may hold anything).
 */
export function renderCsv(snapshot: PageSnapshot): string {
  const categoryName = new Map(snapshot.categories.map((c) => [c.id, c.name_json]));
  const nameOf = (map: Record<string, string>) => map.en || Object.values(map).find(Boolean) || "";
  const records = snapshot.contents.map((c) => ({
    id: c.id,
    category: nameOf(c.content_category_id === null ? snapshot.newsCategoryName : (categoryName.get(Number(c.content_category_id)) ?? {})),
    order: c.order_key,
    title_en: c.title_json.en ?? "",
    title_ja: c.title_json.ja ?? "",
    description_en: c.description_json.en ?? "",
    description_ja: c.description_json.ja ?? "",
    kind: c.kind,
    status: c.status_id === null ? "" : snapshot.reference.statusCode(c.status_id),
    evidence_state: c.evidence_state,
    is_published: c.is_published,
    access: c.access,
    visibility: c.visibility,
    issuing_organization: c.issuing_organization ?? "",
    auditor: c.auditor ?? "",
    credential_id: c.credential_id ?? "",
    issue_date: c.issue_date ?? "",
    expiration_date: c.expiration_date ?? "",
    link: c.link ?? "",
    attachments: c.attachments.length,
  }));
  return stringify(records, {
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
}
