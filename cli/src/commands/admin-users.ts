import type { Command } from "commander";
import type { AdminOverview, AdminUserDetail, UserDeletionPreview } from "@greenpage/sdk";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { type Colors, day, formatRecord, formatTable, minute } from "../lib/output.ts";

const USER = "<user>";
const stateOf = (u: { disabled_at: string | null }) => (u.disabled_at ? "disabled" : "active");

export function formatUserDetail(u: AdminUserDetail, colors: Colors): string {
  const head = formatRecord(
    [
      ["Email", u.email],
      ["Name", u.name],
      ["Id", u.id],
      ["Role", u.role],
      ["Plan", u.plan],
      ["Verified", u.email_verified ? "yes" : "no"],
      ["Signed up", `${day(u.created_at)} (${u.signup_source})`],
      ["Last sign-in", minute(u.last_sign_in_at) || "never"],
      ["State", u.disabled_at ? `disabled ${day(u.disabled_at)}: ${u.disabled_reason ?? ""}` : "active"],
      ["Sessions", u.active_sessions],
      ["API keys", u.api_keys],
    ],
    colors,
  );
  if (!u.pages.length) return `${head}\n\nNo pages.`;
  const pages = formatTable(
    u.pages,
    [
      { header: "PAGE", value: (p) => p.handle },
      { header: "ROLE", value: (p) => p.role },
      { header: "PUBLISHED", value: (p) => (p.is_published ? "yes" : "no") },
    ],
    colors,
  );
  return `${head}\n\n${pages}`;
}

export function formatDeletionPreview(user: string, p: UserDeletionPreview): string {
  if (!p.can_delete) return `${user} cannot be deleted: ${p.blocked_reason}`;
  const lines = [`Deleting ${user} removes:`];
  for (const page of p.pages) lines.push(`  page ${page.handle} (${page.items} items, ${page.news} news${page.is_published ? ", published" : ""})`);
  for (const m of p.memberships) lines.push(`  membership of ${m.handle} (${m.role})`);
  if (p.subscription) lines.push(`  the ${p.subscription.subscription_plan.code} subscription`);
  if (p.api_keys) lines.push(`  ${p.api_keys} API key${p.api_keys === 1 ? "" : "s"}`);
  return lines.join("\n");
}

export function formatOverview(o: AdminOverview): string {
  const money = o.revenue_this_month.map((r) => `${r.currency} ${r.net} (charged ${r.charged}, refunded ${r.refunded})`).join("; ") || "none";
  return [
    `Sign-ups: ${o.signups.last_7_days} in 7 days, ${o.signups.last_30_days} in 30 days, ${o.signups.total} in all`,
    `Published pages: ${o.published_pages}`,
    `Accounts per plan: ${o.subscriptions.map((s) => `${s.plan} ${s.active}`).join(", ")}`,
    `Revenue since ${day(o.month_start)} (minor units): ${money}`,
    `Verification queue: ${o.verification_queue}`,
    `Open reports: ${o.open_reports}`,
    `Unhandled messages: ${o.unhandled_messages}`,
    `Failed mails: ${o.failed_mails}`,
    `Failed jobs: ${o.failed_jobs}`,
  ].join("\n");
}

/** `greenpage admin users …` and `greenpage admin overview`: the console's Users and Overview screens. */
export function registerAdminUsers(admin: Command): void {
  const users = admin.command("users").description("find users and act on their accounts");

  withExamples(
    users
      .command("list")
      .description("users with plan, pages and state, newest first")
      .option("--q <text>", "part of an email or name (any case)")
      .option("--role <role>", "admin or user")
      .option("--state <state>", "active or disabled")
      .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
      .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50)
      .action(async (options: { q?: string; role?: "admin" | "user"; state?: "active" | "disabled"; page: number; pageSize: number }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.client().admin.users.list({
          page: options.page,
          page_size: options.pageSize,
          ...(options.q ? { q: options.q } : {}),
          ...(options.role ? { role: options.role } : {}),
          ...(options.state ? { state: options.state } : {}),
        });
        ctx.out.result(list, () =>
          formatTable(
            list.results,
            [
              { header: "EMAIL", value: (u) => u.email },
              { header: "NAME", value: (u) => u.name },
              { header: "ROLE", value: (u) => u.role },
              { header: "PLAN", value: (u) => u.user_subscription?.subscription_plan.code ?? u.plan },
              { header: "PAGES", value: (u) => String(u.pages_owned) },
              { header: "VERIFIED", value: (u) => (u.email_verified ? "yes" : "no") },
              { header: "LAST SIGN-IN", value: (u) => day(u.last_sign_in_at) || "never" },
              { header: "STATE", value: stateOf },
              { header: "JOINED", value: (u) => day(u.created_at) },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin users list", "greenpage admin users list --q midori --state disabled", "greenpage admin users list --page 2 --json"],
  );

  withExamples(
    users
      .command(`show ${USER}`)
      .description("one user (email or id) with their pages, sessions and API keys")
      .action(async (user: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const detail = await ctx.client().admin.users.get(user);
        ctx.out.result(detail, () => formatUserDetail(detail, ctx.out.colors));
      }),
    ["greenpage admin users show owner@example.com"],
  );

  withExamples(
    users
      .command(`disable ${USER}`)
      .description("disable an account: its sessions, tokens and API keys stop working at once and it cannot sign in")
      .requiredOption("--reason <text>", "why (kept in the audit log)")
      .action(async (user: string, options: { reason: string }, command: Command) => {
        const ctx = contextOf(command);
        const detail = await ctx.client().admin.users.disable(user, options.reason);
        ctx.out.result(detail, () => `Disabled ${detail.email}: signed out everywhere, and signing in is refused.`);
      }),
    ['greenpage admin users disable spam@example.com --reason "Phishing page"'],
  );

  withExamples(
    users
      .command(`enable ${USER}`)
      .description("let a disabled account sign in again (its API keys work again)")
      .option("--reason <text>", "why (kept in the audit log)")
      .action(async (user: string, options: { reason?: string }, command: Command) => {
        const ctx = contextOf(command);
        const detail = await ctx.client().admin.users.enable(user, options.reason);
        ctx.out.result(detail, () => `Enabled ${detail.email}: they can sign in again.`);
      }),
    ["greenpage admin users enable owner@example.com"],
  );

  withExamples(
    users
      .command(`delete ${USER}`)
      .description("delete an account and the pages it owns; shows what goes and asks for --yes")
      .requiredOption("--reason <text>", "why (kept in the audit log)")
      .option("--yes", "yes, delete it: there is no undo")
      .action(async (user: string, options: { reason: string; yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        if (!options.yes) {
          const preview = await client.admin.users.deletionPreview(user);
          ctx.out.result(preview, () => formatDeletionPreview(user, preview));
          throw new UsageError(preview.can_delete ? "There is no undo; add --yes to delete." : "Nothing was deleted.");
        }
        const done = await client.admin.users.delete(user, options.reason);
        ctx.out.result(done, () => `Deleted ${user}. ${done.detail}`);
      }),
    [
      'greenpage admin users delete owner@example.com --reason "Asked by mail"',
      'greenpage admin users delete owner@example.com --reason "Asked by mail" --yes',
    ],
  );

  for (const [name, role, said] of [
    ["make-admin", "admin", "is an admin"],
    ["remove-admin", "user", "is no longer an admin"],
  ] as const) {
    withExamples(
      users
        .command(`${name} ${USER}`)
        .description(role === "admin" ? "give a user the admin role" : "take the admin role away (never from the last admin)")
        .action(async (user: string, _options: unknown, command: Command) => {
          const ctx = contextOf(command);
          const detail = await ctx.client().admin.users.setRole(user, role);
          ctx.out.result(detail, () => `${detail.email} ${said}.`);
        }),
      [`greenpage admin users ${name} colleague@example.com`],
    );
  }

  withExamples(
    users
      .command(`verify-email ${USER}`)
      .description("mail the verification link again")
      .action(async (user: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const done = await ctx.client().admin.users.resendVerification(user);
        ctx.out.result(done, () => done.detail);
      }),
    ["greenpage admin users verify-email owner@example.com"],
  );

  withExamples(
    users
      .command(`reset-password ${USER}`)
      .description("mail a password reset link, as Forgot password does")
      .action(async (user: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const done = await ctx.client().admin.users.sendPasswordReset(user);
        ctx.out.result(done, () => done.detail);
      }),
    ["greenpage admin users reset-password owner@example.com"],
  );

  withExamples(
    admin
      .command("overview")
      .description("the console's figures: sign-ups, pages, plans, revenue this month, queues and failures")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const overview = await ctx.client().admin.overview();
        ctx.out.result(overview, () => formatOverview(overview));
      }),
    ["greenpage admin overview", "greenpage admin overview --json | jq .signups"],
  );
}
