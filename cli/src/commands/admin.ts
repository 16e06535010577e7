import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { day, formatTable, localized } from "../lib/output.ts";
import { registerRefund } from "./billing.ts";

/** The product team's commands: they answer 403 to anyone without the admin role. */
export function registerAdmin(program: Command): void {
  const admin = program.command("admin").description("for the product team (admin role): invitations, users, plans, refunds");
  registerRefund(admin);
  const invitations = admin.command("invitations").description("invitation codes for early sign-up");

  withExamples(
    invitations
      .command("create")
      .description("make invitation codes")
      .option("--count <n>", "how many (1–500)", whole("--count", 1, 500), 1)
      .option("--expires-in-days <n>", "valid for this many days (1–365; default: no expiry)", whole("--expires-in-days", 1, 365))
      .action(async (options: { count: number; expiresInDays?: number }, command: Command) => {
        const ctx = contextOf(command);
        const created = await ctx
          .client()
          .admin.invitations.create({ count: options.count, ...(options.expiresInDays ? { expires_in_days: options.expiresInDays } : {}) });
        ctx.out.result(created, () =>
          formatTable(
            created,
            [
              { header: "CODE", value: (i) => i.code },
              { header: "EXPIRES", value: (i) => day(i.expires_at) || "never" },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin invitations create --count 10", "greenpage admin invitations create --count 50 --expires-in-days 30 --json | jq -r '.[].code'"],
  );

  withExamples(
    invitations
      .command("list")
      .description("invitation codes, newest first")
      .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
      .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50)
      .action(async (options: { page: number; pageSize: number }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.client().admin.invitations.list({ page: options.page, page_size: options.pageSize });
        ctx.out.result(list, () =>
          formatTable(
            list.results,
            [
              { header: "CODE", value: (i) => i.code },
              { header: "USED", value: (i) => (i.used ? day(i.used_at) || "yes" : "no") },
              { header: "EXPIRES", value: (i) => day(i.expires_at) || "never" },
              { header: "CREATED", value: (i) => day(i.created_at) },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin invitations list"],
  );

  withExamples(
    admin
      .command("users")
      .description("users")
      .command("list")
      .description("every user with their plan, newest first")
      .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
      .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50)
      .action(async (options: { page: number; pageSize: number }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.client().admin.users.list({ page: options.page, page_size: options.pageSize });
        ctx.out.result(list, () =>
          formatTable(
            list.results,
            [
              { header: "EMAIL", value: (u) => u.email },
              { header: "NAME", value: (u) => u.name },
              { header: "ROLE", value: (u) => u.role },
              { header: "PLAN", value: (u) => u.user_subscription?.subscription_plan.code ?? "starter" },
              { header: "JOINED", value: (u) => day(u.created_at) },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin users list", "greenpage admin users list --page 2 --json"],
  );

  withExamples(
    admin
      .command("plans")
      .description("plans")
      .command("assign <target> <plan>")
      .description("put a user (an email, or --user with an id) or a page (a handle or --page with an id) on a plan")
      .option("--user", "the target is a user id")
      .option("--page", "the target is a page id or handle")
      .action(async (target: string, plan: string, options: { user?: boolean; page?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        if (options.user && options.page) throw new UsageError("Give --user or --page, not both.");
        const isUser = options.user || (!options.page && target.includes("@"));
        const client = ctx.client();
        const subscription = isUser ? await client.admin.plans.assign({ user: target }, plan) : await client.admin.plans.assign({ page: target }, plan);
        const name = localized(subscription.subscription_plan.name_json);
        ctx.out.result(subscription, () => `${isUser ? "User" : "Page"} ${target} is on ${name || plan} (${subscription.status}).`);
      }),
    [
      "greenpage admin plans assign owner@example.com pro",
      "greenpage admin plans assign midori-coffee plus",
      "greenpage admin plans assign --user 5f0c…-uuid premium",
    ],
  );
}
