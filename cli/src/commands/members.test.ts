import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembersView, TeamInvitation } from "@greenpage/sdk";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { allowanceLine } from "./members.ts";

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

  it("completes the members commands in bash", async () => {
    const script = (await ok(["completion", "bash"])).stdout;
    const words = spawnSync("bash", ["-c", `${script}\nCOMP_WORDS=(greenpage members ''); COMP_CWORD=2; _greenpage; echo "\${COMPREPLY[@]}"`], {
      encoding: "utf8",
    }).stdout.trim();
    expect(words.split(" ")).toEqual(expect.arrayContaining(["list", "invite", "role", "remove", "revoke", "leave"]));
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
