import { type LanguageCode, PAGE_STYLE_KEYS } from "@greenpage/sdk";
import type { Command } from "commander";
import { patchFrom } from "../lib/assignments.ts";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { languageMap, repeatable } from "../lib/input.ts";
import { formatRecord, formatTable, localized } from "../lib/output.ts";
import { findMyPage, type OwnedPage } from "../lib/pages.ts";

const planOf = (page: OwnedPage) => page.page_subscription?.subscription_plan.code ?? "starter";

export function registerPages(program: Command): void {
  const pages = program.command("pages").description("your pages: list, create, show, update, publish, languages, delete");

  withExamples(
    pages
      .command("list")
      .description("the pages you own or edit")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const mine = await ctx.client().pages.mine();
        ctx.out.result(mine, () =>
          mine.length === 0
            ? "You have no page yet. Create one with `greenpage pages create <handle>`."
            : formatTable(
                mine,
                [
                  { header: "ID", value: (p) => p.id },
                  { header: "HANDLE", value: (p) => p.handle },
                  { header: "NAME", value: (p) => localized(p.name_json) },
                  { header: "PUBLISHED", value: (p) => (p.is_published ? "yes" : "no") },
                  { header: "PLAN", value: planOf },
                ],
                ctx.out.colors,
              ),
        );
      }),
    ["greenpage pages list", "greenpage pages list --json | jq '.[].handle'"],
  );

  withExamples(
    pages
      .command("create <handle>")
      .description("create a page (handle: 4–30 letters, digits, - or _)")
      .option("--type <type>", "business or personal", "business")
      .option("--country <code>", "country code, e.g. JP")
      .option("--name <lang=text>", "display name per language (repeatable)", repeatable)
      .action(async (handle: string, options: { type: string; country?: string; name?: string[] }, command: Command) => {
        const ctx = contextOf(command);
        if (options.type !== "business" && options.type !== "personal") throw new UsageError(`--type is business or personal (got "${options.type}").`);
        const page = await ctx.client().pages.create({
          handle,
          page_type: options.type,
          ...(options.country ? { country: options.country } : {}),
          ...(options.name ? { name_json: languageMap(options.name, "--name") } : {}),
        });
        ctx.out.result(page, () => `Created page ${page.handle} (id ${page.id}).`);
      }),
    [
      "greenpage pages create midori-coffee --country JP --name en='Midori Coffee' --name ja='みどりコーヒー'",
      "greenpage pages create hana-tanaka --type personal",
    ],
  );

  withExamples(
    pages
      .command("show <handle>")
      .description("one of your pages in full")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const page = await findMyPage(ctx.client(), handle);
        ctx.out.result(page, () =>
          formatRecord(
            [
              ["id", page.id],
              ["handle", page.handle],
              ["type", page.page_type],
              ["country", page.country],
              [
                "name",
                Object.entries(page.name_json ?? {})
                  .map(([l, v]) => `${l}: ${v}`)
                  .join(" · "),
              ],
              ["description", localized(page.description_json)],
              ["published", page.is_published ? "yes" : "no"],
              ["visible", page.is_visible ? "yes" : "no"],
              ["plan", planOf(page)],
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage pages show midori-coffee", "greenpage pages show midori-coffee --json"],
  );

  withExamples(
    pages
      .command("update <handle>")
      .description("change fields: --set field=value, --set name.en=text for one language, --set style.font=serif for one style key")
      .requiredOption("--set <field=value>", "a field to change (repeatable)", repeatable)
      .action(async (handle: string, options: { set: string[] }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const updated = await client.pages.update(page.id, patchFrom(options.set, page as Record<string, unknown>, { style: PAGE_STYLE_KEYS }));
        ctx.out.result(updated, () => `Updated ${updated.handle}.`);
      }),
    [
      "greenpage pages update midori-coffee --set name.en='Midori Coffee Roasters' --set country=JP",
      "greenpage pages update midori-coffee --set is_visible=false",
      "greenpage pages update midori-coffee --set style.font=serif --set style.primary_color=#2f855a",
    ],
  );

  for (const [name, published] of [
    ["publish", true],
    ["unpublish", false],
  ] as const) {
    withExamples(
      pages
        .command(`${name} <handle>`)
        .description(
          published ? "make the page public (needs a verified email, a name and a description)" : "take the page offline: visitors see “Page coming soon”",
        )
        .action(async (handle: string, _options: unknown, command: Command) => {
          const ctx = contextOf(command);
          const client = ctx.client();
          const page = await findMyPage(client, handle);
          const updated = published ? await client.pages.publish(page.id) : await client.pages.unpublish(page.id);
          ctx.out.result(updated, () => `${updated.handle} is ${published ? "published" : "unpublished"}.`);
        }),
      [`greenpage pages ${name} midori-coffee`],
    );
  }

  withExamples(
    pages
      .command("languages <handle>")
      .description("the page's languages; --enable / --disable change them")
      .option("--enable <code>", "turn a language on (en, ja)", repeatable)
      .option("--disable <code>", "turn a language off", repeatable)
      .action(async (handle: string, options: { enable?: string[]; disable?: string[] }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        for (const code of [...(options.enable ?? []), ...(options.disable ?? [])]) {
          if (code !== "en" && code !== "ja") throw new UsageError(`Languages are en and ja (got "${code}").`);
        }
        for (const code of options.enable ?? []) await client.languages.enable(page.id, code as LanguageCode);
        for (const code of options.disable ?? []) await client.languages.disable(page.id, code as LanguageCode);
        const languages = await client.languages.list(page.id);
        ctx.out.result(languages, () =>
          formatTable(
            languages,
            [
              { header: "CODE", value: (l) => l.code },
              { header: "ENABLED", value: (l) => (l.is_enabled ? "yes" : "no") },
              { header: "DEFAULT", value: (l) => (l.is_default ? "yes" : "") },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage pages languages midori-coffee", "greenpage pages languages midori-coffee --enable ja"],
  );

  withExamples(
    pages
      .command("delete <handle>")
      .description("delete a page with everything on it (owner, signed in; no API key); asks for --yes")
      .option("--yes", "yes, delete it: there is no undo")
      .action(async (handle: string, options: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        // Refused before any call, so a script that forgot --yes changes nothing, signed in or not.
        if (!options.yes) {
          throw new UsageError(
            `This would delete the page ${handle} and everything on it: its initiatives, news, forms and their answers, files, ` +
              "members and invite links (payments keep their history). There is no undo; add --yes to delete it.",
          );
        }
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        await client.pages.delete(page.id);
        ctx.out.result({ deleted: page.id, handle: page.handle }, () => `Deleted ${page.handle} and everything on it.`);
      }),
    ["greenpage pages delete midori-coffee --yes"],
  );
}
