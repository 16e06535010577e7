import { type Command, Option } from "commander";
import { EXPORT_FORMATS, type ExportFormat, exportPage } from "../export/formats.ts";
import type { HtmlLanguage } from "../export/html-style.ts";
import { createProgress } from "../export/progress.ts";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { findMyPage } from "../lib/pages.ts";

type ExportOptions = { format: ExportFormat; out: string; force?: boolean; lang?: HtmlLanguage };

export function registerExport(program: Command): void {
  withExamples(
    program
      .command("export <handle>")
      .description(
        "save one of your pages: json (everything, files included; `greenpage import` restores it), csv (one row per initiative) or html (a static copy of the public page)",
      )
      .addOption(new Option("--format <format>", "json, csv or html").choices(EXPORT_FORMATS).default("json"))
      .requiredOption("--out <dir>", "the folder to write into (made if missing)")
      .option("--force", "write into a folder that is not empty, replacing an earlier export there")
      .addOption(new Option("--lang <code>", "html: the language of the text (default: the page's default language)").choices(["en", "ja"]))
      .action(async (handle: string, options: ExportOptions, command: Command) => {
        const ctx = contextOf(command);
        if (options.lang && options.format !== "html") throw new UsageError("--lang is for --format html (json and csv hold every language).");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const warnings: string[] = [];
        const summary = await exportPage({
          client,
          apiUrl: ctx.apiUrl,
          page,
          format: options.format,
          out: options.out,
          force: Boolean(options.force),
          lang: options.lang,
          progress: createProgress({ json: ctx.out.json }),
          warn: (message) => {
            warnings.push(message);
            ctx.out.note(`${ctx.out.errColors.yellow("Warning:")} ${message}`);
          },
        });
        ctx.out.result({ ...summary, warnings }, () =>
          [
            `Exported ${summary.page} as ${summary.format} to ${summary.out}`,
            `  ${summary.main}: ${summary.categories} categories, ${summary.contents} contents, ${summary.news} news${summary.files ? `, ${summary.files} files` : ""}`,
          ].join("\n"),
        );
      }),
    [
      "greenpage export midori-coffee --out backup/",
      "greenpage export midori-coffee --format csv --out reports/ --force",
      "greenpage export midori-coffee --format html --lang ja --out site-copy/ && open site-copy/index.html",
      "greenpage export midori-coffee --out backup/ --json | jq .files",
    ],
  );
}
