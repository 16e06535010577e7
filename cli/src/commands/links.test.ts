import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const handle = `links-${Date.now().toString(36)}`.slice(0, 20);

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
type Block = { id: number; title_json: { en?: string; ja?: string }; url: string; icon: string | null; is_hidden: boolean; clicks_30d: number };
const blocks = async () => (await ok(["links", "list", handle, "--json"])).json<Block[]>();

beforeAll(async () => {
  world = await startCliWorld();
  const owner = await newOwner(world.apiUrl);
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["pages", "create", handle]);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage links", () => {
  it("adds from a file, lists, updates, reorders and removes a page's link blocks", async () => {
    const added = await ok(["links", "add", handle, "--file", "-"], {
      input: JSON.stringify([
        { title_json: { en: "Shop", ja: "ショップ" }, url: "example.com/shop", icon: "shop" },
        { title_json: { en: "Report" }, url: "https://example.com/report" },
        { title_json: { en: "Blog" }, url: "blog.example.com" },
      ]),
    });
    expect(added.stdout).toContain("Added link");
    expect(added.stdout).toContain("Shop → https://example.com/shop");
    const [shop, report, blog] = await blocks();
    expect([shop!.url, report!.url, blog!.url]).toEqual(["https://example.com/shop", "https://example.com/report", "https://blog.example.com"]);

    const table = await ok(["links", "list", handle]);
    expect(table.stdout).toMatch(/ID\s+TITLE\s+URL\s+ICON\s+SHOWN\s+CLICKS 30D/);
    expect(table.stdout).toMatch(/Shop\s+https:\/\/example\.com\/shop\s+shop\s+yes\s+0/);

    await ok(["links", "update", handle, String(report!.id), "--set", "title.ja=報告書", "--set", "is_hidden=true", "--set", "icon=document"]);
    const updated = (await blocks()).find((b) => b.id === report!.id)!;
    expect(updated).toMatchObject({ title_json: { en: "Report", ja: "報告書" }, is_hidden: true, icon: "document" });

    await ok(["links", "reorder", handle, String(blog!.id), String(shop!.id), String(report!.id)]);
    expect((await blocks()).map((b) => b.id)).toEqual([blog!.id, shop!.id, report!.id]);
    const partial = await world.cli(["links", "reorder", handle, String(blog!.id)]);
    expect(partial.code).not.toBe(0);

    await ok(["links", "remove", handle, String(blog!.id)]);
    expect((await blocks()).map((b) => b.id)).toEqual([shop!.id, report!.id]);
  });

  it("says the API's words for a refused link (exit 1)", async () => {
    const refused = await world.cli(["links", "add", handle, "--file", "-"], {
      input: JSON.stringify({ title_json: { en: "Bad" }, url: "javascript:alert(1)" }),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("URL must start with https:// or http://.");
  });
});
