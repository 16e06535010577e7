import { type ActivityItem, type GreenpageClient, type InvitedRole, joinToken, LANGUAGE_CODES, type LanguageCode, type MembersView } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { withExamples } from "../lib/help.ts";
import { languageCode, parseIds, positiveWhole } from "../lib/input.ts";
import { findMember } from "../lib/members.ts";
import { type Colors, day, formatTable, localized, minute } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";
import { registerOwnership } from "./ownership.ts";

// Roles and the bounds of --uses, --days and --limit are passed through as typed: the API checks them and
// answers in its own words ("Choose editor or viewer."), so the CLI keeps no copy of the rules.
const asRole = (role: string) => role as InvitedRole;

/** "2 of 5 on Plus": members plus the seats live links hold, against the plan's team users. */
export function allowanceLine(allowance: MembersView["allowance"]): string {
  const plan = localized(allowance.plan.name_json) || allowance.plan.code;
  const of = allowance.limit === null ? `${allowance.used} (unlimited)` : `${allowance.used} of ${allowance.limit}`;
  const held = allowance.pending > 0 ? `; ${allowance.pending} held by invite links` : "";
  return `Team users: ${of} on ${plan}${held}`;
}

function formatMembersView(view: MembersView, colors: Colors): string {
  const sections = [
    formatTable(
      view.members,
      [
        { header: "NAME", value: (m) => (m.is_me ? `${m.name} (you)` : m.name) },
        { header: "EMAIL", value: (m) => m.email },
        { header: "ROLE", value: (m) => m.role },
        { header: "JOINED", value: (m) => day(m.joined_at) },
      ],
      colors,
    ),
  ];
  if (view.invitations.length > 0) {
    sections.push(
      formatTable(
        view.invitations,
        [
          { header: "INVITATION", value: (i) => i.id },
          { header: "ROLE", value: (i) => i.role },
          { header: "USES", value: (i) => `${i.uses}/${i.max_uses}` },
          { header: "EXPIRES", value: (i) => day(i.expires_at) },
          { header: "LINK", value: (i) => i.url },
        ],
        colors,
      ),
    );
  }
  const lines = [allowanceLine(view.allowance)];
  if (view.transfer) lines.push(`Handover: offered to ${view.transfer.to.name}, waiting until ${day(view.transfer.expires_at)}`);
  return [...sections, lines.join("\n")].join("\n\n");
}

type ActivityPage = Awaited<ReturnType<GreenpageClient["members"]["activity"]>>;

/** An activity line's item: its label in the language asked for (else the other one), else its type and id. */
function itemOf(line: ActivityItem, language: LanguageCode): string {
  const label = localized(line.item_label, language);
  if (label) return label;
  return [line.item_type, line.item_id].filter(Boolean).join(" ");
}

/** The activity as a table, or a sentence when there is none to show. */
export function formatActivity(activity: ActivityPage, handle: string, language: LanguageCode, colors: Colors): string {
  if (activity.count === 0) return `Nothing has changed on ${handle} in the last 90 days.`;
  if (activity.results.length === 0) return `Page ${activity.page} is past the last of ${activity.count} lines.`;
  return formatTable(
    activity.results,
    [
      { header: "TIME", value: (l) => minute(l.created_at) },
      { header: "ACTOR", value: (l) => l.actor.name },
      { header: "ACTION", value: (l) => l.action },
      { header: "ITEM", value: (l) => itemOf(l, language) },
    ],
    colors,
  );
}

type InviteOptions = { role: string; uses?: number; days?: number; email?: string; language?: LanguageCode };
type ActivityOptions = { page?: number; limit?: number; language?: LanguageCode };

/** A page's team: who is on it, invite links, roles, leaving, handing over, activity; `greenpage join` takes a link. */
export function registerMembers(program: Command): void {
  const members = program.command("members").description("a page's team: list, invite, role, remove, revoke, leave, transfer, accept, activity");

  withExamples(
    members
      .command("list <handle>")
      .description("members, live invite links (owner only) and the plan's team users")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const view = await client.members.list(page.id);
        ctx.out.result(view, () => formatMembersView(view, ctx.out.colors));
      }),
    ["greenpage members list midori-coffee", "greenpage members list midori-coffee --json | jq '.allowance'"],
  );

  withExamples(
    members
      .command("invite <handle>")
      .description("make an invite link (owner) and print it; members and unused seats count against the plan")
      .requiredOption("--role <role>", "editor (changes the page) or viewer (reads the dashboard)")
      .option("--uses <n>", "how many people can join with it (default 1)", positiveWhole("--uses"))
      .option("--days <n>", "days until it expires (default 7)", positiveWhole("--days"))
      .option("--email <address>", "also mail the link here")
      .option("--language <code>", `the mail's language: ${LANGUAGE_CODES.join(" or ")} (default en)`, languageCode)
      .action(async (handle: string, options: InviteOptions, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const invitation = await client.members.invite(page.id, {
          role: asRole(options.role),
          ...(options.uses ? { max_uses: options.uses } : {}),
          ...(options.days ? { expires_in_days: options.days } : {}),
          ...(options.email ? { email: options.email } : {}),
          ...(options.language ? { language: options.language } : {}),
        });
        const uses = invitation.max_uses === 1 ? "1 person" : `${invitation.max_uses} people`;
        ctx.out.note(`${uses} can join ${page.handle} as ${invitation.role} with this link until ${day(invitation.expires_at)}:`);
        ctx.out.result(invitation, () => invitation.url);
      }),
    [
      "greenpage members invite midori-coffee --role editor",
      "greenpage members invite midori-coffee --role viewer --uses 3 --days 14 --email hana@example.com --language ja",
      "greenpage members invite midori-coffee --role viewer | pbcopy",
    ],
  );

  withExamples(
    members
      .command("role <handle> <member> <role>")
      .description("make a member (email or user id) an editor or a viewer (owner)")
      .action(async (handle: string, wanted: string, role: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const member = await findMember(client, page.id, page.handle, wanted);
        const changed = await client.members.setRole(page.id, member.user_id, asRole(role));
        ctx.out.result(changed, () => `${changed.email} is now ${changed.role} on ${page.handle}.`);
      }),
    ["greenpage members role midori-coffee hana@example.com viewer"],
  );

  withExamples(
    members
      .command("remove <handle> <member>")
      .description("take a member (email or user id) off the page (owner; not the owner)")
      .action(async (handle: string, wanted: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const member = await findMember(client, page.id, page.handle, wanted);
        await client.members.remove(page.id, member.user_id);
        ctx.out.result({ removed: member.user_id, email: member.email }, () => `Removed ${member.email} from ${page.handle}.`);
      }),
    ["greenpage members remove midori-coffee hana@example.com"],
  );

  withExamples(
    members
      .command("revoke <handle> <invitation>")
      .description("revoke an invite link by its id (from `members list`): its unused seats are free again")
      .action(async (handle: string, invitation: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const [id] = parseIds([invitation], "Invitation");
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        await client.members.revokeInvitation(page.id, id!);
        ctx.out.result({ revoked: id }, () => `Revoked invitation ${id} of ${page.handle}.`);
      }),
    ["greenpage members revoke midori-coffee 12"],
  );

  withExamples(
    members
      .command("leave <handle>")
      .description("leave a page you are a member of (the owner hands it over first)")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        await client.members.leave(page.id);
        ctx.out.result({ left: page.id, handle: page.handle }, () => `You left ${page.handle}.`);
      }),
    ["greenpage members leave midori-coffee"],
  );

  registerOwnership(members);

  withExamples(
    members
      .command("activity <handle>")
      .description("who changed what on the page, newest first (kept 90 days; times in UTC)")
      .option("--page <n>", "page of results (default 1)", positiveWhole("--page"))
      .option("--limit <n>", "lines per page (default 20, at most 100)", positiveWhole("--limit"))
      .option("--language <code>", `the items' titles in ${LANGUAGE_CODES.join(" or ")} (default en; else the other)`, languageCode)
      .action(async (handle: string, options: ActivityOptions, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const activity = await client.members.activity(page.id, {
          ...(options.page ? { page: options.page } : {}),
          ...(options.limit ? { page_size: options.limit } : {}),
        });
        const first = (activity.page - 1) * activity.page_size;
        if (activity.count > first + activity.results.length) {
          ctx.out.note(`Lines ${first + 1}–${first + activity.results.length} of ${activity.count}; --page ${activity.page + 1} shows more.`);
        }
        ctx.out.result(activity, () => formatActivity(activity, page.handle, options.language ?? "en", ctx.out.colors));
      }),
    [
      "greenpage members activity midori-coffee",
      "greenpage members activity midori-coffee --page 2 --limit 50 --language ja",
      "greenpage members activity midori-coffee --json | jq '.results[].action'",
    ],
  );

  withExamples(
    program
      .command("join <link>")
      .description("join a page with an invite link (or its token)")
      .action(async (link: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const joined = await ctx.client().members.join(joinToken(link));
        ctx.out.result(joined, () =>
          joined.joined ? `Joined ${joined.handle} as ${joined.role}.` : `You are already a member of ${joined.handle} (${joined.role}).`,
        );
      }),
    ["greenpage join https://greenpage.dev/join/…"],
  );
}
