import { writeFileSync } from "node:fs";
import type { AuditQuery } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { formatTable, minute } from "../lib/output.ts";

type FilterOptions = { action?: string; actor?: string; targetType?: string; target?: string; since?: string; until?: string; q?: string };

/** `--since 2026-11-01`: a calendar day, checked here so the error names the option the user typed. */
const calendarDay = (name: string) => (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time) || !new Date(time).toISOString().startsWith(value)) {
    throw new UsageError(`${name} is a date like 2026-11-01 (got "${value}").`);
  }
  return value;
};

function withFilters(command: Command): Command {
  return command
    .option("--action <name>", "one action, e.g. user.disable or verification.approve")
    .option("--actor <who>", "the admin who acted: their email (or part of it) or user id")
    .option("--target-type <type>", "user, page, invitation, subscription, transaction, report, message, subscriber or content")
    .option("--target <what>", "the target's id, or part of its label (an email, a handle, a code)")
    .option("--since <day>", "from this day (YYYY-MM-DD, UTC), included", calendarDay("--since"))
    .option("--until <day>", "up to this day (YYYY-MM-DD, UTC), included", calendarDay("--until"))
    .option("--q <text>", "search the target's label, the reason and the actor's email");
}

/** The filters as the API names them; the `audit` command's own options count when given before `export`. */
function queryOf(command: Command): AuditQuery {
  const options = { ...(command.parent?.opts() ?? {}), ...definedOnly(command.opts()) } as FilterOptions;
  const query: AuditQuery = {};
  if (options.action) query.action = options.action;
  if (options.actor) query.actor = options.actor;
  if (options.targetType) query.target_type = options.targetType;
  if (options.target) query.target = options.target;
  if (options.since) query.from = options.since;
  if (options.until) query.to = options.until;
  if (options.q) query.q = options.q;
  return query;
}

const definedOnly = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** `greenpage admin audit` (the log, filtered) and `greenpage admin audit export` (the same as CSV). */
export function registerAdminAudit(admin: Command): void {
  const audit = withExamples(
    withFilters(admin.command("audit").description("the audit log: every admin action, newest first (filters combine)"))
      .option("--page <n>", "page of results", whole("--page", 1, 100_000), 1)
      .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50)
      .action(async (options: { page: number; pageSize: number }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.client().admin.audit.list({ ...queryOf(command), page: options.page, page_size: options.pageSize });
        ctx.out.result(list, () => {
          const pages = Math.max(1, Math.ceil(list.count / list.page_size));
          const table = formatTable(
            list.results,
            [
              { header: "WHEN (UTC)", value: (e) => minute(e.at) },
              { header: "WHO", value: (e) => e.actor.email },
              { header: "ACTION", value: (e) => e.action },
              { header: "TARGET", value: (e) => `${e.target.type} ${e.target.label ?? e.target.id ?? ""}`.trim() },
              { header: "REASON", value: (e) => e.reason ?? "" },
            ],
            ctx.out.colors,
          );
          return `${table}\n${list.count} ${list.count === 1 ? "entry" : "entries"}, page ${list.page} of ${pages}.`;
        });
      }),
    [
      "greenpage admin audit",
      "greenpage admin audit --action page.hide --since 2026-11-01",
      "greenpage admin audit --actor reviewer@greenpage.dev --target midori-coffee --json",
    ],
  );

  withExamples(
    withFilters(audit.command("export").description("the audit log as CSV (same filters; the newest 50,000 entries at most) to stdout or --out"))
      .option("--out <file>", "write the CSV to this file instead of stdout")
      .action(async (options: { out?: string }, command: Command) => {
        const ctx = contextOf(command);
        const csv = await ctx.client().admin.audit.export(queryOf(command));
        if (!options.out) {
          process.stdout.write(csv);
          return;
        }
        writeFileSync(options.out, csv);
        const bytes = Buffer.byteLength(csv);
        ctx.out.result({ file: options.out, bytes }, () => `Wrote ${options.out} (${bytes} bytes).`);
      }),
    ["greenpage admin audit export > audit.csv", "greenpage admin audit export --action user.disable --since 2026-01-01 --out disabled.csv"],
  );
}
