import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const stamp = Date.now().toString(36);
const handle = `tools-${stamp}`;
let owner: { email: string; password: string };

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const add = (kind: "contents" | "news", items: unknown[]) => ok([kind, "add", handle, "--file", "-", "--json"], { input: JSON.stringify(items) });
const contentsOf = async (page = handle) => (await ok(["contents", "list", page, "--json"])).json<{ id: number; title_json: { en: string } }[]>();

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
  await ok(["login", "--email", owner.email, "--password", owner.password]);
  await ok(["pages", "create", handle, "--name", "en=Tools Tea"]);
}, 120_000);
afterAll(async () => world?.stop());

describe("greenpage contents list", () => {
  it("names each item's category in the table (News for the default list); the JSON keeps the ids", async () => {
    const climate = (await ok(["categories", "add", handle, "--name", "en=Climate Action", "--json"])).json<{ id: number }[]>()[0]!.id;
    await add("contents", [
      { title_json: { en: "Solar roof" }, content_category_id: climate },
      { title_json: { en: "Shop opening" }, content_category_id: null },
    ]);
    const table = (await ok(["contents", "list", handle])).stdout.split("\n");
    expect(table.find((line) => line.includes("Solar roof"))).toContain("Climate Action");
    expect(table.find((line) => line.includes("Shop opening"))).toMatch(/\bNews\b/);
    expect(table.join("\n")).not.toMatch(new RegExp(`\\s${climate}\\s+\\d+\\s+Solar roof`));
    const json = (await ok(["contents", "list", handle, "--json"])).json<{ title_json: { en: string }; content_category_id: number | null }[]>();
    expect(json.map((c) => [c.title_json.en, c.content_category_id])).toEqual([
      ["Solar roof", climate],
      ["Shop opening", null],
    ]);
  });
});

describe("greenpage pages update --set style.*", () => {
  it("sets one style key and keeps the others, and refuses a key the style does not have", async () => {
    await ok(["pages", "update", handle, "--set", "style.theme=dark", "--set", "style.primary_color=#2F855A"]);
    const updated = (await ok(["pages", "update", handle, "--set", "style.font=serif", "--json"])).json<{ style: Record<string, string> }>();
    expect(updated.style).toEqual({ theme: "dark", primary_color: "#2f855a", font: "serif" });
    const unknown = await world.cli(["pages", "update", handle, "--set", "style.size=12"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown field "style.size". Fields of style: style.theme, style.primary_color, style.accent_color, style.font.');
    // The API's own rules still apply.
    const bad = await world.cli(["pages", "update", handle, "--set", "style.font=comic"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("style.font");
  });
});

describe("greenpage import --replace", () => {
  it("restores a backup over a Starter page's content: refused without --replace, everything checked before anything goes", async () => {
    // Starter's ten initiatives, the page's own backup of them, then changes after it.
    const existing = (await contentsOf()).length;
    await add(
      "contents",
      Array.from({ length: 10 - existing }, (_, i) => ({ title_json: { en: `Backed up ${i + 1}` }, content_category_id: null })),
    );
    await add("news", [{ title_json: { en: "Backed-up news" }, date: "2025-04-01" }]);
    const backup = join(world.work, "backup");
    await ok(["export", handle, "--format", "json", "--out", backup]);
    const saved = (await contentsOf()).map((c) => c.title_json.en);
    await ok(["contents", "remove", handle, String((await contentsOf())[0]!.id)]);
    await add("contents", [{ title_json: { en: "Written after the backup" } }]);
    await ok(["categories", "add", handle, "--name", "en=After"]);

    const refused = await world.cli(["import", handle, "--file", backup]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${handle} is not empty; import restores into an empty page`);
    expect(refused.stderr).toContain("Give --replace");

    const replaced = await ok(["import", handle, "--file", backup, "--replace"]);
    expect(replaced.stderr).toMatch(/Removed 2 categories, 10 contents, 1 news and 0 link blocks from/);
    expect((await contentsOf()).map((c) => c.title_json.en)).toEqual(saved);
    const categories = (await ok(["categories", "list", handle, "--json"])).json<{ name_json: { en?: string } | null }[]>();
    expect(categories.map((c) => c.name_json?.en ?? null)).toEqual(["Climate Action", "News"]);
    const news = (await ok(["news", "list", handle, "--json"])).json<{ title_json: { en: string } }[] | { results: { title_json: { en: string } }[] }>();
    expect(JSON.stringify(news)).toContain("Backed-up news");
  });

  it("refuses an export larger than the page's plan before removing anything", async () => {
    const big = join(world.work, "big.json");
    const backup = JSON.parse(readFileSync(join(world.work, "backup", "greenpage-page-export.json"), "utf8"));
    const extra = Array.from({ length: 3 }, (_, i) => ({ ...backup.contents[0], ref: `extra-${i}` }));
    writeFileSync(big, JSON.stringify({ ...backup, contents: [...backup.contents, ...extra] }));
    const before = await contentsOf();
    const result = await world.cli(["import", handle, "--file", big, "--replace"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The export does not fit");
    expect(result.stderr).toContain("13 initiatives (the plan allows 10)");
    expect(await contentsOf()).toEqual(before);
  });

  it("writes the page's own fields before removing anything: a field the API refuses leaves the content in place", async () => {
    const bad = join(world.work, "bad-field.json");
    const backup = JSON.parse(readFileSync(join(world.work, "backup", "greenpage-page-export.json"), "utf8"));
    writeFileSync(bad, JSON.stringify({ ...backup, page: { ...backup.page, framework_type: "no-such-framework" } }));
    const before = await contentsOf();
    const result = await world.cli(["import", handle, "--file", bad, "--replace"]);
    expect(result.code).toBe(1);
    expect(await contentsOf()).toEqual(before);
  });

  it("brings an export made before link blocks back with its two buttons as the first link blocks", async () => {
    const old = join(world.work, "old-format.json");
    const { link_blocks: _none, ...backup } = JSON.parse(readFileSync(join(world.work, "backup", "greenpage-page-export.json"), "utf8"));
    const links = { ...backup.page.links, primary_button: { title: "Shop", url: "https://example.com/shop" }, secondary_button: { title: "Report", url: "" } };
    writeFileSync(old, JSON.stringify({ ...backup, page: { ...backup.page, links } }));
    await ok(["import", handle, "--file", old, "--replace"]);
    const blocks = (await ok(["links", "list", handle, "--json"])).json<{ title_json: { en?: string }; url: string }[]>();
    expect(blocks.map((b) => [b.title_json.en, b.url])).toEqual([["Shop", "https://example.com/shop"]]);
  });
});

describe("plan limits", () => {
  it("print where to upgrade as an absolute URL of the site", async () => {
    const second = await world.cli(["pages", "create", `second-${stamp}`]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("Error: Your plan includes 1 page.");
    expect(second.stderr).toMatch(/ {2}Upgrade: https?:\/\/[^/\s]+\/dashboard\/billing\n/);
  });
});
