import { type AnalysisRun, type AnalysisRunList, type GreenpageClient, LANGUAGE_CODES, type LanguageCode } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { parseIds } from "../lib/input.ts";
import { type Colors, formatTable, minute } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

const lang = (value: string): LanguageCode => {
  const found = LANGUAGE_CODES.find((code) => code === value.toLowerCase());
  if (!found) throw new UsageError(`--lang is one of ${LANGUAGE_CODES.join(", ")} (got "${value}").`);
  return found;
};

const section = (title: string, lines: string[], colors: Colors) =>
  lines.length === 0 ? [] : [colors.bold(title), ...lines.map((line) => `  ${line}`)].join("\n");

/** A run as a person reads it: the summary, then strengths, gaps, suggestions, claim flags and the model's prose (or why there is none). */
export function formatRun(run: AnalysisRun, handle: string, colors: Colors): string {
  const { findings } = run;
  const head = [`${handle}: analysis ${run.id} of ${minute(run.created_at)} UTC (${run.language}, ${run.model}, ${run.duration_ms} ms)`, findings.summary].join(
    "\n",
  );
  const parts = [
    section(
      "STRENGTHS",
      findings.strengths.map((s) => s.text),
      colors,
    ),
    section(
      "GAPS",
      findings.gaps.flatMap((gap) => [gap.text, ...gap.disclosures.map((d) => `  - ${d.text}`)]),
      colors,
    ),
    section(
      "SUGGESTED INITIATIVES",
      findings.suggestions.map((s) => `${s.text} (catalogue id ${s.standard_initiative_id})`),
      colors,
    ),
    section(
      "CLAIMS WITHOUT EVIDENCE",
      findings.claim_flags.flatMap((f) => [`${f.item_type} ${f.item_id}: ${f.text}`, `  ${f.why}`]),
      colors,
    ),
  ].filter(Boolean);
  const prose = run.prose
    ? section("WRITTEN BY THE MODEL", [run.prose.summary, ...run.prose.sections.map((s) => `${s.heading}: ${s.body}`)], colors)
    : run.model_error
      ? section("LANGUAGE MODEL", [run.model_error], colors)
      : "";
  return [head, ...parts, ...(prose ? [prose] : [])].join("\n\n");
}

/** The history as a table, under the month's usage. */
export function formatRunList(list: AnalysisRunList, handle: string, colors: Colors): string {
  const { usage } = list;
  const head = usage.included
    ? `${handle}: ${usage.used} of ${usage.limit} analyses this month (resets ${minute(usage.resets_at)} UTC)`
    : `${handle}: AI analysis comes with the Premium plan.`;
  if (list.results.length === 0) return `${head}\nNo analyses yet. Run one with \`greenpage analysis run ${handle}\`.`;
  const table = formatTable(
    list.results,
    [
      { header: "ID", value: (r) => r.id },
      { header: "WHEN (UTC)", value: (r) => minute(r.created_at) },
      { header: "LANG", value: (r) => r.language },
      { header: "MODEL", value: (r) => (r.model_status === "error" ? `${r.model} (model error)` : r.model) },
      { header: "GAPS", value: (r) => r.counts.gaps },
      { header: "SUGGESTIONS", value: (r) => r.counts.suggestions },
      { header: "FLAGS", value: (r) => r.counts.claim_flags },
      { header: "BY", value: (r) => r.requested_by ?? "" },
    ],
    colors,
  );
  return `${head}\n\n${table}`;
}

async function runOn(command: Command, handle: string, options: { lang?: LanguageCode }) {
  const ctx = contextOf(command);
  const client: GreenpageClient = ctx.client();
  const page = await findMyPage(client, handle);
  const run = await client.analysis.run(page.id, options.lang ? { language: options.lang } : {});
  ctx.out.result(run, () => formatRun(run, page.handle, ctx.out.colors));
}

/** `greenpage analysis run|list|show` (and `greenpage analyze <handle>`): AI analysis of a page, Premium. */
export function registerAnalysis(program: Command): void {
  const analysis = program.command("analysis").description("AI analysis of a page (Premium): run one, list the history, show one");
  const langOption = `the findings' language: ${LANGUAGE_CODES.join(" or ")} (default: the page's)`;

  withExamples(
    analysis
      .command("run <handle>")
      .description("run an analysis: strengths, gaps, suggested initiatives, claims without evidence")
      .option("--lang <code>", langOption, lang)
      .action((handle: string, options: { lang?: LanguageCode }, command: Command) => runOn(command, handle, options)),
    ["greenpage analysis run midori-coffee", "greenpage analysis run midori-coffee --lang ja --json"],
  );

  withExamples(
    analysis
      .command("list <handle>")
      .description("the page's analyses, newest first, with this month's usage")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const list = await client.analysis.list(page.id, { page_size: 100 });
        ctx.out.result(list, () => formatRunList(list, page.handle, ctx.out.colors));
      }),
    ["greenpage analysis list midori-coffee"],
  );

  withExamples(
    analysis
      .command("show <handle> <run-id>")
      .description("one analysis with its findings and the model's prose")
      .action(async (handle: string, runId: string, _options: unknown, command: Command) => {
        const [id] = parseIds([runId], "Analysis");
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const run = await client.analysis.get(page.id, id!);
        ctx.out.result(run, () => formatRun(run, page.handle, ctx.out.colors));
      }),
    ["greenpage analysis show midori-coffee 12"],
  );

  withExamples(
    program
      .command("analyze <handle>")
      .description("the same as `greenpage analysis run <handle>`")
      .option("--lang <code>", langOption, lang)
      .action((handle: string, options: { lang?: LanguageCode }, command: Command) => runOn(command, handle, options)),
    ["greenpage analyze midori-coffee --json"],
  );
}
