import { writeFileSync } from "node:fs";
import type { Benchmark, BenchmarkHistory } from "@greenpage/sdk";
import { type Command, Option } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { type Colors, formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(1)}`;

const PEERS: Record<string, (p: Benchmark["frameworks"][number]["peers"]) => string> = {
  shown: (p) => `percentile ${p.percentile} among ${p.peers} peers`,
  too_few_peers: (p) => `hidden: ${p.peers} peers, ${p.minimum} needed`,
  no_country: () => "hidden: the page has no country",
  no_category: () => "hidden: the page has no business category",
  upgrade: (p) => `not on this plan (upgrade: ${p.upgrade_url})`,
};

/** The benchmark as a person reads it: the summary, then per framework its score, change, peers and named gaps. */
export function formatBenchmark(benchmark: Benchmark, handle: string, colors: Colors): string {
  const { summary } = benchmark;
  const basis = summary.basis === "main" ? `main framework ${summary.framework}` : "mean over its frameworks";
  const change = summary.change === null ? "" : ` (${signed(summary.change)} since ${summary.since})`;
  const head = `${handle}: ${summary.score ?? "-"}/100, ${basis}${change}`;
  const blocks = benchmark.frameworks.map((f) => {
    const lines = [
      colors.bold(`${localized(f.name)}: ${f.score}/100`),
      `  ${f.addressed} of ${f.total} disclosures addressed${f.change === null ? "" : `, ${signed(f.change)} since ${f.since}`}`,
      `  Peers: ${PEERS[f.peers.status]?.(f.peers) ?? f.peers.status}`,
    ];
    if (f.gaps.items.length > 0) {
      const table = formatTable(
        f.gaps.items,
        [
          { header: "GAP", value: (g) => g.code },
          { header: "STATE", value: (g) => g.state },
          { header: "WEIGHT", value: (g) => g.weight },
          { header: "TITLE", value: (g) => g.title.en },
        ],
        colors,
      );
      lines.push(table.replace(/^/gm, "  "));
    }
    if (f.gaps.unnamed > 0) lines.push(`  …and ${f.gaps.unnamed} more gaps (upgrade: ${f.gaps.upgrade_url})`);
    return lines.join("\n");
  });
  return [head, ...blocks].join("\n\n");
}

export function formatHistory(history: BenchmarkHistory, colors: Colors): string {
  if (history.points.length === 0) return `${history.framework}: no score in the last ${history.days} days`;
  return formatTable(
    history.points,
    [
      { header: "DAY", value: (p) => p.day },
      { header: "SCORE", value: (p) => p.score },
      { header: "ADDRESSED", value: (p) => `${p.addressed}/${p.total}` },
    ],
    colors,
  );
}

/** `greenpage benchmark [show]|history|gri-index <handle>` (and `greenpage gri-index <handle>`): a page's coverage of its reporting frameworks. */
export function registerBenchmark(program: Command): void {
  const benchmark = program
    .command("benchmark")
    .description("a page's coverage of the reporting frameworks it reports on, its history and the GRI content index");
  withExamples(
    benchmark
      // The default: `greenpage benchmark <handle>` is `benchmark show <handle>`.
      .command("show <handle>", { isDefault: true })
      .description("scores per framework (evidence-weighted), the gaps your plan names, peers and the latest change")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const result = await client.benchmark.show(page.id);
        ctx.out.result(result, () => formatBenchmark(result, page.handle, ctx.out.colors));
      }),
    ["greenpage benchmark midori-coffee", "greenpage benchmark show midori-coffee --json"],
  );
  withExamples(
    benchmark
      .command("history <handle>")
      .description("a framework's score per day it changed")
      .option("--framework <code>", "gri, ifrs-s1, ifrs-s2, sasb, cdp, sdgs or ssbj (default: the page's main framework)")
      .option("--days <n>", "how far back, 1 to 3650 days", "365")
      .action(async (handle: string, options: { framework?: string; days: string }, command: Command) => {
        const days = Number(options.days);
        if (!Number.isInteger(days)) throw new UsageError(`--days is a whole number (got "${options.days}").`);
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const history = await client.benchmark.history(page.id, { days, ...(options.framework ? { framework: options.framework as "gri" } : {}) });
        ctx.out.result(history, () => formatHistory(history, ctx.out.colors));
      }),
    ["greenpage benchmark history midori-coffee", "greenpage benchmark history midori-coffee --framework sdgs --days 90"],
  );
  withExamples(griIndexCommand(benchmark.command("gri-index <handle>")), [
    "greenpage benchmark gri-index midori-coffee --out index.html",
    "greenpage benchmark gri-index midori-coffee --format csv > index.csv",
    "greenpage benchmark gri-index midori-coffee --format pdf --lang ja --out index.pdf",
  ]);
  withExamples(griIndexCommand(program.command("gri-index <handle>")).description("the same as `greenpage benchmark gri-index <handle>`"), [
    "greenpage gri-index midori-coffee --out index.html",
  ]);
}

/** The GRI content index download, under `benchmark` and on its own. */
function griIndexCommand(command: Command): Command {
  return command
    .description("download the GRI content index (plans with the content index)")
    .addOption(new Option("--format <format>", "html, csv or pdf").choices(["html", "csv", "pdf"]).default("html"))
    .addOption(new Option("--lang <lang>", "language of the headings and titles (default: the page's)").choices(["en", "ja"]))
    .option("--out <file>", "write to this file (needed for pdf; else html and csv go to stdout)")
    .action(async (handle: string, options: { format: "html" | "csv" | "pdf"; lang?: "en" | "ja"; out?: string }, command: Command) => {
      if (options.format === "pdf" && !options.out) throw new UsageError("--format pdf needs --out <file>.");
      const ctx = contextOf(command);
      const client = ctx.client();
      const page = await findMyPage(client, handle);
      const bytes = await client.benchmark.griIndex(page.id, { format: options.format, ...(options.lang ? { lang: options.lang } : {}) });
      if (!options.out) {
        process.stdout.write(bytes);
        return;
      }
      writeFileSync(options.out, bytes);
      ctx.out.note(`Wrote ${options.out} (${bytes.length} bytes).`);
    });
}
