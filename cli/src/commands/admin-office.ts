import { type Command, Option } from "commander";
import { formatMoney, type PlanTarget } from "@greenpage/sdk";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { day, formatRecord, formatTable, localized } from "../lib/output.ts";
import { registerAdminMessages } from "./admin-messages.ts";

const CODE_STATUSES = ["unused", "used", "expired", "revoked"];
const paging = (command: Command) =>
  command
    .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
    .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50);

/** A user when `--user` says so or the target is an email; a page (id or handle) otherwise. */
function targetOf(target: string, options: { user?: boolean; page?: boolean }): PlanTarget {
  if (options.user && options.page) throw new UsageError("Give --user or --page, not both.");
  return options.user || (!options.page && target.includes("@")) ? { user: target } : { page: target };
}
const targetOptions = (command: Command) => command.option("--user", "the target is a user id").option("--page", "the target is a page id or handle");

/** `greenpage admin codes|invitations …`, `admin plans …` and `admin messages|subscribers …` (issue 24's console). */
export function registerAdminOffice(admin: Command): void {
  registerCodes(admin);
  registerPlans(admin);
  registerAdminMessages(admin);
}

function registerCodes(admin: Command): void {
  const codes = admin.command("codes").alias("invitations").description("invitation codes for early sign-up (also: admin invitations)");

  withExamples(
    codes
      .command("create")
      .description("make invitation codes")
      .option("--count <n>", "how many (1–500)", whole("--count", 1, 500), 1)
      .option("--expires-in-days <n>", "valid for this many days (1–365; default: no expiry)", whole("--expires-in-days", 1, 365))
      .option("--note <text>", "what the batch is for (≤ 200 characters)")
      .action(async (options: { count: number; expiresInDays?: number; note?: string }, command: Command) => {
        const ctx = contextOf(command);
        const created = await ctx.client().admin.codes.create({
          count: options.count,
          ...(options.expiresInDays ? { expires_in_days: options.expiresInDays } : {}),
          ...(options.note ? { note: options.note } : {}),
        });
        ctx.out.result(created, () =>
          formatTable(
            created,
            [
              { header: "CODE", value: (i) => i.code },
              { header: "EXPIRES", value: (i) => day(i.expires_at) || "never" },
              { header: "NOTE", value: (i) => i.note ?? "" },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin codes create --count 10 --note 'Tokyo meetup'", "greenpage admin codes create --count 50 --expires-in-days 30 --json | jq -r '.[].code'"],
  );

  withExamples(
    paging(
      codes
        .command("list")
        .description("invitation codes, newest first, with who used them")
        .addOption(new Option("--status <status>", "only these").choices(CODE_STATUSES))
        .option("--search <text>", "code, note, or the email or name of who used it"),
    ).action(async (options: { status?: "unused"; search?: string; page: number; pageSize: number }, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx.client().admin.codes.list({
        page: options.page,
        page_size: options.pageSize,
        ...(options.status ? { status: options.status } : {}),
        ...(options.search ? { q: options.search } : {}),
      });
      ctx.out.result(list, () =>
        formatTable(
          list.results,
          [
            { header: "CODE", value: (i) => i.code },
            { header: "STATUS", value: (i) => i.status },
            { header: "USED BY", value: (i) => (i.used_by ? `${i.used_by.email} ${day(i.used_at)}` : "") },
            { header: "EXPIRES", value: (i) => day(i.expires_at) || "never" },
            { header: "NOTE", value: (i) => i.note ?? "" },
          ],
          ctx.out.colors,
        ),
      );
    }),
    ["greenpage admin codes list", "greenpage admin codes list --status used --json", "greenpage admin invitations list --search meetup"],
  );

  withExamples(
    codes
      .command("revoke <code>")
      .description("revoke an unused code: sign-up refuses it from now on")
      .action(async (code: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const revoked = await ctx.client().admin.codes.revoke(code);
        ctx.out.result(revoked, () => `Revoked ${revoked.code}.`);
      }),
    ["greenpage admin codes revoke ABCDE-FGHJK"],
  );

  withExamples(
    codes
      .command("export")
      .description("the codes as CSV on stdout")
      .addOption(new Option("--status <status>", "only these").choices(CODE_STATUSES))
      .option("--search <text>", "code, note, or who used it")
      .action(async (options: { status?: "unused"; search?: string }, command: Command) => {
        const ctx = contextOf(command);
        process.stdout.write(
          await ctx.client().admin.codes.export({ ...(options.status ? { status: options.status } : {}), ...(options.search ? { q: options.search } : {}) }),
        );
      }),
    ["greenpage admin codes export > codes.csv", "greenpage admin codes export --status unused > unused.csv"],
  );
}

function registerPlans(admin: Command): void {
  const plans = admin.command("plans").description("plans given by the team: assign, extend, history, refunds");

  withExamples(
    targetOptions(
      plans
        .command("assign <target> <plan>")
        .description("put a user (an email, or --user with an id) or a page (a handle or --page with an id) on a plan")
        .option("--until <date>", "the plan ends then (YYYY-MM-DD or a date-time)")
        .option("--reason <text>", "why (kept in the audit log)"),
    ).action(async (target: string, plan: string, options: { user?: boolean; page?: boolean; until?: string; reason?: string }, command: Command) => {
      const ctx = contextOf(command);
      const who = targetOf(target, options);
      const extra = { ...(options.until ? { until: options.until } : {}), ...(options.reason ? { reason: options.reason } : {}) };
      const subscription = await ctx.client().admin.plans.assign(who, plan, extra);
      const name = localized(subscription.subscription_plan.name_json);
      const until = "ends_at" in subscription && subscription.ends_at ? ` until ${day(subscription.ends_at)}` : "";
      ctx.out.result(subscription, () => `${who.user ? "User" : "Page"} ${target} is on ${name || plan}${until} (${subscription.status}).`);
    }),
    [
      "greenpage admin plans assign owner@example.com pro",
      "greenpage admin plans assign midori-coffee plus --until 2027-03-31 --reason 'Pilot'",
      "greenpage admin plans assign --user 5f0c…-uuid premium",
    ],
  );

  withExamples(
    targetOptions(
      plans
        .command("extend <target>")
        .description("move the end of a user's or page's plan later (a paid period, or a plan given until a date)")
        .option("--days <n>", "this many days later (1–366)", whole("--days", 1, 366))
        .option("--until <date>", "to this date instead")
        .option("--reason <text>", "why (kept in the audit log)"),
    ).action(async (target: string, options: { user?: boolean; page?: boolean; days?: number; until?: string; reason?: string }, command: Command) => {
      if ((options.days === undefined) === (options.until === undefined)) throw new UsageError("Give --days or --until.");
      const ctx = contextOf(command);
      const sub = await ctx.client().admin.plans.extend(targetOf(target, options), {
        ...(options.days !== undefined ? { days: options.days } : { until: options.until! }),
        ...(options.reason ? { reason: options.reason } : {}),
      });
      ctx.out.result(sub, () => `${target}: ${localized(sub.plan.name_json)} now ends ${day(sub.current_period_end ?? sub.ends_at)}.`);
    }),
    ["greenpage admin plans extend owner@example.com --days 30", "greenpage admin plans extend midori-coffee --until 2027-06-30 --json"],
  );

  withExamples(
    targetOptions(plans.command("history <target>").description("the subscription, what the team did to it, and its billing transactions")).action(
      async (target: string, options: { user?: boolean; page?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const history = await ctx.client().admin.plans.history(targetOf(target, options));
        ctx.out.result(history, () => {
          const sub = history.subscription;
          const head = formatRecord(
            [
              [history.target.type === "user" ? "User" : "Page", history.target.label],
              ["Plan", sub ? `${localized(sub.plan.name_json)} (${sub.status})` : "none"],
              ["Ends", day(sub?.current_period_end ?? sub?.ends_at) || "no end"],
            ],
            ctx.out.colors,
          );
          const entries = formatTable(
            history.entries,
            [
              { header: "WHEN", value: (e) => day(e.created_at) },
              { header: "ACTION", value: (e) => e.action },
              { header: "BY", value: (e) => e.actor_email },
              { header: "REASON", value: (e) => e.reason ?? "" },
            ],
            ctx.out.colors,
          );
          const transactions = formatTable(
            history.transactions,
            [
              { header: "ID", value: (r) => String(r.id) },
              { header: "DATE", value: (r) => day(r.created_at) },
              { header: "KIND", value: (r) => r.kind },
              { header: "AMOUNT", value: (r) => formatMoney(r.amount, r.currency) },
              { header: "REFUNDABLE", value: (r) => (r.refundable_amount > 0 ? formatMoney(r.refundable_amount, r.currency) : "") },
            ],
            ctx.out.colors,
          );
          return [
            head,
            "",
            history.entries.length ? entries : "No changes by the team yet.",
            "",
            history.transactions.length ? transactions : "No transactions.",
          ].join("\n");
        });
      },
    ),
    ["greenpage admin plans history owner@example.com", "greenpage admin plans history midori-coffee --json"],
  );

  withExamples(
    plans
      .command("refund <transaction>")
      .description("refund a charge: in full within 14 days, the unused part of its period after (same as admin refund)")
      .option("--amount <minor>", "refund less: an amount in minor units (cents; yen)", whole("--amount", 1, 100_000_000))
      .action(async (transaction: string, options: { amount?: number }, command: Command) => {
        const ctx = contextOf(command);
        const refund = await ctx.client().admin.plans.refund(transaction, options.amount);
        ctx.out.result(refund, () => `Refunded ${formatMoney(refund.amount, refund.currency)} of charge ${transaction} (refund ${refund.id}).`);
      }),
    ["greenpage admin plans refund 42", "greenpage admin plans refund 42 --amount 1500 --json"],
  );
}
