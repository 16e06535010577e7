import { stringify } from "csv-stringify/sync";
import { escapeHtml } from "../../lib/html.ts";
import { evidenceLabel, type GriIndex } from "./gri-index.ts";
import { INDEX_TEXT } from "./messages.ts";

/** The index as one CSV row per disclosure (UTF-8 with a BOM, so spreadsheets read Japanese); several locations are joined by "; ". */
export function griIndexCsv(index: GriIndex): string {
  const c = INDEX_TEXT[index.language].columns;
  const text = INDEX_TEXT[index.language];
  const records = index.rows.map((row) => ({
    standard: row.standard,
    disclosure: `${row.code} ${row.title}`,
    location: row.locations.map((l) => `${l.title} (${l.url})`).join("; "),
    evidence: row.locations.map((l) => evidenceLabel(l, index.language)).join("; "),
    omitted: row.omission?.requirement ?? "",
    reason: row.omission ? text.reasons[row.omission.reason] : "",
    explanation: row.omission?.explanation ?? "",
  }));
  const columns = (Object.keys(c) as (keyof typeof c)[]).map((key) => ({ key, header: c[key] }));
  return stringify(records, { header: true, columns, escape_formulas: true, bom: true });
}

const STYLE = `body{font-family:system-ui,"Noto Sans JP",sans-serif;margin:2rem;color:#1f2937;line-height:1.5}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #d1d5db;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#f0fdf4}a{color:#166534}ul{margin:0;padding-left:1.1rem}.meta{color:#4b5563}`;

/** The index as a standalone HTML document: the statement of use, then the table with links to the public page. */
export function griIndexHtml(index: GriIndex): string {
  const text = INDEX_TEXT[index.language];
  const c = text.columns;
  const e = escapeHtml;
  const body = index.rows
    .map((row) => {
      const locations = row.locations.length ? `<ul>${row.locations.map((l) => `<li><a href="${e(l.url)}">${e(l.title)}</a></li>`).join("")}</ul>` : "";
      const evidence = row.locations.length ? `<ul>${row.locations.map((l) => `<li>${e(evidenceLabel(l, index.language))}</li>`).join("")}</ul>` : "";
      return `<tr><td>${e(row.standard)}</td><td>${e(`${row.code} ${row.title}`)}</td><td>${locations}</td><td>${evidence}</td><td>${e(row.omission?.requirement ?? "")}</td><td>${e(row.omission ? text.reasons[row.omission.reason] : "")}</td><td>${e(row.omission?.explanation ?? "")}</td></tr>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="${index.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(index.title)}</title><style>${STYLE}</style></head>
<body>
<h1>${e(index.title)}</h1>
<p>${e(index.statement)}</p>
<p class="meta">${e(index.gri1)}<br>${e(index.generated)}</p>
<table>
<thead><tr><th scope="col">${e(c.standard)}</th><th scope="col">${e(c.disclosure)}</th><th scope="col">${e(c.location)}</th><th scope="col">${e(c.evidence)}</th><th scope="col">${e(c.omitted)}</th><th scope="col">${e(c.reason)}</th><th scope="col">${e(c.explanation)}</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
