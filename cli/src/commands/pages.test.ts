import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newApiKey, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
let owner: { email: string; password: string };
const handle = `doomed-${Date.now().toString(36)}`.slice(0, 20);

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const myHandles = async () => (await ok(["pages", "list", "--json"])).json<{ handle: string }[]>().map((p) => p.handle);

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["pages", "create", handle]);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage pages delete", () => {
  it("refuses without --yes (exit 2), saying what would go, before any call", async () => {
    for (const args of [[], ["--json"]]) {
      const result = await world.cli(["pages", "delete", handle, ...args]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`This would delete the page ${handle} and everything on it: its initiatives, news, forms and their answers, files,`);
      expect(result.stderr).toContain("add --yes to delete it.");
    }
    // Not even signed in: still the refusal, not "Not logged in".
    expect((await world.cli(["pages", "delete", handle], { home: "nobody" })).code).toBe(2);
    expect(await myHandles()).toEqual([handle]);
  });

  it("refuses an API key in the API's words (exit 1), and a page that is not yours", async () => {
    const key = await newApiKey(world.apiUrl, owner);
    const withKey = await world.cli(["pages", "delete", handle, "--yes"], { home: "key", env: { GREENPAGE_TOKEN: key } });
    expect(withKey.code).toBe(1);
    expect(withKey.stdout).toBe("");
    expect(withKey.stderr).toContain("Error: This action needs a signed-in session; an API key cannot be used for it.");
    const stranger = await world.cli(["pages", "delete", "greenpage-demo", "--yes"]);
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('You have no page "greenpage-demo"');
    expect(await myHandles()).toEqual([handle]);
    expect((await fetch(`${world.apiUrl}/api/v1/businesses/public/greenpage-demo/`)).status).toBe(200);
  });

  it("deletes the page with --yes, and says so in JSON with --json", async () => {
    expect((await ok(["pages", "delete", handle, "--yes"])).stdout).toBe(`Deleted ${handle} and everything on it.\n`);
    expect(await myHandles()).toEqual([]);
    // The account's one page is free again.
    const again = (await ok(["pages", "create", handle, "--json"])).json<{ id: number }>();
    expect((await ok(["pages", "delete", handle.toUpperCase(), "--yes", "--json"])).json()).toEqual({ deleted: again.id, handle });
    expect(await myHandles()).toEqual([]);
  });

  it("completes delete and --yes in bash", async () => {
    const script = (await ok(["completion", "bash"])).stdout;
    const complete = (line: string) =>
      spawnSync("bash", ["-c", `${script}\nCOMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _greenpage; echo "\${COMPREPLY[@]}"`], {
        encoding: "utf8",
      })
        .stdout.trim()
        .split(" ");
    expect(complete("greenpage pages ''")).toContain("delete");
    expect(complete("greenpage pages delete --y")).toEqual(["--yes"]);
  });
});
