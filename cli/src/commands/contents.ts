import type { Command } from "commander";
import { patchFrom } from "../lib/assignments.ts";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { checkCompleteOrder, createInOrder, parseIds, readJsonObjects, repeatable } from "../lib/input.ts";
import { formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

/** `news` (the default list, id null) or a category id. */
export function categoryArgument(value: string): number | null {
  if (value === "news") return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`--category is a category id or "news" (got "${value}").`);
  return id;
}

export function registerContents(program: Command): void {
  const contents = program.command("contents").description("a page's initiatives, certifications and reports");

  withExamples(
    contents
      .command("list <handle>")
      .description("every content of the page, in display order (News last)")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        // The table names each category (the JSON keeps the ids): one more call, only for people.
        const [items, categories] = await Promise.all([client.contents.list(page.id), ctx.out.json ? [] : client.categories.list(page.id)]);
        const names = new Map(categories.map((c) => [c.id === null ? null : Number(c.id), localized(c.name_json) || "News"]));
        const categoryName = (id: number | string | null) => (id === null ? "News" : (names.get(Number(id)) ?? String(id)));
        ctx.out.result(items, () =>
          formatTable(
            items,
            [
              { header: "ID", value: (c) => c.id },
              { header: "CATEGORY", value: (c) => categoryName(c.content_category_id) },
              { header: "ORDER", value: (c) => c.order_key },
              { header: "TITLE", value: (c) => localized(c.title_json) },
              { header: "PUBLISHED", value: (c) => (c.is_published ? "yes" : "no") },
              { header: "ACCESS", value: (c) => c.access },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage contents list midori-coffee", "greenpage contents list midori-coffee --json > contents.json"],
  );

  withExamples(
    contents
      .command("add <handle>")
      .description("add contents from a JSON file (one object or a list); fields as in the API")
      .requiredOption("--file <path>", "the JSON file, or - for standard input")
      .action(async (handle: string, options: { file: string }, command: Command) => {
        const ctx = contextOf(command);
        const items = readJsonObjects(options.file);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const created = await createInOrder(items, (item) => client.contents.create(page.id, item));
        ctx.out.result(created, () => created.map((c) => `Added ${c.id}: ${localized(c.title_json)}`).join("\n"));
      }),
    [
      `echo '{"title_json":{"en":"Solar roof"},"content_category_id":12}' | greenpage contents add midori-coffee --file -`,
      "greenpage contents add midori-coffee --file initiatives.json",
    ],
  );

  withExamples(
    contents
      .command("update <handle> <id>")
      .description("change a content with --set field=value (title.en=…) or a JSON file of fields")
      .option("--set <field=value>", "a field to change (repeatable)", repeatable)
      .option("--file <path>", "a JSON object of fields to change")
      .action(async (handle: string, idText: string, options: { set?: string[]; file?: string }, command: Command) => {
        const ctx = contextOf(command);
        if (!options.set && !options.file) throw new UsageError("Give --set field=value or --file.");
        const [id] = parseIds([idText], "Content");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const current = await client.contents.get(page.id, id!);
        const patch = { ...(options.file ? readJsonObjects(options.file)[0] : {}), ...patchFrom(options.set ?? [], current as Record<string, unknown>) };
        const updated = await client.contents.update(page.id, id!, patch);
        ctx.out.result(updated, () => `Updated ${updated.id}: ${localized(updated.title_json)}`);
      }),
    ["greenpage contents update midori-coffee 42 --set title.ja='屋上太陽光' --set is_published=true"],
  );

  withExamples(
    contents
      .command("remove <handle> <ids...>")
      .description("delete contents (their files go with them)")
      .action(async (handle: string, ids: string[], _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const numbers = parseIds(ids, "Content");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        for (const id of numbers) await client.contents.delete(page.id, id);
        ctx.out.result({ removed: numbers }, () => `Removed ${numbers.join(", ")}.`);
      }),
    ["greenpage contents remove midori-coffee 42 43"],
  );

  withExamples(
    contents
      .command("reorder <handle> <ids...>")
      .description("put every content of one category in this order")
      .requiredOption("--category <id|news>", "the category (its id, or news)")
      .action(async (handle: string, ids: string[], options: { category: string }, command: Command) => {
        const ctx = contextOf(command);
        const category = categoryArgument(options.category);
        const order = parseIds(ids, "Content");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const inCategory = (await client.contents.list(page.id)).filter((c) => c.content_category_id === category).map((c) => Number(c.id));
        checkCompleteOrder(order, inCategory, `category ${options.category}`);
        await client.contents.reorder(page.id, order);
        ctx.out.result({ category, order }, () => `Reordered ${order.length} contents of ${options.category === "news" ? "News" : `category ${category}`}.`);
      }),
    ["greenpage contents reorder midori-coffee --category 12 44 42 43", "greenpage contents reorder midori-coffee --category news 51 50"],
  );
}
