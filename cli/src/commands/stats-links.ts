import { readFileSync } from "node:fs";
import type { ShareLink } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { withExamples } from "../lib/help.ts";
import { parseIds } from "../lib/input.ts";
import { type Colors, day, formatTable } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

/** The links as a table: what each is for, whether it asks a password, who made it and when. */
export function formatShareLinks(links: ShareLink[], handle: string, colors: Colors): string {
  if (links.length === 0) return `${handle} has no stats links. Make one with \`greenpage stats-links create ${handle}\`.`;
  return formatTable(
    links,
    [
      { header: "ID", value: (l) => l.id },
      { header: "NAME", value: (l) => l.name ?? "" },
      { header: "PASSWORD", value: (l) => (l.has_password ? "yes" : "no") },
      { header: "CREATED", value: (l) => day(l.created_at) },
      { header: "BY", value: (l) => l.created_by?.email ?? "" },
      { header: "LINK", value: (l) => l.url },
    ],
    colors,
  );
}

/**
 * `greenpage stats-links list|create|revoke <handle>`: read-only links to a
 * page's Analytics (Plausible's shared links). The name and password rules
 * are the API's, answered in its words.
 */
export function registerStatsLinks(program: Command): void {
  const links = program.command("stats-links").description("read-only links to a page's analytics: list, create, revoke");

  withExamples(
    links
      .command("list <handle>")
      .description("the page's stats links that still work (editors and the owner)")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const { results } = await client.analytics.shareLinks(page.id);
        ctx.out.result(results, () => formatShareLinks(results, page.handle, ctx.out.colors));
      }),
    ["greenpage stats-links list midori-coffee", "greenpage stats-links list midori-coffee --json"],
  );

  withExamples(
    links
      .command("create <handle>")
      .description("make a stats link; prints only the link, so it can be piped")
      .option("--name <name>", "what the link is for, e.g. Board")
      .option("--password-stdin", "protect the link with a password read from standard input")
      .action(async (handle: string, options: { name?: string; passwordStdin?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const password = options.passwordStdin ? readFileSync(0, "utf8").replace(/\r?\n$/, "") : undefined;
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const link = await client.analytics.createShareLink(page.id, { ...(options.name ? { name: options.name } : {}), ...(password ? { password } : {}) });
        ctx.out.result(link, () => link.url);
      }),
    [
      "greenpage stats-links create midori-coffee --name Board",
      'echo "$STATS_PASSWORD" | greenpage stats-links create midori-coffee --name Investors --password-stdin',
    ],
  );

  withExamples(
    links
      .command("revoke <handle> <link>")
      .description("revoke a stats link by its id (from `stats-links list`): it stops working at once")
      .action(async (handle: string, link: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const [id] = parseIds([link], "Link");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        await client.analytics.revokeShareLink(page.id, id!);
        ctx.out.result({ revoked: id }, () => `Revoked stats link ${id} of ${page.handle}.`);
      }),
    ["greenpage stats-links revoke midori-coffee 3"],
  );
}
