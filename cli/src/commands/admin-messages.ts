import { type Command, Option } from "commander";
import { contextOf } from "../lib/context.ts";
import { withExamples } from "../lib/help.ts";
import { whole } from "../lib/input.ts";
import { day, formatRecord, formatTable } from "../lib/output.ts";

const paging = (command: Command) =>
  command
    .option("--page <n>", "page of results", whole("--page", 1, 1_000_000), 1)
    .option("--page-size <n>", "results per page (max 100)", whole("--page-size", 1, 100), 50);

/** `greenpage admin messages …` (the Contact form's) and `admin subscribers …` (the newsletter's). */
export function registerAdminMessages(admin: Command): void {
  const messages = admin.command("messages").description("messages sent through the Contact form");

  withExamples(
    paging(
      messages
        .command("list")
        .description("Contact messages, newest first (open ones unless --status says otherwise)")
        .addOption(new Option("--status <status>", "which ones").choices(["open", "handled", "all"]).default("open"))
        .option("--search <text>", "name, email, company or text"),
    ).action(async (options: { status: "open"; search?: string; page: number; pageSize: number }, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx
        .client()
        .admin.messages.list({ status: options.status, page: options.page, page_size: options.pageSize, ...(options.search ? { q: options.search } : {}) });
      ctx.out.result(list, () =>
        formatTable(
          list.results,
          [
            { header: "ID", value: (m) => String(m.id) },
            { header: "DATE", value: (m) => day(m.created_at) },
            { header: "FROM", value: (m) => `${m.name} <${m.email}>` },
            { header: "CATEGORY", value: (m) => m.category },
            { header: "STATE", value: (m) => (m.handled_at ? "handled" : m.read_at ? "read" : "new") },
          ],
          ctx.out.colors,
        ),
      );
    }),
    ["greenpage admin messages list", "greenpage admin messages list --status all --search invoice --json"],
  );

  withExamples(
    messages
      .command("show <id>")
      .description("one message with its replies (marks it read)")
      .action(async (id: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const m = await ctx.client().admin.messages.get(id);
        ctx.out.result(m, () =>
          [
            formatRecord(
              [
                ["From", `${m.name} <${m.email}>`],
                ["Company", m.company ?? ""],
                ["Category", m.category],
                ["Language", m.locale],
                ["Sent", day(m.created_at)],
                ["Handled", m.handled_at ? `${day(m.handled_at)} by ${m.handled_by ?? "?"}` : "no"],
              ],
              ctx.out.colors,
            ),
            "",
            m.message,
            ...m.replies.flatMap((r) => ["", `— ${r.author_name}, ${day(r.created_at)}:`, r.body]),
          ].join("\n"),
        );
      }),
    ["greenpage admin messages show 12"],
  );

  withExamples(
    messages
      .command("handled <id>")
      .description("mark a message handled (--reopen: open again)")
      .option("--reopen", "open it again")
      .action(async (id: string, options: { reopen?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const m = options.reopen ? await client.admin.messages.reopen(id) : await client.admin.messages.markHandled(id);
        ctx.out.result(m, () => `Message ${m.id} is ${m.handled_at ? "handled" : "open"}.`);
      }),
    ["greenpage admin messages handled 12", "greenpage admin messages handled 12 --reopen"],
  );

  withExamples(
    messages
      .command("reply <id>")
      .description("mail a reply to the sender, in their language, and mark the message handled")
      .requiredOption("--body <text>", "the reply")
      .action(async (id: string, options: { body: string }, command: Command) => {
        const ctx = contextOf(command);
        const m = await ctx.client().admin.messages.reply(id, options.body);
        ctx.out.result(m, () => `Replied to ${m.email} (${m.locale}); message ${m.id} is handled.`);
      }),
    ["greenpage admin messages reply 12 --body 'Yes, yearly billing is available.'"],
  );

  const subscribers = admin.command("subscribers").description("newsletter subscribers");
  const statuses = () => new Option("--status <status>", "only these").choices(["pending", "confirmed", "unsubscribed"]);

  withExamples(
    paging(
      subscribers.command("list").description("subscribers, newest first, with the count per status").addOption(statuses()).option("--search <text>", "email"),
    ).action(async (options: { status?: "confirmed"; search?: string; page: number; pageSize: number }, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx.client().admin.subscribers.list({
        page: options.page,
        page_size: options.pageSize,
        ...(options.status ? { status: options.status } : {}),
        ...(options.search ? { q: options.search } : {}),
      });
      ctx.out.result(list, () =>
        [
          `${list.counts.confirmed} confirmed, ${list.counts.pending} pending, ${list.counts.unsubscribed} unsubscribed`,
          formatTable(
            list.results,
            [
              { header: "ID", value: (s) => String(s.id) },
              { header: "EMAIL", value: (s) => s.email },
              { header: "STATUS", value: (s) => s.status },
              { header: "LANG", value: (s) => s.locale },
              { header: "SINCE", value: (s) => day(s.created_at) },
            ],
            ctx.out.colors,
          ),
        ].join("\n"),
      );
    }),
    ["greenpage admin subscribers list", "greenpage admin subscribers list --status confirmed --json"],
  );

  withExamples(
    subscribers
      .command("export")
      .description("subscribers as CSV on stdout")
      .addOption(statuses())
      .action(async (options: { status?: "confirmed" }, command: Command) => {
        const ctx = contextOf(command);
        process.stdout.write(await ctx.client().admin.subscribers.export(options.status ? { status: options.status } : {}));
      }),
    ["greenpage admin subscribers export --status confirmed > subscribers.csv"],
  );

  withExamples(
    subscribers
      .command("remove <id>")
      .description("remove a subscriber for good (the audit log keeps the address)")
      .action(async (id: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        await ctx.client().admin.subscribers.remove(id);
        ctx.out.result({ removed: Number(id) }, () => `Removed subscriber ${id}.`);
      }),
    ["greenpage admin subscribers remove 7"],
  );
}
