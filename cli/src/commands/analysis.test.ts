import type { AnalysisRun, AnalysisRunList } from "@greenpage/sdk";
import pc from "picocolors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import { formatRun } from "./analysis.ts";

const plain = pc.createColors(false);
const law = { citation: "Directive (EU) 2024/825", url: "https://eur-lex.europa.eu/eli/dir/2024/825/oj", applies_from: "2026-09-27" };

const run: AnalysisRun = {
  id: 7,
  business_id: 3,
  language: "en",
  model: "builtin",
  model_status: "error",
  model_error: "The language model at 127.0.0.1:9 could not be reached; the built-in analysis is shown.",
  duration_ms: 12,
  inputs_hash: "a".repeat(64),
  requested_by: "Hana",
  created_at: "2026-11-26T10:15:00.000Z",
  prose: null,
  findings: {
    language: "en",
    summary: "1 of 3 disclosures of your frameworks are addressed; 2 are open and 1 claim needs evidence.",
    frameworks: [{ framework: "gri", name: "GRI Standards" }],
    counts: { initiatives: 2, news: 0, disclosures: 3, addressed: 1 },
    strengths: [{ kind: "verified", text: "“Solar” is verified.", framework: null, topic: null, item_id: 1, covered: 0, total: 3, disclosures: [] }],
    gaps: [
      {
        framework: "gri",
        topic: "305",
        topic_name: "GRI 305: Emissions",
        weight: 4,
        text: "GRI 305: Emissions — 2 disclosures open.",
        disclosures: [
          {
            framework: "gri",
            code: "305-1",
            title: "Direct (Scope 1) GHG emissions",
            weight: 2,
            candidates: [],
            text: "305-1 Direct (Scope 1) GHG emissions is not addressed by any initiative.",
          },
        ],
      },
    ],
    suggestions: [
      { standard_initiative_id: 2, code: "ghg_inventory", title: "GHG inventory", weight: 4, closes: [], text: "Add “GHG inventory”: it addresses GRI 305-1." },
    ],
    claim_flags: [
      {
        item_type: "initiative",
        item_id: 2,
        title: "Green cups",
        claim: "green",
        kind: "generic",
        phrase: "Green",
        reason: "no_evidence",
        text: "“Green cups” says “Green” but is self-reported with no evidence attached.",
        why: "A generic environmental claim is banned…",
        law,
      },
    ],
  },
};

describe("an analysis as text", () => {
  it("reads as the summary, then strengths, gaps with their disclosures, suggestions, claims and why the model wrote nothing", () => {
    const text = formatRun(run, "midori", plain);
    expect(text).toContain("midori: analysis 7 of 2026-11-26 10:15 UTC (en, builtin, 12 ms)\n1 of 3 disclosures");
    expect(text).toMatch(/STRENGTHS\n {2}“Solar” is verified\./);
    expect(text).toMatch(/GAPS\n {2}GRI 305: Emissions — 2 disclosures open\.\n {4}- 305-1 Direct/);
    expect(text).toMatch(/SUGGESTED INITIATIVES\n {2}Add “GHG inventory”: it addresses GRI 305-1\. \(catalogue id 2\)/);
    expect(text).toMatch(/CLAIMS WITHOUT EVIDENCE\n {2}initiative 2: “Green cups” says “Green”/);
    expect(text).toMatch(/LANGUAGE MODEL\n {2}The language model at 127\.0\.0\.1:9 could not be reached/);
  });
});

describe("greenpage analysis", () => {
  let world: CliWorld;
  beforeAll(async () => {
    world = await startCliWorld();
    const login = await world.cli(["login", "--email", "demo@greenpage.dev", "--password-stdin"], { home: "demo", input: "greenpage-demo\n" });
    expect(login.code, login.stderr).toBe(0);
  }, 180_000);
  afterAll(async () => world?.stop());

  it("runs an analysis of the demo page in Japanese, lists it and shows it again", async () => {
    const ran = await world.cli(["analysis", "run", "greenpage-demo", "--lang", "ja"], { home: "demo" });
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/^greenpage-demo: analysis \d+ of .* UTC \(ja, builtin, \d+ ms\)/);
    expect(ran.stdout).toContain("CLAIMS WITHOUT EVIDENCE");
    expect(ran.stdout).toContain("「環境にやさしいテイクアウトカップ」は「環境にやさしい」と述べていますが");
    const json = await world.cli(["analyze", "greenpage-demo", "--json"], { home: "demo" });
    const second = json.json<AnalysisRun>();
    expect(second).toMatchObject({ model: "builtin", model_status: "builtin" });
    expect(second.findings.gaps.length).toBeGreaterThan(0);

    const list = await world.cli(["analysis", "list", "greenpage-demo", "--json"], { home: "demo" });
    expect(list.json<AnalysisRunList>().usage).toMatchObject({ used: 2, limit: 30 });
    const table = await world.cli(["analysis", "list", "greenpage-demo"], { home: "demo" });
    expect(table.stdout).toContain("greenpage-demo: 2 of 30 analyses this month");
    expect(table.stdout).toMatch(new RegExp(`${second.id}\\s+\\S+ \\S+\\s+en\\s+builtin`));
    const shown = await world.cli(["analysis", "show", "greenpage-demo", String(second.id), "--json"], { home: "demo" });
    expect(shown.json<AnalysisRun>()).toEqual(second);
    expect((await world.cli(["analysis", "show", "greenpage-demo", "x"], { home: "demo" })).code).toBe(2);
    expect((await world.cli(["analysis", "run", "greenpage-demo", "--lang", "fr"], { home: "demo" })).code).toBe(2);
  });

  it("says in the API's words that a Starter page has no AI analysis (exit 1)", async () => {
    const owner = await newOwner(world.apiUrl);
    const handle = `ai-${Date.now().toString(36)}`;
    expect((await world.cli(["login", "--email", owner.email, "--password", owner.password], { home: "starter" })).code).toBe(0);
    expect((await world.cli(["pages", "create", handle], { home: "starter" })).code).toBe(0);
    const refused = await world.cli(["analysis", "run", handle], { home: "starter" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("AI analysis comes with the Premium plan. Upgrade to run it.");
    expect((await world.cli(["analysis", "list", handle], { home: "starter" })).stdout).toContain("AI analysis comes with the Premium plan.");
  });
});
