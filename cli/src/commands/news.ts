import type { GreenpageClient } from "@greenpage/sdk";
import type { Command } from "commander";
import { patchFrom } from "../lib/assignments.ts";
import { contextOf } from "../lib/context.ts";
import { CliError, UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { createInOrder, parseIds, readJsonObjects, repeatable } from "../lib/input.ts";
import { formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

export function registerNews(program: Command): void {
  const news = program.command("news").description("a page's news and events");

  withExamples(
    news
      .command("list <handle>")
      .description("news and events, newest first")
      .option("--page <n>", "page of results", "1")
      .option("--page-size <n>", "results per page (max 100)", "50")
      .action(async (handle: string, options: { page: string; pageSize: string }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const list = await client.news.list(page.id, { page: Number(options.page), page_size: Number(options.pageSize) });
        ctx.out.result(list, () =>
          formatTable(
            list.results,
            [
              { header: "ID", value: (n) => n.id },
              { header: "DATE", value: (n) => String(n.date ?? "").slice(0, 10) },
              { header: "TITLE", value: (n) => localized(n.title_json) },
              { header: "PUBLISHED", value: (n) => (n.is_published ? "yes" : "no") },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage news list midori-coffee"],
  );

  withExamples(
    news
      .command("add <handle>")
      .description("add news from a JSON file (one object or a list)")
      .requiredOption("--file <path>", "the JSON file, or - for standard input")
      .action(async (handle: string, options: { file: string }, command: Command) => {
        const ctx = contextOf(command);
        const items = readJsonObjects(options.file);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const created = await createInOrder(items, (item) => client.news.create(page.id, item));
        ctx.out.result(created, () => created.map((n) => `Added news ${n.id}: ${localized(n.title_json)}`).join("\n"));
      }),
    [`echo '{"title_json":{"en":"We opened"},"date":"2025-04-01"}' | greenpage news add midori-coffee --file -`],
  );

  withExamples(
    news
      .command("update <handle> <id>")
      .description("change a news item: --set title.en=… or --file")
      .option("--set <field=value>", "a field to change (repeatable)", repeatable)
      .option("--file <path>", "a JSON object of fields to change")
      .action(async (handle: string, idText: string, options: { set?: string[]; file?: string }, command: Command) => {
        const ctx = contextOf(command);
        if (!options.set && !options.file) throw new UsageError("Give --set field=value or --file.");
        const [id] = parseIds([idText], "News");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const current = await findNews(client, page.id, id!);
        const patch = { ...(options.file ? readJsonObjects(options.file)[0] : {}), ...patchFrom(options.set ?? [], current) };
        const updated = await client.news.update(page.id, id!, patch);
        ctx.out.result(updated, () => `Updated news ${updated.id}: ${localized(updated.title_json)}`);
      }),
    ["greenpage news update midori-coffee 7 --set title.ja=開店しました"],
  );

  withExamples(
    news
      .command("remove <handle> <ids...>")
      .description("delete news items")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const numbers = parseIds(ids, "News");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        for (const id of numbers) await client.news.delete(page.id, id);
        ctx.out.result({ removed: numbers }, () => `Removed news ${numbers.join(", ")}.`);
      }),
    ["greenpage news remove midori-coffee 7"],
  );
}

/** The API has no single-news read: look through the pages of the list. */
async function findNews(client: GreenpageClient, pageId: number | string, id: number) {
  for (let page = 1; ; page++) {
    const list = await client.news.list(pageId, { page, page_size: 100 });
    const found = list.results.find((n) => Number(n.id) === id);
    if (found) return found as Record<string, unknown>;
    if (list.results.length < 100) throw new CliError(`No news ${id} on this page.`);
  }
}
