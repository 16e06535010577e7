import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@greenpage/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
const asAdmin = { home: "admin" };
let itemId: number;

const ok = async (args: string[], options: Parameters<CliWorld["cli"]>[1] = asAdmin) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};

type Entry = { action: string; actor: { email: string }; target: { type: string; id: string; label: string }; reason: string | null };

beforeAll(async () => {
  world = await startCliWorld();
  await ok(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"]);
  // The demo has one item waiting for review: the demo admin rejects it, which the audit log records.
  const admin = createClient({ baseUrl: world.apiUrl });
  await admin.login("reviewer@greenpage.dev", "greenpage-review");
  const [queued] = await admin.admin.verifications.queue();
  itemId = queued!.content_id;
  await admin.admin.verifications.reject(itemId, "The certificate is unsigned.");
}, 180_000);
afterAll(async () => world?.stop());

describe("greenpage admin audit", () => {
  it("lists the log as a table and as JSON, filtered", async () => {
    const table = await ok(["admin", "audit", "--action", "verification.reject"]);
    expect(table.stdout).toMatch(/WHEN \(UTC\)\s+WHO\s+ACTION\s+TARGET\s+REASON/);
    expect(table.stdout).toMatch(/reviewer@greenpage\.dev\s+verification\.reject\s+content greenpage-demo: .+\s+The certificate is unsigned\./);
    expect(table.stdout).toContain("1 entry, page 1 of 1.");

    const today = new Date().toISOString().slice(0, 10);
    const json = await ok([
      "admin",
      "audit",
      "--actor",
      "reviewer@",
      "--target-type",
      "content",
      "--target",
      String(itemId),
      "--since",
      today,
      "--until",
      today,
      "--q",
      "unsigned",
      "--json",
    ]);
    const list = json.json<{ count: number; results: Entry[] }>();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      action: "verification.reject",
      actor: { email: "reviewer@greenpage.dev" },
      target: { type: "content", id: String(itemId) },
    });
    expect((await ok(["admin", "audit", "--action", "verification.approve", "--json"])).json<{ count: number }>().count).toBe(0);
    expect((await ok(["admin", "audit", "--until", "2020-01-01"])).stdout).toContain("0 entries, page 1 of 1.");
  });

  it("exports the filtered log as CSV to stdout or a file", async () => {
    const out = await ok(["admin", "audit", "export", "--action", "verification.reject"]);
    const rows = parse(out.stdout, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.action, r.actor_email, r.target_id, r.reason])).toEqual([
      ["verification.reject", "reviewer@greenpage.dev", String(itemId), "The certificate is unsigned."],
    ]);
    const file = join(world.work, "audit.csv");
    const written = await ok(["admin", "audit", "export", "--q", "unsigned", "--out", file, "--json"]);
    expect(written.json()).toMatchObject({ file, bytes: expect.any(Number) });
    expect(parse(readFileSync(file, "utf8"), { columns: true, bom: true })).toHaveLength(1);
  });

  it("refuses bad dates on the command line, and everything to a non-admin", async () => {
    const bad = await world.cli(["admin", "audit", "--since", "2026-02-30"], asAdmin);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--since is a date like 2026-11-01 (got "2026-02-30").');
    const backwards = await world.cli(["admin", "audit", "export", "--since", "2026-03-02", "--until", "2026-03-01"], asAdmin);
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain("to: The end date must be on or after the start date.");
    const owner = await newOwner(world.apiUrl);
    await ok(["login", "--email", owner.email, "--password", owner.password], { home: "owner" });
    for (const args of [
      ["admin", "audit"],
      ["admin", "audit", "export"],
    ]) {
      const refused = await world.cli(args, { home: "owner" });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Error: .+/);
      expect(refused.stdout).toBe("");
    }
  });
});
