import type { ReviewQueueItem } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { withExamples } from "../lib/help.ts";
import { day, formatTable, localized } from "../lib/output.ts";

type ListOptions = { verified?: boolean; search?: string };

/** `greenpage admin verifications list | approve | reject | revoke`: the review team's decisions on evidence. */
export function registerAdminVerifications(admin: Command): void {
  const verifications = admin.command("verifications").description("items submitted for review, and verifications to take back");

  withExamples(
    verifications
      .command("list")
      .description("items waiting for review, oldest first (--verified: verified items, newest first, at most 50)")
      .option("--verified", "verified items instead of the queue")
      .option("--search <text>", "part of the page's handle or the item's title")
      .action(async (options: ListOptions, command: Command) => {
        const ctx = contextOf(command);
        const items = await ctx.client().admin.verifications.queue({
          ...(options.verified ? { state: "verified" as const } : {}),
          ...(options.search ? { q: options.search } : {}),
        });
        const when = (item: ReviewQueueItem) => day(options.verified ? item.last_verified : item.submitted_at);
        ctx.out.result(items, () =>
          formatTable(
            items,
            [
              { header: "ITEM", value: (i) => String(i.content_id) },
              { header: "PAGE", value: (i) => i.handle },
              { header: "TITLE", value: (i) => localized(i.title_json) },
              { header: options.verified ? "VERIFIED" : "SUBMITTED", value: when },
              { header: "EVIDENCE", value: (i) => [...i.attachments.map((a) => a.name), ...(i.link ? [i.link] : [])].join(", ") },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage admin verifications list", "greenpage admin verifications list --verified --search midori --json"],
  );

  withExamples(
    verifications
      .command("approve <item>")
      .description("verify a submitted item (its signed credential is issued; the owner is mailed)")
      .action(async (item: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const result = await ctx.client().admin.verifications.approve(item);
        ctx.out.result(result, () => `Item ${item} is verified.`);
      }),
    ["greenpage admin verifications approve 42"],
  );

  for (const [name, description, done] of [
    ["reject", "send a submitted item back to Self Reported with the reason the owner is mailed", "rejected"],
    ["revoke", "take a verification back (Verified → Self Reported): its credential is revoked and the owner mailed the reason", "no longer verified"],
  ] as const) {
    withExamples(
      verifications
        .command(`${name} <item>`)
        .description(description)
        .requiredOption("--reason <text>", "why, in words the owner reads")
        .action(async (item: string, options: { reason: string }, command: Command) => {
          const ctx = contextOf(command);
          const result = await ctx.client().admin.verifications[name](item, options.reason);
          ctx.out.result(result, () => `Item ${item} is ${done}.`);
        }),
      [`greenpage admin verifications ${name} 42 --reason "The certificate was withdrawn by its issuer."`],
    );
  }
}
