import type { AnalyticsReport } from "@greenpage/sdk";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { csvFileName, reportCsv } from "./analytics-csv.ts";

const report = {
  window_days: 7,
  time_zone: "UTC",
  since: "2026-11-19",
  until: "2026-11-25",
  totals: { page_views: 12, visitors: 7 },
  previous: null,
  daily: [
    { date: "2026-11-24", page_views: 5, visitors: 3, feedback: 1, gate_passes: 0 },
    { date: "2026-11-25", page_views: 7, visitors: 4, feedback: 0, gate_passes: 2 },
  ],
  breakdowns: {
    path: [{ value: "/kiln-studio/12", page_views: 4, visitors: 2 }],
    source: [{ value: "qr", page_views: 3, visitors: 2 }],
    referrer: [],
    language: [],
    device: [],
    browser: [],
  },
} as unknown as AnalyticsReport;
const labels = { t: createI18n("en-US").t, language: "en-US", itemTitle: () => '=HYPERLINK("http://evil")' };

describe("analytics CSV", () => {
  it("writes the days with the CLI's columns, marked UTF-8 for spreadsheets", async () => {
    const csv = await reportCsv(report, { breakdowns: false, labels });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ["date", "page_views", "visitors", "feedback", "gate_passes"],
      ["2026-11-24", "5", "3", "1", "0"],
      ["2026-11-25", "7", "4", "0", "2"],
    ]);
  });

  it("with the breakdowns, one table saying what each row counts, in words too; a title that looks like a formula stays text", async () => {
    const rows = parse(await reportCsv(report, { breakdowns: true, labels }), { bom: true });
    expect(rows).toEqual([
      ["kind", "value", "label", "page_views", "visitors", "feedback", "gate_passes"],
      ["day", "2026-11-24", "2026-11-24", "5", "3", "1", "0"],
      ["day", "2026-11-25", "2026-11-25", "7", "4", "0", "2"],
      ["path", "/kiln-studio/12", '\'=HYPERLINK("http://evil")', "4", "2", "", ""],
      ["source", "qr", "QR code", "3", "2", "", ""],
    ]);
  });

  it("names the file after the page and the window", () => {
    expect(csvFileName("kiln-studio", report)).toBe("greenpage-kiln-studio-analytics-2026-11-19-to-2026-11-25.csv");
  });
});
