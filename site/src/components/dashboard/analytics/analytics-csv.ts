import type { AnalyticsReport } from "@greenpage/sdk";
import { BREAKDOWNS, type LabelContext, breakdownLabel } from "./analytics-format.ts";

/** The columns of the days alone: the CLI's `--csv` writes the same ones. */
const DAY_COLUMNS = ["date", "page_views", "visitors", "feedback", "gate_passes"];
/** With the breakdowns, one tidy table: each row says what it counts (`day`, `source`…) and which value. */
const FULL_COLUMNS = ["kind", "value", "label", "page_views", "visitors", "feedback", "gate_passes"];

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or
 * a return first) is written as text (OWASP's CSV injection advice): an
 * initiative's title is the page's editors' to choose.
 */
const asText = (cell: string | number) => (typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

function rows(report: AnalyticsReport, breakdowns: boolean, labels: LabelContext): (string | number)[][] {
  if (!breakdowns) return report.daily.map((d) => [d.date, d.page_views, d.visitors, d.feedback, d.gate_passes]);
  const days = report.daily.map((d) => ["day", d.date, d.date, d.page_views, d.visitors, d.feedback, d.gate_passes]);
  const tops = BREAKDOWNS.flatMap((kind) =>
    report.breakdowns[kind].map((row) => [kind, row.value, breakdownLabel(kind, row.value, labels), row.page_views, row.visitors, "", ""]),
  );
  return [...days, ...tops];
}

/**
 * The window as CSV, with a byte-order mark so a spreadsheet reads Japanese
 * titles as UTF-8. csv-stringify's browser build is fetched only when someone
 * exports, so the screen's own script stays small.
 */
export async function reportCsv(report: AnalyticsReport, { breakdowns, labels }: { breakdowns: boolean; labels: LabelContext }): Promise<string> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  return stringify(
    rows(report, breakdowns, labels).map((row) => row.map(asText)),
    { header: true, columns: breakdowns ? FULL_COLUMNS : DAY_COLUMNS, bom: true },
  );
}

/** `greenpage-<handle>-analytics-<since>-to-<until>.csv` */
export const csvFileName = (handle: string, report: AnalyticsReport) =>
  `greenpage-${handle.replace(/[^\w-]/g, "")}-analytics-${report.since}-to-${report.until}.csv`;

/** Saves text as a file through a Blob, the way a browser downloads a link. */
export function download(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
