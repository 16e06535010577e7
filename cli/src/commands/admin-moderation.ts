import { type Command, Option } from "commander";
import type { AdminPage, AdminPageDetail, AdminPagesQuery, PageReport, ResolveReportInput } from "@greenpage/sdk";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { type Colors, day, formatRecord, formatTable, localized, minute } from "../lib/output.ts";

const pageOptions = (command: Command) =>
  command
    .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
    .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50);

/** What a page's state reads as: published, unpublished, or taken down by the team. */
export const pageState = (p: Pick<AdminPage, "is_published" | "moderation_state">) =>
  p.moderation_state === "hidden" ? "hidden" : p.moderation_state === "unpublished" ? "taken down" : p.is_published ? "published" : "unpublished";

export function formatPages(rows: readonly AdminPage[], colors: Colors): string {
  return formatTable(
    rows,
    [
      { header: "HANDLE", value: (p) => p.handle },
      { header: "NAME", value: (p) => localized(p.name_json) },
      { header: "OWNER", value: (p) => p.owner_email ?? "" },
      { header: "COUNTRY", value: (p) => p.country ?? "" },
      { header: "PLAN", value: (p) => p.plan ?? "" },
      { header: "STATE", value: (p) => pageState(p) },
      { header: "REPORTS", value: (p) => p.open_reports },
    ],
    colors,
  );
}

export function formatReports(rows: readonly PageReport[], colors: Colors): string {
  return formatTable(
    rows,
    [
      { header: "ID", value: (r) => r.id },
      { header: "PAGE", value: (r) => r.page.handle },
      { header: "ITEM", value: (r) => (r.item ? localized(r.item.title_json) : "") },
      { header: "REASON", value: (r) => r.reason },
      { header: "MESSAGE", value: (r) => (r.message ?? "").replace(/\s+/g, " ").slice(0, 60) },
      { header: "EMAIL", value: (r) => r.email ?? "" },
      { header: "CREATED", value: (r) => day(r.created_at) },
      { header: "RESOLUTION", value: (r) => r.resolution ?? "" },
    ],
    colors,
  );
}

function formatPageDetail(p: AdminPageDetail, colors: Colors): string {
  const record = formatRecord(
    [
      ["Handle", p.handle],
      ["Name", localized(p.name_json)],
      ["Owner", p.owner_email ?? ""],
      ["Country", p.country ?? ""],
      ["Plan", p.plan ?? ""],
      ["State", pageState(p)],
      ...(p.moderation_state
        ? ([
            ["Reason", p.moderation_reason ?? ""],
            ["Since", minute(p.moderated_at)],
          ] as [string, unknown][])
        : []),
      ["Open reports", p.open_reports],
    ],
    colors,
  );
  const reports = p.reports.length ? `\n\nReports\n${formatReports(p.reports, colors)}` : "";
  const history = p.history.length
    ? `\n\nHistory\n${formatTable(
        p.history,
        [
          { header: "WHEN", value: (e) => minute(e.created_at) },
          { header: "ACTION", value: (e) => e.action },
          { header: "BY", value: (e) => e.actor_email },
          { header: "REASON", value: (e) => e.reason ?? "" },
        ],
        colors,
      )}`
    : "";
  return `${record}${reports}${history}`;
}

/** `greenpage admin pages …` and `greenpage admin reports …`: the console's Pages and Moderation screens. */
export function registerAdminModeration(admin: Command): void {
  const pages = admin.command("pages").description("find pages, take one down (unpublish or hide) with a reason, restore it");

  withExamples(
    pageOptions(
      pages
        .command("list")
        .description("every page, newest first")
        .option("--q <text>", "part of the handle or name")
        .option("--country <code>", "ISO country code (JP, US…)")
        .addOption(new Option("--plan <code>", "the page's plan").choices(["starter", "plus", "pro", "premium"]))
        .addOption(new Option("--state <state>", "published, unpublished or moderated (taken down)").choices(["published", "unpublished", "moderated"])),
    ).action(async (options: { q?: string; country?: string; plan?: string; state?: string; page: number; pageSize: number }, command: Command) => {
      const ctx = contextOf(command);
      const query = { page: options.page, page_size: options.pageSize, q: options.q, country: options.country, plan: options.plan, state: options.state };
      const list = await ctx.client().admin.pages.list(query as AdminPagesQuery);
      ctx.out.result(list, () => (list.results.length ? formatPages(list.results, ctx.out.colors) : "No pages match."));
    }),
    ["greenpage admin pages list --q midori", "greenpage admin pages list --state moderated --json", "greenpage admin pages list --country JP --plan pro"],
  );

  withExamples(
    pages
      .command("show <page>")
      .description("a page (handle or id) with its reports and the team's actions on it")
      .action(async (page: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const detail = await ctx.client().admin.pages.get(page);
        ctx.out.result(detail, () => formatPageDetail(detail, ctx.out.colors));
      }),
    ["greenpage admin pages show midori-coffee"],
  );

  for (const [name, description, done] of [
    ["unpublish", "unpublish a page; its owner is mailed the reason and may publish again once fixed", "unpublished"],
    ["hide", "hide a page for abuse; its owner is mailed the reason and cannot publish again until restored", "hidden"],
  ] as const) {
    withExamples(
      pages
        .command(`${name} <page>`)
        .description(description)
        .requiredOption("--reason <text>", "why (the owner reads it)")
        .action(async (page: string, options: { reason: string }, command: Command) => {
          const ctx = contextOf(command);
          if (!options.reason.trim()) throw new UsageError("Give --reason: the owner reads it.");
          const client = ctx.client().admin.pages;
          const result = name === "hide" ? await client.hide(page, options.reason) : await client.unpublish(page, options.reason);
          ctx.out.result(result, () => `Page ${result.handle} is ${done}; its owner was mailed.`);
        }),
      [`greenpage admin pages ${name} midori-coffee --reason "Claims we could not verify"`],
    );
  }

  withExamples(
    pages
      .command("restore <page>")
      .description("put a page the team took down back as it was; its owner is mailed")
      .action(async (page: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const result = await ctx.client().admin.pages.restore(page);
        ctx.out.result(result, () => `Page ${result.handle} is restored (${result.is_published ? "published" : "not published"}).`);
      }),
    ["greenpage admin pages restore midori-coffee"],
  );

  const reports = admin.command("reports").description("visitors' reports of pages (Report this page)");

  withExamples(
    pageOptions(
      reports
        .command("list")
        .description("reports, newest first")
        .addOption(new Option("--status <status>", "open or resolved").choices(["open", "resolved"]).default("open")),
    ).action(async (options: { status: "open" | "resolved"; page: number; pageSize: number }, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx.client().admin.reports.list({ status: options.status, page: options.page, page_size: options.pageSize });
      ctx.out.result(list, () => (list.results.length ? formatReports(list.results, ctx.out.colors) : `No ${options.status} reports.`));
    }),
    ["greenpage admin reports list", "greenpage admin reports list --status resolved --json"],
  );

  withExamples(
    reports
      .command("resolve <id>")
      .description("resolve a report: no_action, unpublish (the page, --note is the reason) or contact (mail the owner --message)")
      .addOption(new Option("--resolution <choice>", "what to do").choices(["no_action", "unpublish", "contact"]).makeOptionMandatory())
      .option("--note <text>", "the decision's note (the reason the owner reads when unpublishing)")
      .option("--message <text>", "the mail to the owner (for contact)")
      .action(async (id: string, options: { resolution: ResolveReportInput["resolution"]; note?: string; message?: string }, command: Command) => {
        const ctx = contextOf(command);
        if (options.resolution === "unpublish" && !options.note?.trim()) throw new UsageError("Give --note: the owner reads it as the reason.");
        if (options.resolution === "contact" && !options.message?.trim()) throw new UsageError("Give --message: the mail to the owner.");
        const input: ResolveReportInput = { resolution: options.resolution, note: options.note ?? null, message: options.message ?? null };
        const report = await ctx.client().admin.reports.resolve(id, input);
        ctx.out.result(report, () => `Report ${report.id} on ${report.page.handle} is resolved: ${report.resolution}.`);
      }),
    [
      "greenpage admin reports resolve 12 --resolution no_action",
      'greenpage admin reports resolve 12 --resolution unpublish --note "Unverifiable claims"',
      'greenpage admin reports resolve 12 --resolution contact --message "Please cite your source."',
    ],
  );
}
