import { formatMoney } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { day, formatRecord, formatTable } from "../lib/output.ts";

const oneOf =
  <T extends string>(name: string, values: readonly T[]) =>
  (value: string): T => {
    const lower = value.toLowerCase();
    const found = values.find((v) => v.toLowerCase() === lower);
    if (!found) throw new UsageError(`${name} is one of ${values.join(", ")} (got "${value}").`);
    return found;
  };

/** The signed-in account's plan: status, history, and a checkout link to upgrade. */
export function registerBilling(program: Command): void {
  const billing = program.command("billing").description("your plan: status, payment history, upgrade");

  withExamples(
    billing
      .command("status")
      .description("your plan, price, period, status and card")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const status = await ctx.client().billing.status();
        ctx.out.result(status, () =>
          formatRecord(
            [
              ["Plan", status.plan.code],
              ["Status", status.status],
              ["Price", status.amount !== null && status.currency ? `${formatMoney(status.amount, status.currency)} per ${status.interval}` : "free"],
              ["Period ends", day(status.current_period_end)],
              ["Ends", day(status.ends_at)],
              [
                "Then",
                status.scheduled_change
                  ? `${status.scheduled_change.plan.code}${status.scheduled_change.tier ? ` (${status.scheduled_change.tier})` : ""}`
                  : "",
              ],
              ["Next attempt", day(status.next_attempt_at)],
              ["Card", status.card ? `${status.card.brand} •••• ${status.card.last4}` : ""],
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage billing status", "greenpage billing status --json | jq -r .status"],
  );

  withExamples(
    billing
      .command("history")
      .description("charges and refunds, newest first")
      .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
      .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50)
      .action(async (options: { page: number; pageSize: number }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.client().billing.transactions({ page: options.page, page_size: options.pageSize });
        ctx.out.result(list, () =>
          formatTable(
            list.results,
            [
              { header: "ID", value: (t) => t.id },
              { header: "DATE", value: (t) => day(t.created_at) },
              { header: "KIND", value: (t) => t.kind },
              { header: "ITEM", value: (t) => t.item_code },
              { header: "AMOUNT", value: (t) => formatMoney(t.amount, t.currency) },
              { header: "STATUS", value: (t) => (t.refunded_amount > 0 ? `${t.status}, ${formatMoney(t.refunded_amount, t.currency)} refunded` : t.status) },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage billing history", "greenpage billing history --json | jq '.results[0]'"],
  );

  withExamples(
    billing
      .command("upgrade <plan>")
      .description("open a checkout for a plan and print the link to pay it")
      .requiredOption("--tier <tier>", "employee tier from the catalogue (b1_10, b11_50, b51_250, b251_1000)")
      .option("--currency <code>", "USD or JPY", oneOf("--currency", ["USD", "JPY"] as const), "USD")
      .option("--yearly", "pay per year (ten months' price)")
      .action(async (plan: string, options: { tier: string; currency: "USD" | "JPY"; yearly?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const checkout = await ctx
          .client()
          .billing.checkout({ plan, tier: options.tier, currency: options.currency, interval: options.yearly ? "year" : "month" });
        ctx.out.result(checkout, () => `Pay ${formatMoney(checkout.amount, checkout.currency)} for ${plan} at:\n${checkout.url}`);
      }),
    ["greenpage billing upgrade plus --tier b1_10", "greenpage billing upgrade pro --tier b11_50 --currency JPY --yearly --json | jq -r .url"],
  );
}

/** `greenpage admin refund`: the product team returns money from a charge. */
export function registerRefund(admin: Command): void {
  withExamples(
    admin
      .command("refund <transaction>")
      .description("refund a charge: in full within 14 days, the unused part of its period after")
      .option("--amount <minor>", "refund less: an amount in minor units (cents; yen)", whole("--amount", 1, 100_000_000))
      .action(async (transaction: string, options: { amount?: number }, command: Command) => {
        const ctx = contextOf(command);
        const refund = await ctx.client().billing.refund(transaction, options.amount);
        ctx.out.result(refund, () => `Refunded ${formatMoney(refund.amount, refund.currency)} of charge ${transaction} (refund ${refund.id}).`);
      }),
    ["greenpage admin refund 42", "greenpage admin refund 42 --amount 1500 --json"],
  );
}
