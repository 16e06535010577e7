import type { Command } from "commander";
import { patchFrom } from "../lib/assignments.ts";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { checkCompleteOrder, createInOrder, languageMap, parseIds, readJsonObjects, repeatable } from "../lib/input.ts";
import { formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

export function registerCategories(program: Command): void {
  const categories = program.command("categories").description("the lists a page's contents sit in (News is always last)");

  withExamples(
    categories
      .command("list <handle>")
      .description("the page's categories with how many contents each holds")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const list = await client.categories.list(page.id);
        ctx.out.result(list, () =>
          formatTable(
            list,
            [
              { header: "ID", value: (c) => c.id ?? "news" },
              { header: "ORDER", value: (c) => c.order_key },
              { header: "NAME", value: (c) => localized(c.name_json) || "News" },
              { header: "CONTENTS", value: (c) => c.custom_contents.length },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage categories list midori-coffee"],
  );

  withExamples(
    categories
      .command("add <handle>")
      .description("add a category, named per language")
      .option("--name <lang=text>", "its name in a language (repeatable)", repeatable)
      .option("--file <path>", "a JSON object (or list) of categories instead")
      .action(async (handle: string, options: { name?: string[]; file?: string }, command: Command) => {
        const ctx = contextOf(command);
        const inputs = options.file ? readJsonObjects(options.file) : options.name ? [{ name_json: languageMap(options.name, "--name") }] : null;
        if (!inputs) throw new UsageError("Give --name en=… (repeatable) or --file.");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const created = await createInOrder(inputs, (input) => client.categories.create(page.id, input));
        ctx.out.result(created, () => created.map((c) => `Added category ${c.id}: ${localized(c.name_json)}`).join("\n"));
      }),
    ["greenpage categories add midori-coffee --name en=Water --name ja=水"],
  );

  withExamples(
    categories
      .command("update <handle> <id>")
      .description("rename a category: --set name.ja=…")
      .requiredOption("--set <field=value>", "a field to change (repeatable)", repeatable)
      .action(async (handle: string, idText: string, options: { set: string[] }, command: Command) => {
        const ctx = contextOf(command);
        const [id] = parseIds([idText], "Category");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const current = await client.categories.get(page.id, id!);
        const updated = await client.categories.update(page.id, id!, patchFrom(options.set, current as Record<string, unknown>));
        ctx.out.result(updated, () => `Updated category ${updated.id}: ${localized(updated.name_json)}`);
      }),
    ["greenpage categories update midori-coffee 12 --set name.ja=気候変動"],
  );

  withExamples(
    categories
      .command("remove <handle> <ids...>")
      .description("delete categories (their contents move to News)")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const numbers = parseIds(ids, "Category");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        for (const id of numbers) await client.categories.delete(page.id, id);
        ctx.out.result({ removed: numbers }, () => `Removed categories ${numbers.join(", ")}.`);
      }),
    ["greenpage categories remove midori-coffee 14"],
  );

  withExamples(
    categories
      .command("reorder <handle> <ids...>")
      .description("put every category in this order")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const order = parseIds(ids, "Category");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const existing = (await client.categories.list(page.id)).flatMap((c) => (c.id === null ? [] : [Number(c.id)]));
        checkCompleteOrder(order, existing, "the page's categories");
        await client.categories.reorder(page.id, order);
        ctx.out.result({ order }, () => `Reordered ${order.length} categories.`);
      }),
    ["greenpage categories reorder midori-coffee 13 12 14"],
  );
}
