import type { GreenpageClient, LinkBlock } from "@greenpage/sdk";
import type { Command } from "commander";
import { patchFrom } from "../lib/assignments.ts";
import { contextOf } from "../lib/context.ts";
import { CliError, UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { checkCompleteOrder, createInOrder, parseIds, readJsonObjects, repeatable } from "../lib/input.ts";
import { formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

/** `greenpage links`: a page's link blocks, the buttons of its public page. */
export function registerLinks(program: Command): void {
  const links = program.command("links").description("a page's link blocks (the buttons on its public page)");

  withExamples(
    links
      .command("list <handle>")
      .description("link blocks in page order, with their clicks of the last 30 days")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const list = await client.linkBlocks.list(page.id);
        ctx.out.result(list, () =>
          formatTable(
            list,
            [
              { header: "ID", value: (b) => b.id },
              { header: "TITLE", value: (b) => localized(b.title_json) },
              { header: "URL", value: (b) => b.url },
              { header: "ICON", value: (b) => b.icon ?? "" },
              { header: "SHOWN", value: (b) => (b.is_hidden ? "no" : "yes") },
              { header: "CLICKS 30D", value: (b) => b.clicks_30d },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage links list midori-coffee", "greenpage links list midori-coffee --json"],
  );

  withExamples(
    links
      .command("add <handle>")
      .description("add link blocks from a JSON file (one object or a list), after the others")
      .requiredOption("--file <path>", "the JSON file, or - for standard input")
      .action(async (handle: string, options: { file: string }, command: Command) => {
        const ctx = contextOf(command);
        const items = readJsonObjects(options.file);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const created = await createInOrder(items, (item) => client.linkBlocks.create(page.id, item));
        ctx.out.result(created, () => created.map((b) => `Added link ${b.id}: ${localized(b.title_json)} → ${b.url}`).join("\n"));
      }),
    [`echo '{"title_json":{"en":"Shop","ja":"ショップ"},"url":"example.com/shop","icon":"shop"}' | greenpage links add midori-coffee --file -`],
  );

  withExamples(
    links
      .command("update <handle> <id>")
      .description("change a link block: --set title.en=… url=… is_hidden=true, or --file")
      .option("--set <field=value>", "a field to change (repeatable)", repeatable)
      .option("--file <path>", "a JSON object of fields to change")
      .action(async (handle: string, idText: string, options: { set?: string[]; file?: string }, command: Command) => {
        const ctx = contextOf(command);
        if (!options.set && !options.file) throw new UsageError("Give --set field=value or --file.");
        const [id] = parseIds([idText], "Link");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const current = await findBlock(client, page.id, id!);
        const patch = { ...(options.file ? readJsonObjects(options.file)[0] : {}), ...patchFrom(options.set ?? [], current) };
        const updated = await client.linkBlocks.update(page.id, id!, patch);
        ctx.out.result(updated, () => `Updated link ${updated.id}: ${localized(updated.title_json)} → ${updated.url}`);
      }),
    ["greenpage links update midori-coffee 7 --set title.ja=ショップ --set is_hidden=true"],
  );

  withExamples(
    links
      .command("remove <handle> <ids...>")
      .description("delete link blocks")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const numbers = parseIds(ids, "Link");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        for (const id of numbers) await client.linkBlocks.delete(page.id, id);
        ctx.out.result({ removed: numbers }, () => `Removed link ${numbers.join(", ")}.`);
      }),
    ["greenpage links remove midori-coffee 7"],
  );

  withExamples(
    links
      .command("reorder <handle> <ids...>")
      .description("put every link block in this order")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const order = parseIds(ids, "Link");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const existing = (await client.linkBlocks.list(page.id)).map((b) => Number(b.id));
        checkCompleteOrder(order, existing, "the page's link blocks");
        await client.linkBlocks.reorder(page.id, order);
        ctx.out.result({ order }, () => `Reordered ${order.length} links.`);
      }),
    ["greenpage links reorder midori-coffee 9 7 8"],
  );
}

async function findBlock(client: GreenpageClient, pageId: number | string, id: number): Promise<LinkBlock & Record<string, unknown>> {
  const found = (await client.linkBlocks.list(pageId)).find((b) => Number(b.id) === id);
  if (!found) throw new CliError(`No link ${id} on this page.`);
  return found as LinkBlock & Record<string, unknown>;
}
