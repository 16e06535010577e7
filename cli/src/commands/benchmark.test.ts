import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Benchmark, BenchmarkHistory } from "@greenpage/sdk";
import pc from "picocolors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { formatBenchmark } from "./benchmark.ts";

const plain = pc.createColors(false);

describe("the benchmark's output", () => {
  it("reads as the summary, then each framework's score, change, peers and gaps", () => {
    const gap = { code: "305-1", topic: "305", title: { en: "Direct (Scope 1) GHG emissions" }, weight: 2, state: "missing" as const, strength: 0 };
    const benchmark: Benchmark = {
      day: "2026-11-26",
      basis: "selected",
      summary: { basis: "main", framework: "gri", score: 40, change: 12.5, since: "2026-11-20" },
      factors: { self_reported: 0.4, submitted: 0.7, verified: 1, expired: 0.5, weak_below: 0.7 },
      content_index: false,
      frameworks: [
        {
          framework: "gri",
          name: { en: "GRI Standards", ja: "GRIスタンダード" },
          source: null,
          score: 40,
          addressed: 1,
          total: 3,
          change: 12.5,
          since: "2026-11-20",
          gaps: { items: [gap], total: 4, unnamed: 3, limit: 1, upgrade_url: "https://g.example/dashboard/billing" },
          peers: { status: "too_few_peers", percentile: null, peers: 3, minimum: 5, upgrade_url: null },
        },
      ],
    };
    const text = formatBenchmark(benchmark, "midori", plain);
    expect(text).toContain("midori: 40/100, main framework gri (+12.5 since 2026-11-20)");
    expect(text).toContain("GRI Standards: 40/100");
    expect(text).toContain("1 of 3 disclosures addressed, +12.5 since 2026-11-20");
    expect(text).toContain("Peers: hidden: 3 peers, 5 needed");
    expect(text).toMatch(/GAP\s+STATE\s+WEIGHT\s+TITLE\n\s+305-1\s+missing\s+2\s+Direct \(Scope 1\) GHG emissions/);
    expect(text).toContain("…and 3 more gaps (upgrade: https://g.example/dashboard/billing)");
  });
});

describe("greenpage benchmark", () => {
  let world: CliWorld;
  const handle = `bench-${Date.now().toString(36)}`.slice(0, 20);
  beforeAll(async () => {
    world = await startCliWorld();
    const owner = await newOwner(world.apiUrl);
    expect((await world.cli(["login", "--email", owner.email, "--password", owner.password])).code).toBe(0);
    expect((await world.cli(["pages", "create", handle])).code).toBe(0);
    expect((await world.cli(["login", "--email", "demo@greenpage.dev", "--password-stdin"], { home: "demo", input: "greenpage-demo\n" })).code).toBe(0);
  }, 120_000);
  afterAll(async () => world?.stop());

  it("shows scores and history as text or JSON; Starter's GRI index is refused in the API's words", async () => {
    const shown = await world.cli(["benchmark", "show", handle]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`${handle}: 0/100`);
    expect(shown.stdout).toContain("Peers: not on this plan");
    const json = (await world.cli(["benchmark", "show", handle, "--json"])).json<Benchmark>();
    expect(json.basis).toBe("all");
    // The spelling: `greenpage benchmark <handle> [--json]` is `benchmark show`.
    const bare = await world.cli(["benchmark", handle, "--json"]);
    expect(bare.code, bare.stderr).toBe(0);
    expect(bare.json<Benchmark>().basis).toBe("all");
    const history = (await world.cli(["benchmark", "history", handle, "--framework", "gri", "--json"])).json<BenchmarkHistory>();
    expect(history).toMatchObject({ framework: "gri", days: 365 });
    expect(history.points).toHaveLength(1);
    const refused = await world.cli(["benchmark", "gri-index", handle, "--format", "csv"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The GRI content index is not included in this page's plan.");
    expect((await world.cli(["benchmark", "gri-index", handle, "--format", "pdf"])).code).toBe(2);
  });

  it("downloads the demo page's GRI content index as CSV to stdout and as HTML and PDF files", async () => {
    const csv = await world.cli(["benchmark", "gri-index", "greenpage-demo", "--format", "csv", "--lang", "en"], { home: "demo" });
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.replace(/^\ufeff/, "").split("\n")[0]).toBe("GRI Standard,Disclosure,Location,Evidence,Requirement(s) omitted,Reason,Explanation");
    const html = join(world.work, "index.html");
    expect((await world.cli(["benchmark", "gri-index", "greenpage-demo", "--out", html], { home: "demo" })).code).toBe(0);
    expect(readFileSync(html, "utf8")).toContain("with reference to the GRI Standards");
    // The spelling: `greenpage gri-index <handle> --out index.html`.
    const top = join(world.work, "top-index.html");
    const topLevel = await world.cli(["gri-index", "greenpage-demo", "--out", top], { home: "demo" });
    expect(topLevel.code, topLevel.stderr).toBe(0);
    expect(readFileSync(top, "utf8")).toContain("with reference to the GRI Standards");
    const pdf = join(world.work, "index.pdf");
    expect((await world.cli(["benchmark", "gri-index", "greenpage-demo", "--format", "pdf", "--out", pdf], { home: "demo" })).code).toBe(0);
    expect(readFileSync(pdf).subarray(0, 4).toString()).toBe("%PDF");
    // Four CLI processes and a PDF render: 4 s on a quiet machine, past 30 s on a loaded CI one.
  }, 90_000);
});
