import type { Command } from "commander";
import { createProgress } from "../export/progress.ts";
import { loadExport } from "../export/read-document.ts";
import { restorePage } from "../export/restore.ts";
import { contextOf } from "../lib/context.ts";
import { withExamples } from "../lib/help.ts";
import { findMyPage } from "../lib/pages.ts";

type ImportOptions = { file: string; gatePassword?: string; replace?: boolean };

export function registerImport(program: Command): void {
  withExamples(
    program
      .command("import <handle>")
      .description(
        "restore a `greenpage export --format json` into one of your pages, which must be empty unless --replace (the handle and publication stay as they are)",
      )
      .requiredOption("--file <path>", "the export's greenpage-page-export.json, or the folder holding it")
      .option("--gate-password <text>", "the password for the export's password-protected items (passwords are never exported)")
      .option(
        "--replace",
        "remove the page's categories, contents, news and link blocks first (after every check passed and the page's own fields are written), e.g. to restore a backup",
      )
      .action(async (handle: string, options: ImportOptions, command: Command) => {
        const ctx = contextOf(command);
        const loaded = loadExport(options.file);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const summary = await restorePage(client, page, loaded, {
          gatePassword: options.gatePassword,
          replace: options.replace,
          onReplaced: (removed) =>
            ctx.out.note(
              `Removed ${removed.categories} categories, ${removed.contents} contents, ${removed.news} news and ${removed.link_blocks} link blocks from ${page.handle}.`,
            ),
          progress: createProgress({ json: ctx.out.json }),
          onPartial: (message) => ctx.out.note(`${ctx.out.errColors.yellow("Note:")} ${message}`),
        });
        ctx.out.result({ page: page.handle, page_id: page.id, from: loaded.document.source, ...summary }, () =>
          [
            `Imported ${loaded.document.source.handle} into ${page.handle}: ${summary.categories} categories, ${summary.contents} contents, ${summary.news} news, ${summary.link_blocks} link blocks, ${summary.files} files.`,
            page.is_published ? "" : `The page is not published; run \`greenpage pages publish ${page.handle}\` when it is ready.`,
          ]
            .filter(Boolean)
            .join("\n"),
        );
      }),
    [
      "greenpage pages create midori-copy && greenpage import midori-copy --file backup/greenpage-page-export.json",
      "greenpage import midori-copy --file backup/ --gate-password 'new-secret' --json",
      "greenpage import midori-coffee --file backup/ --replace",
    ],
  );
}
