import type { NotificationKind, NotificationSettings } from "@greenpage/sdk";
import { Argument, type Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { type Colors, formatTable } from "../lib/output.ts";

/** What each kind is about, for the table (the kinds themselves come from the server). */
const ABOUT: Record<string, string> = {
  feedback: "a stakeholder answered a feedback form",
  gate_opened: "a visitor opened a gated item",
  verification: "a verification was approved or rejected",
  plan: "your plan: failed payment, end, scheduled change",
};

/** The kinds with on or off, then the mails' language. */
export function formatNotifications(settings: NotificationSettings, colors: Colors): string {
  const rows = Object.entries(settings.kinds) as [NotificationKind, boolean][];
  const table = formatTable(
    rows,
    [
      { header: "KIND", value: ([kind]) => kind },
      { header: "MAILS", value: ([, on]) => (on ? colors.green("on") : colors.dim("off")) },
      { header: "ABOUT", value: ([kind]) => ABOUT[kind] ?? "" },
    ],
    colors,
  );
  return `${table}\nLanguage: ${settings.language ?? "the page's language"}`;
}

/**
 * `greenpage notifications list|set <kind> on|off|language <en|ja|page>`:
 * which notification mails the signed-in member gets, across their pages.
 */
export function registerNotifications(program: Command): void {
  const notifications = program.command("notifications").description("your notification mails: list, set a kind on or off, language");

  withExamples(
    notifications
      .command("list")
      .description("each kind of notification mail, on or off, and their language")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const settings = await ctx.client().notifications.settings();
        ctx.out.result(settings, () => formatNotifications(settings, ctx.out.colors));
      }),
    ["greenpage notifications list", "greenpage notifications list --json"],
  );

  withExamples(
    notifications
      .command("set <kind>")
      .addArgument(new Argument("<state>", "on or off").choices(["on", "off"]))
      .description("switch one kind of notification mail on or off")
      .action(async (kind: string, state: "on" | "off", _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const kinds = Object.keys((await client.notifications.settings()).kinds);
        if (!kinds.includes(kind)) throw new UsageError(`Unknown kind "${kind}". Kinds: ${kinds.join(", ")}.`);
        const settings = await client.notifications.set(kind as NotificationKind, state === "on");
        ctx.out.result(settings, () => `Mails about ${kind}: ${state}.`);
      }),
    ["greenpage notifications set feedback off", "greenpage notifications set gate_opened on"],
  );

  withExamples(
    notifications
      .command("language")
      .addArgument(new Argument("<language>", "en, ja, or page (the language of the page a mail is about)").choices(["en", "ja", "page"]))
      .description("the language of your notification mails")
      .action(async (language: "en" | "ja" | "page", _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const settings = await ctx.client().notifications.update({ language: language === "page" ? null : language });
        ctx.out.result(settings, () => `Notification mails in: ${settings.language ?? "the page's language"}.`);
      }),
    ["greenpage notifications language ja", "greenpage notifications language page"],
  );
}
