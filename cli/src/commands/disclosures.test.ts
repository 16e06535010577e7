import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const handle = `discl-${Date.now().toString(36)}`.slice(0, 20);

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
type Ref = { framework: string; disclosure: string; source?: string };
type Listed = { initiatives: { content_id: number; disclosures: Ref[]; suggestions: Ref[] }[] };
const refs = (list: Ref[]) => list.map((r) => `${r.framework}:${r.disclosure}`);

beforeAll(async () => {
  world = await startCliWorld();
  const owner = await newOwner(world.apiUrl);
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["pages", "create", handle]);
  await ok(["contents", "add", handle, "--file", "-"], {
    input: JSON.stringify({ title_json: { en: "Scope 3 screening of our value chain emissions", ja: "スコープ3排出量の算定" } }),
  });
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage disclosures", () => {
  it("lists suggestions, confirms one and rejects another by framework:code", async () => {
    const listed = (await ok(["disclosures", "list", handle, "--json"])).json<Listed>();
    const [item] = listed.initiatives;
    expect(refs(item!.suggestions)).toContain("gri:305-3");
    const table = await ok(["disclosures", "list", handle]);
    expect(table.stdout).toMatch(/ID\s+INITIATIVE\s+STATE\s+DISCLOSURE\s+CONFIDENCE\s+TITLE/);
    expect(table.stdout).toMatch(/suggested\s+gri:305-3\s+\d\.\d\d\s+Other indirect \(Scope 3\) GHG emissions/);

    const confirmed = await ok(["disclosures", "confirm", handle, String(item!.content_id), "gri:305-3", "sdgs:13.2"]);
    expect(confirmed.stdout).toContain("Confirmed gri:305-3, sdgs:13.2 for initiative");
    await ok(["disclosures", "reject", handle, String(item!.content_id), "gri:305-1"]);
    const [after] = (await ok(["disclosures", "list", handle, "--json"])).json<Listed>().initiatives;
    expect(refs(after!.disclosures)).toEqual(["gri:305-3", "sdgs:13.2"]);
    expect(refs(after!.suggestions)).not.toContain("gri:305-1");
    expect((await ok(["disclosures", "list", handle])).stdout).toMatch(/confirmed\s+gri:305-3/);
  });

  it("says the API's words for an unknown code (exit 1) and the form of a ref (exit 2)", async () => {
    const [item] = (await ok(["disclosures", "list", handle, "--json"])).json<Listed>().initiatives;
    const unknown = await world.cli(["disclosures", "confirm", handle, String(item!.content_id), "gri:999-9"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Select a disclosure of this framework.");
    const malformed = await world.cli(["disclosures", "confirm", handle, String(item!.content_id), "305-1"]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain("framework:code");
  });
});
