import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityItem, MembersView, OwnershipTransfer } from "@greenpage/sdk";
import { type CliWorld, newApiKey, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
let owner: { email: string; password: string };
let member: { email: string; password: string };
let pageId: number;
const handle = `handover-${Date.now().toString(36)}`.slice(0, 20);
const asMember = { home: "member" };
const NONE_WAITING = "No handover of this page is waiting.";

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const refused = async (args: string[], code: number, words: string, options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(code);
  expect(result.stdout).toBe("");
  expect(result.stderr).toContain(words);
};
const view = async (options?: Parameters<CliWorld["cli"]>[1]) => (await ok(["members", "list", handle, "--json"], options)).json<MembersView>();

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
  member = await newOwner(world.apiUrl, "Cli Member");
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["login", "--email", member.email, "--password", member.password], asMember);
  pageId = (await ok(["pages", "create", handle, "--json"])).json<{ id: number }>().id;
  const link = (await ok(["members", "invite", handle, "--role", "editor"])).stdout.trim();
  await ok(["join", link], asMember);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage members transfer and accept", () => {
  it("refuses a transfer with no member or with --cancel too (exit 2), and in the API's words what it will not do (exit 1)", async () => {
    await refused(["members", "transfer", handle], 2, `Name the member to offer ${handle} to`);
    await refused(["members", "transfer", handle, member.email, "--cancel"], 2, "not both");
    const key = await newApiKey(world.apiUrl, owner);
    await refused(["members", "transfer", handle, member.email], 1, "This action needs a signed-in session; an API key cannot be used for it.", {
      home: "key",
      env: { GREENPAGE_TOKEN: key },
    });
    await refused(["members", "transfer", handle, owner.email], 1, "user_id: You already own this page.");
    await refused(["members", "transfer", handle, "nobody@example.com"], 1, `No member "nobody@example.com" on ${handle}`);
    await refused(["members", "transfer", handle, "--cancel"], 1, NONE_WAITING);
    await refused(["members", "accept", handle], 1, NONE_WAITING, asMember);
    await refused(["members", "accept", handle, "--decline", "--json"], 1, NONE_WAITING, asMember);
    expect((await view()).transfer).toBeNull();
  });

  it("offers the page, withdraws the offer, offers again; the member declines, then accepts and owns it", async () => {
    const offered = await ok(["members", "transfer", handle, member.email.toUpperCase()]);
    expect(offered.stdout).toMatch(
      new RegExp(`^Offered ${handle} to Cli Member \\(${member.email}\\) until \\d{4}-\\d\\d-\\d\\d; .*\`greenpage members accept ${handle}\``),
    );
    expect((await ok(["members", "list", handle])).stdout).toMatch(/\nHandover: offered to Cli Member, waiting until \d{4}-\d\d-\d\d\n$/);
    await refused(["members", "accept", handle], 1, "Only the member the page was offered to can accept or decline it.");
    expect((await ok(["members", "transfer", handle, "--cancel"])).stdout).toBe(`Withdrew the offer of ${handle}.\n`);
    expect((await view()).transfer).toBeNull();

    const memberId = (await view()).members.find((m) => m.email === member.email)!.user_id;
    const offer = (await ok(["members", "transfer", handle, memberId, "--json"])).json<OwnershipTransfer>();
    expect(offer).toMatchObject({ from: { name: "Cli Owner" }, to: { user_id: memberId, name: "Cli Member" } });
    expect((await ok(["members", "accept", handle, "--decline", "--json"], asMember)).json()).toEqual({ declined: pageId, handle });
    expect((await view()).transfer).toBeNull();

    await ok(["members", "transfer", handle, member.email]);
    expect((await ok(["members", "accept", handle], asMember)).stdout).toBe(`You own ${handle} now; its previous owner is an editor.\n`);
    expect((await view(asMember)).members.map((m) => [m.email, m.role])).toEqual([
      [member.email, "owner"],
      [owner.email, "editor"],
    ]);
    const actions = (await ok(["members", "activity", handle, "--json"])).json<{ results: ActivityItem[] }>().results.map((l) => l.action);
    expect(actions.slice(0, 6)).toEqual([
      "ownership.accept",
      "ownership.offer",
      "ownership.decline",
      "ownership.offer",
      "ownership.withdraw",
      "ownership.offer",
    ]);

    // The new owner hands it back, and the old one accepts with --json.
    await ok(["members", "transfer", handle, owner.email], asMember);
    expect((await ok(["members", "accept", handle, "--json"])).json()).toEqual({ accepted: pageId, handle });
    expect((await view()).my_role).toBe("owner");
  });
});
