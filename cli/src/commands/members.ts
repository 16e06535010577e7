import { type GreenpageClient, type InvitedRole, joinToken, LANGUAGE_CODES, type LanguageCode, type Member, type MembersView } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { CliError, UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { parseIds } from "../lib/input.ts";
import { type Colors, day, formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

// Roles and the bounds of --uses and --days are passed through as typed: the API checks them and
// answers in its own words ("Choose editor or viewer."), so the CLI keeps no copy of the rules.
const asRole = (role: string) => role as InvitedRole;
// The language is checked here, against the SDK's list: the API's answer for a wrong one names no language.
const language = (value: string): LanguageCode => {
  const found = LANGUAGE_CODES.find((code) => code === value.toLowerCase());
  if (!found) throw new UsageError(`--language is one of ${LANGUAGE_CODES.join(", ")} (got "${value}").`);
  return found;
};
const count = (name: string) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${name} is a whole number, 1 or more (got "${value}").`);
  return number;
};

/** A member by email (any case) or user id; commands take what a person knows, the API takes the id. */
async function findMember(client: GreenpageClient, pageId: number, handle: string, wanted: string): Promise<Member> {
  const { members } = await client.members.list(pageId);
  const key = wanted.trim().toLowerCase();
  const member = members.find((m) => m.email.toLowerCase() === key || m.user_id === wanted.trim());
  if (!member) throw new CliError(`No member "${wanted}" on ${handle} (members: ${members.map((m) => m.email).join(", ")}).`);
  return member;
}

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

type InviteOptions = { role: string; uses?: number; days?: number; email?: string; language?: LanguageCode };

/** A page's team: who is on it, invite links, roles, removing and leaving; `greenpage join` takes a link. */
export function registerMembers(program: Command): void {
  const members = program.command("members").description("a page's team: list, invite, role, remove, revoke, leave");

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
      .option("--uses <n>", "how many people can join with it (default 1)", count("--uses"))
      .option("--days <n>", "days until it expires (default 7)", count("--days"))
      .option("--email <address>", "also mail the link here")
      .option("--language <code>", `the mail's language: ${LANGUAGE_CODES.join(" or ")} (default en)`, language)
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
