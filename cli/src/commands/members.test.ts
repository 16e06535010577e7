import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityItem, MembersView, TeamInvitation } from "@greenpage/sdk";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { colorsFor } from "../lib/output.ts";
import { allowanceLine, formatActivity } from "./members.ts";

let world: CliWorld;
let owner: { email: string; password: string };
let joiner: { email: string; password: string };
const handle = `team-${Date.now().toString(36)}`.slice(0, 20);
const asJoiner = { home: "joiner" };
const FULL_TEAM = "This team has reached the maximum number of users (2) for its plan. Upgrade to add more.";

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const listed = async () => (await ok(["members", "list", handle, "--json"])).json<MembersView>();

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
  joiner = await newOwner(world.apiUrl, "Cli Joiner");
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["login", "--email", joiner.email, "--password", joiner.password], asJoiner);
  await ok(["pages", "create", handle]);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage members", () => {
  it("says when nothing has changed on the page yet", async () => {
    expect((await ok(["members", "activity", handle])).stdout).toBe(`Nothing has changed on ${handle} in the last 90 days.\n`);
  });

  it("invites by link, the invited user joins, the owner lists, changes their role and removes them", async () => {
    const invite = await ok(["members", "invite", handle, "--role", "editor"]);
    // Only the link on stdout, so it can be piped; the explanation on stderr.
    expect(invite.stdout).toMatch(/^http\S+\/join\/\S+\n$/);
    expect(invite.stderr).toMatch(new RegExp(`^1 person can join ${handle} as editor with this link until \\d{4}-\\d\\d-\\d\\d:`));
    const link = invite.stdout.trim();
    const pending = await ok(["members", "list", handle]);
    expect(pending.stdout).toMatch(/INVITATION\s+ROLE\s+USES\s+EXPIRES\s+LINK\n\d+\s+editor\s+0\/1\s+\d{4}-\d\d-\d\d\s+http\S+\/join\//);
    expect(pending.stdout).toContain("Team users: 2 of 2 on Starter; 1 held by invite links");

    expect((await ok(["join", link], asJoiner)).stdout).toBe(`Joined ${handle} as editor.\n`);
    expect((await ok(["join", link], asJoiner)).stdout).toBe(`You are already a member of ${handle} (editor).\n`);

    const table = await ok(["members", "list", handle]);
    const lines = table.stdout.split("\n");
    expect(lines[0]).toMatch(/^NAME\s+EMAIL\s+ROLE\s+JOINED$/);
    expect(lines[1]).toMatch(new RegExp(`^Cli Owner \\(you\\)\\s+${owner.email}\\s+owner\\s+\\d{4}-\\d\\d-\\d\\d$`));
    expect(lines[2]).toMatch(new RegExp(`^Cli Joiner\\s+${joiner.email}\\s+editor\\s+\\d{4}-\\d\\d-\\d\\d$`));
    expect(table.stdout).not.toContain("INVITATION");
    expect(table.stdout).toMatch(/\n\nTeam users: 2 of 2 on Starter\n$/);
    const view = await listed();
    expect(view.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [joiner.email, "editor"],
    ]);
    expect(view.allowance).toMatchObject({ used: 2, members: 2, pending: 0, limit: 2, plan: { code: "starter" } });

    // A member by email in any case, or by user id.
    expect((await ok(["members", "role", handle, joiner.email.toUpperCase(), "viewer"])).stdout).toBe(`${joiner.email} is now viewer on ${handle}.\n`);
    const joinerId = view.members[1]!.user_id;
    expect((await ok(["members", "role", handle, joinerId, "editor", "--json"])).json()).toMatchObject({ user_id: joinerId, role: "editor" });

    const unknown = await world.cli(["members", "remove", handle, "nobody@example.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toContain(`Error: No member "nobody@example.com" on ${handle} (members: ${owner.email}, ${joiner.email}).`);
    expect((await world.cli(["members", "role", handle, "nobody", "viewer"])).code).toBe(1);

    expect((await ok(["members", "remove", handle, joiner.email])).stdout).toBe(`Removed ${joiner.email} from ${handle}.\n`);
    expect((await listed()).members.map((m) => m.email)).toEqual([owner.email]);
    expect((await ok(["pages", "list", "--json"], asJoiner)).json()).toEqual([]);
  });

  it("refuses an invitation to a full team in the API's words and exits 1; revoking frees the seat", async () => {
    const invitation = (await ok(["members", "invite", handle, "--role", "viewer", "--days", "3", "--json"])).json<TeamInvitation>();
    expect(invitation).toMatchObject({ role: "viewer", max_uses: 1, uses: 0, state: "active" });
    expect((await listed()).invitations.map((i) => i.id)).toEqual([invitation.id]);

    for (const args of [[], ["--json"]]) {
      const full = await world.cli(["members", "invite", handle, "--role", "editor", ...args]);
      expect(full.code).toBe(1);
      expect(full.stdout).toBe("");
      expect(full.stderr).toContain(`Error: ${FULL_TEAM}`);
    }
    const badRole = await world.cli(["members", "invite", handle, "--role", "owner"]);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("role: Choose editor or viewer.");
    for (const bad of [
      ["--uses", "0"],
      ["--language", "fr"],
    ]) {
      expect((await world.cli(["members", "invite", handle, "--role", "editor", ...bad])).code, bad.join(" ")).toBe(2);
    }

    expect((await ok(["members", "revoke", handle, String(invitation.id)])).stdout).toBe(`Revoked invitation ${invitation.id} of ${handle}.\n`);
    expect((await listed()).invitations).toEqual([]);
    const refused = await world.cli(["join", invitation.url], asJoiner);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("This invitation was revoked. Ask the page owner for a new link.");
  });

  it("mails the link in the chosen language; the member joins from the mail and leaves; the owner cannot", async () => {
    const link = (await ok(["members", "invite", handle, "--role", "viewer", "--email", joiner.email, "--language", "ja"])).stdout.trim();
    const mails = (await (await fetch(`${world.apiUrl}/api/v1/dev/mail/?to=${encodeURIComponent(joiner.email)}`)).json()) as {
      subject: string;
      links: string[];
    }[];
    expect(mails[0]).toMatchObject({ subject: `Greenpage の ${handle} に参加しませんか`, links: expect.arrayContaining([link]) });
    expect((await ok(["join", mails[0]!.links[0]!, "--json"], asJoiner)).json()).toMatchObject({ handle, role: "viewer", joined: true });
    expect((await ok(["members", "leave", handle], asJoiner)).stdout).toBe(`You left ${handle}.\n`);
    expect((await listed()).members).toHaveLength(1);
    const ownerLeaves = await world.cli(["members", "leave", handle]);
    expect(ownerLeaves.code).toBe(1);
    expect(ownerLeaves.stderr).toContain("You own this page, so you cannot leave it");
  });

  it("lists the activity newest first, a page at a time, items in the language asked for or else the other", async () => {
    await ok(["categories", "add", handle, "--name", "en=Climate", "--name", "ja=気候"]);
    const invitation = (await ok(["members", "invite", handle, "--role", "viewer", "--email", "mika@example.com", "--json"])).json<TeamInvitation>();
    const line = (actor: string, action: string, item: string) =>
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+${actor}\\s+${action.replace(".", "\\.")}\\s+${item}$`);

    const table = await ok(["members", "activity", handle, "--limit", "2"]);
    const [header, ...rows] = table.stdout.trimEnd().split("\n");
    expect(header).toMatch(/^TIME\s+ACTOR\s+ACTION\s+ITEM$/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(line("Cli Owner", "member.invite", "mika@example.com"));
    expect(rows[1]).toMatch(line("Cli Owner", "category.create", "Climate"));
    expect(table.stderr).toMatch(/^Lines 1–2 of \d+; --page 2 shows more.\n$/);
    // Japanese where there is some; the invitation's label is English only.
    const ja = (await ok(["members", "activity", handle, "--limit", "2", "--language", "ja"])).stdout.split("\n");
    expect(ja[1]).toMatch(line("Cli Owner", "member.invite", "mika@example.com"));
    expect(ja[2]).toMatch(line("Cli Owner", "category.create", "気候"));
    expect((await ok(["members", "activity", handle, "--page", "2", "--limit", "1"])).stdout.split("\n")[1]).toMatch(
      line("Cli Owner", "category.create", "Climate"),
    );

    const json = await ok(["members", "activity", handle, "--limit", "1", "--json"]);
    expect(json.stderr).toBe("");
    const first = json.json<{ count: number; page: number; page_size: number; results: ActivityItem[] }>();
    expect(first).toMatchObject({ page: 1, page_size: 1, results: [{ action: "member.invite", actor: { name: "Cli Owner" }, item_type: "invitation" }] });
    expect(first.results[0]).toMatchObject({ item_id: String(invitation.id), item_label: { en: "mika@example.com" } });
    expect((await ok(["members", "activity", handle, "--page", "1000", "--json"])).json()).toMatchObject({ count: first.count, results: [] });
    expect((await ok(["members", "activity", handle, "--page", "1000"])).stdout).toBe(`Page 1000 is past the last of ${first.count} lines.\n`);

    const tooMany = await world.cli(["members", "activity", handle, "--limit", "500"]);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toContain("page_size: Page size must be between 1 and 100.");
    for (const bad of [
      ["--limit", "0"],
      ["--page", "two"],
      ["--language", "fr"],
    ]) {
      expect((await world.cli(["members", "activity", handle, ...bad])).code, bad.join(" ")).toBe(2);
    }
    const stranger = await world.cli(["members", "activity", "greenpage-demo"], asJoiner);
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('You have no page "greenpage-demo"');
    await ok(["members", "revoke", handle, String(invitation.id)]);
  });

  it("completes the members commands in bash", async () => {
    const script = (await ok(["completion", "bash"])).stdout;
    const words = spawnSync("bash", ["-c", `${script}\nCOMP_WORDS=(greenpage members ''); COMP_CWORD=2; _greenpage; echo "\${COMPREPLY[@]}"`], {
      encoding: "utf8",
    }).stdout.trim();
    expect(words.split(" ")).toEqual(expect.arrayContaining(["list", "invite", "role", "remove", "revoke", "leave", "transfer", "accept", "activity"]));
  });
});

describe("allowanceLine", () => {
  const allowance = (limit: number | null, pending: number): MembersView["allowance"] => ({
    used: 3,
    members: 3 - pending,
    pending,
    limit,
    plan: { code: "plus", name_json: { en: "Plus" } },
  });

  it("says how many of the plan's team users are taken, and when there is no limit", () => {
    expect(allowanceLine(allowance(5, 0))).toBe("Team users: 3 of 5 on Plus");
    expect(allowanceLine(allowance(5, 1))).toBe("Team users: 3 of 5 on Plus; 1 held by invite links");
    expect(allowanceLine(allowance(null, 0))).toBe("Team users: 3 (unlimited) on Plus");
  });
});

describe("formatActivity", () => {
  const line = (action: string, item: Partial<ActivityItem>): ActivityItem => ({
    id: 1,
    actor: { user_id: "u1", name: "Hana" },
    action,
    item_type: null,
    item_id: null,
    item_label: null,
    created_at: "2026-11-25T14:03:09.120Z",
    ...item,
  });
  const lines = [
    line("initiative.update", { item_type: "initiative", item_id: "42", item_label: { en: "Solar roof", ja: "屋上太陽光" } }),
    line("member.join", { item_type: "member", item_id: "u2", item_label: { en: "Ken" } }),
    line("category.delete", { item_type: "category", item_id: "7" }),
    line("ownership.withdraw", {}),
  ];
  const table = (language: "en" | "ja") =>
    formatActivity({ count: 4, page: 1, page_size: 20, results: lines }, "midori-coffee", language, colorsFor(process.stdout, { color: false })).split("\n");

  it("names each item by its label in the language asked for, else the other language, else its type and id", () => {
    expect(table("en")).toEqual([
      "TIME              ACTOR  ACTION              ITEM",
      "2026-11-25 14:03  Hana   initiative.update   Solar roof",
      "2026-11-25 14:03  Hana   member.join         Ken",
      "2026-11-25 14:03  Hana   category.delete     category 7",
      "2026-11-25 14:03  Hana   ownership.withdraw",
    ]);
    expect(table("ja")[1]).toMatch(/initiative\.update\s+屋上太陽光$/);
    expect(table("ja")[2]).toMatch(/member\.join\s+Ken$/);
  });
});
