import { ANALYTICS_WINDOWS, type AnalyticsReport } from "@greenpage/sdk";
import type { Command } from "commander";
import { stringify } from "csv-stringify/sync";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { type Colors, formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

const BREAKDOWN_TITLES: Record<keyof AnalyticsReport["breakdowns"], string> = {
  path: "TOP PATHS",
  source: "SOURCES",
  referrer: "REFERRERS",
  language: "LANGUAGES",
  device: "DEVICES",
  browser: "BROWSERS",
};
/** What an empty value means in each breakdown. */
const NONE: Record<keyof AnalyticsReport["breakdowns"], string> = {
  path: "",
  source: "link",
  referrer: "(direct)",
  language: "(unknown)",
  device: "(unknown)",
  browser: "(unknown)",
};

const change = (now: number, before: number) => (before === 0 ? "" : ` (${now >= before ? "+" : ""}${Math.round(((now - before) / before) * 100)}%)`);

/** The report as a person reads it: totals against the span before, the days, each breakdown's top values and the clicks per link block. */
export function formatReport(report: AnalyticsReport, handle: string, colors: Colors): string {
  const { totals, previous } = report;
  const head = [
    `${handle}: ${report.since} to ${report.until} (${report.window_days} days, UTC)`,
    `Page views ${totals.page_views}${previous ? change(totals.page_views, previous.page_views) : ""}, visitors ${totals.visitors}${previous ? change(totals.visitors, previous.visitors) : ""} (daily visitors summed)`,
  ].join("\n");
  const days = formatTable(
    report.daily,
    [
      { header: "DAY", value: (d) => d.date },
      { header: "VIEWS", value: (d) => d.page_views },
      { header: "VISITORS", value: (d) => d.visitors },
      { header: "FEEDBACK", value: (d) => d.feedback },
      { header: "GATE PASSES", value: (d) => d.gate_passes },
    ],
    colors,
  );
  const breakdowns = (Object.keys(BREAKDOWN_TITLES) as (keyof AnalyticsReport["breakdowns"])[])
    .filter((key) => report.breakdowns[key].length > 0)
    .map((key) =>
      formatTable(
        report.breakdowns[key],
        [
          { header: BREAKDOWN_TITLES[key], value: (r) => r.value || NONE[key] },
          { header: "VIEWS", value: (r) => r.page_views },
          { header: "VISITORS", value: (r) => r.visitors },
        ],
        colors,
      ),
    );
  const clicks =
    report.link_clicks.length > 0
      ? [
          formatTable(
            report.link_clicks,
            [
              { header: "LINK CLICKS", value: (c) => localized(c.title_json) || c.url },
              { header: "CLICKS", value: (c) => c.clicks },
              { header: "VISITORS", value: (c) => c.visitors },
            ],
            colors,
          ),
        ]
      : [];
  return [head, days, ...breakdowns, ...clicks].join("\n\n");
}

/** The window's days as CSV (a spreadsheet's rows), with a header line. */
export function reportCsv(report: AnalyticsReport): string {
  return stringify(
    report.daily.map((d) => [d.date, d.page_views, d.visitors, d.feedback, d.gate_passes]),
    { header: true, columns: ["date", "page_views", "visitors", "feedback", "gate_passes"] },
  );
}

const WINDOWS = ANALYTICS_WINDOWS.map(String);

/** `greenpage analytics <handle>`: a page's numbers for a window, as a table, JSON or CSV. */
export function registerAnalytics(program: Command): void {
  withExamples(
    program
      .command("analytics <handle>")
      .description("a page's views, visitors, sources and more for a window (UTC days)")
      .option("--window <days>", "7, 30, 90 or 365 (your plan decides how far back)", "30")
      .option("--compare", "also the same number of days just before")
      .option("--csv", "the days as CSV on stdout")
      .action(async (handle: string, options: { window: string; compare?: boolean; csv?: boolean }, command: Command) => {
        if (!WINDOWS.includes(options.window)) throw new UsageError(`--window is one of ${WINDOWS.join(", ")} (got "${options.window}").`);
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const report = await client.analytics.report(page.id, { days: Number(options.window), compare: options.compare === true });
        if (options.csv) {
          process.stdout.write(reportCsv(report));
          return;
        }
        ctx.out.result(report, () => formatReport(report, page.handle, ctx.out.colors));
      }),
    ["greenpage analytics midori-coffee", "greenpage analytics midori-coffee --window 90 --compare", "greenpage analytics midori-coffee --csv > views.csv"],
  );
}
