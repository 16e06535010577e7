import { describe, expect, it } from "vitest";
import { analyzePage } from "./analyzer.ts";
import { inputsHash } from "./gather.ts";
import { FINDING_TEXTS } from "./messages.ts";
import { FIXTURE_DISCLOSURES as D, griPage, initiative, newsPost } from "./test-fixtures.ts";

describe("the built-in analyzer", () => {
  it("lists the open disclosures of the page's frameworks by topic, heaviest first, with the initiatives whose text may address one", () => {
    const findings = analyzePage(griPage(), "en", D);
    expect(findings.counts).toEqual({ initiatives: 2, news: 0, disclosures: 5, addressed: 1 });
    expect(findings.gaps.map((g) => [g.framework, g.topic, g.weight, g.disclosures.map((d) => d.code)])).toEqual([
      ["gri", "305", 5, ["305-1", "305-2", "305-3"]],
      ["gri", "302", 1, ["302-4"]],
    ]);
    const [emissions] = findings.gaps;
    expect(emissions!.topic_name).toBe("GRI 305: Emissions");
    expect(emissions!.text).toBe("GRI 305: Emissions — 3 disclosures open.");
    // Only text suggests 305-1: it stays open, naming the initiative whose mapping would close it.
    expect(emissions!.disclosures[0]).toMatchObject({ code: "305-1", candidates: [2], weight: 2 });
    expect(emissions!.disclosures[0]!.text).toBe("305-1 Direct (Scope 1) GHG emissions: “Electric roaster” may address it; confirm the mapping to count it.");
    expect(emissions!.disclosures[1]).toMatchObject({ code: "305-2", candidates: [] });
    // SDG 13.2 is not among the page's frameworks.
    expect(findings.gaps.flatMap((g) => g.disclosures).some((d) => d.code === "13.2")).toBe(false);
    expect(findings.summary).toBe("1 of 5 disclosures of your frameworks are addressed; 4 are open and 0 claims need evidence.");
  });

  it("suggests catalogue initiatives not on the page, ranked by the weight of the gaps each closes", () => {
    const findings = analyzePage(griPage(), "en", D);
    expect(findings.suggestions.map((s) => [s.standard_initiative_id, s.weight, s.closes.map((c) => c.code)])).toEqual([
      [10, 4, ["305-1", "305-2"]],
      [11, 1, ["305-3"]],
    ]);
    expect(findings.suggestions[0]!.text).toBe("Add “GHG inventory”: it addresses GRI 305-1, GRI 305-2.");
    // 12 closes only what is addressed, 13 is on the page already, 14 closes a disclosure outside the page's frameworks.
    // A verified mapping of 305-1 and 305-2 would leave the GHG inventory nothing to close.
    const mapped = griPage();
    mapped.initiatives[1]!.mapped = [
      { framework: "gri", disclosure: "305-1" },
      { framework: "gri", disclosure: "305-2" },
    ];
    expect(analyzePage(mapped, "en", D).suggestions.map((s) => s.standard_initiative_id)).toEqual([11]);
  });

  it("names well-covered topics and verified initiatives with valid evidence as strengths", () => {
    const findings = analyzePage(griPage(), "en", D);
    expect(findings.strengths.map((s) => [s.kind, s.topic ?? s.item_id, s.covered, s.total])).toEqual([
      ["topic", "302", 1, 2],
      ["verified", 1, 1, 5],
    ]);
    expect(findings.strengths[1]!.text).toBe("“Renewable power” is verified and addresses 1 of your disclosures.");
    // Expired evidence is no strength; an unpublished initiative addresses nothing.
    const expired = griPage({ today: "2031-01-01" });
    expect(analyzePage(expired, "en", D).strengths.map((s) => s.kind)).toEqual(["topic"]);
    const draft = griPage();
    draft.initiatives[0]!.isPublished = false;
    const drafted = analyzePage(draft, "en", D);
    expect(drafted.strengths).toEqual([]);
    expect(drafted.counts.addressed).toBe(0);
  });

  it("flags generic claims made without evidence, citing Directive (EU) 2024/825, and not those backed by valid evidence", () => {
    const input = griPage({
      initiatives: [
        initiative(1, { title: { en: "Carbon-neutral roasting" } }),
        initiative(2, { description: { en: "Our ECO FRIENDLY packaging" }, evidenceState: "verified", attachments: 1, expirationDate: "2030-01-01" }),
        initiative(3, { body: { en: "Eco-friendly cups" }, evidenceState: "verified", attachments: 1, expirationDate: "2026-01-31" }),
        initiative(4, { title: { en: "Net-zero by 2030" }, evidenceState: "submitted", attachments: 1 }),
        initiative(5, { title: { en: "Green coffee sourcing" }, description: { en: "Measuring greenhouse gas at Greenpage" } }),
        initiative(6, { title: { en: "Sustainable beans" }, isPublished: false }),
        initiative(7, { title: { en: "Biodegradable pods" }, attachments: 1 }),
      ],
      news: [newsPost(8, { body: { en: "We are now climate neutral thanks to offsets." } })],
    });
    const flags = analyzePage(input, "en", D).claim_flags;
    expect(flags.map((f) => [f.item_type, f.item_id, f.claim, f.phrase, f.reason])).toEqual([
      ["initiative", 1, "carbon_neutral", "Carbon-neutral", "no_evidence"],
      ["initiative", 3, "eco_friendly", "Eco-friendly", "expired"],
      ["news", 8, "climate_neutral", "climate neutral", "news"],
    ]);
    expect(flags[0]!.text).toBe("“Carbon-neutral roasting” says “Carbon-neutral” but is self-reported with no evidence attached.");
    expect(flags[1]!.text).toBe("“Initiative 3” says “Eco-friendly” but its evidence expired on 2026-01-31.");
    expect(flags[0]!.why).toContain("Annex I point 4c");
    expect(flags[1]!.why).toContain("Annex I point 4a");
    expect(flags[0]!.law).toEqual({ citation: "Directive (EU) 2024/825", url: "https://eur-lex.europa.eu/eli/dir/2024/825/oj", applies_from: "2026-09-27" });
  });

  it("reads Japanese claims and writes every sentence in Japanese", () => {
    const input = griPage({
      initiatives: [
        ...griPage().initiatives,
        initiative(3, { title: { ja: "カーボンニュートラルな焙煎" } }),
        initiative(4, { title: { ja: "環境に優しい紙カップ" }, description: { ja: "エコノミークラスの出張を減らします" } }),
        initiative(5, { title: { ja: "エコノミーな配送" } }),
        initiative(6, { title: { ja: "地球にやさしいパッケージ" }, evidenceState: "verified", attachments: 2, expirationDate: "2030-01-01" }),
        // The same claim in both languages: read in the run's language, flagged once.
        initiative(8, { title: { en: "Eco-friendly cups", ja: "環境にやさしいカップ" } }),
      ],
      // Decarbonization as a goal (脱炭素経営) is no claim; saying it was achieved is.
      news: [newsPost(7, { title: { ja: "脱炭素を実現した焙煎所" } }), newsPost(9, { title: { ja: "脱炭素経営を宣言" } })],
    });
    const findings = analyzePage(input, "ja", D);
    expect(findings.claim_flags.map((f) => [f.item_id, f.claim, f.phrase])).toEqual([
      [3, "carbon_neutral", "カーボンニュートラル"],
      [4, "environmentally_friendly", "環境に優しい"],
      [8, "environmentally_friendly", "環境にやさしい"],
      [7, "decarbonized", "脱炭素を実現"],
    ]);
    expect(findings.claim_flags[0]!.text).toBe(
      "「カーボンニュートラルな焙煎」は「カーボンニュートラル」と述べていますが、自己申告で根拠資料が添付されていません。",
    );
    expect(findings.claim_flags[0]!.why).toContain("2026年9月27日");
    expect(findings.summary).toBe("フレームワークの開示事項5件のうち1件に対応済みです。未対応は4件、根拠が必要な主張は4件です。");
    expect(findings.gaps[0]!.topic_name).toBe("GRI 305: 大気への排出");
    // No Japanese title: the official English one.
    expect(findings.gaps[0]!.disclosures[1]!.title).toBe("Energy indirect (Scope 2) GHG emissions");
    expect(findings.gaps[1]!.disclosures[0]!.title).toBe("エネルギー消費量の削減");
    expect(findings.suggestions[0]!.text).toBe("「温室効果ガス排出量の算定」を追加すると、GRI 305-1、GRI 305-2に対応できます。");
    expect(findings.strengths[1]!.text).toBe("「再エネ電力」は検証済みで、開示事項1件に対応しています。");
  });

  it("asks for frameworks when the page has none, and still flags claims", () => {
    const findings = analyzePage(griPage({ page: { id: 1, frameworks: [] }, news: [newsPost(3, { title: { en: "Going green" } })] }), "en", D);
    expect(findings).toMatchObject({ gaps: [], suggestions: [], frameworks: [], counts: { disclosures: 0 } });
    expect(findings.summary).toBe("Choose your reporting frameworks (Framework settings) to see what they ask for; 1 claim needs evidence.");
    expect(findings.claim_flags.map((f) => f.phrase)).toEqual(["green"]);
  });

  it("gives the same findings and hash for the same inputs, and a new hash when they change", () => {
    expect(analyzePage(griPage(), "en", D)).toEqual(analyzePage(griPage(), "en", D));
    expect(inputsHash(griPage(), "en")).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsHash(griPage(), "en")).toBe(inputsHash(griPage(), "en"));
    expect(inputsHash(griPage(), "ja")).not.toBe(inputsHash(griPage(), "en"));
    expect(inputsHash(griPage({ today: "2026-11-27" }), "en")).not.toBe(inputsHash(griPage(), "en"));
  });

  it("analyzes a page of 200 initiatives and 50 news posts well within 2 s", () => {
    const many = griPage({
      initiatives: Array.from({ length: 200 }, (_, i) =>
        initiative(i + 1, {
          title: { en: `Initiative ${i} on energy and emissions`, ja: `取り組み${i}：エネルギーと排出量` },
          description: { en: "A long description about our sustainable, eco-friendly practice. ".repeat(20), ja: "環境にやさしい取り組みの説明。".repeat(20) },
          mapped: i % 3 === 0 ? [{ framework: "gri", disclosure: "302-1" }] : [],
          matched: [{ framework: "gri", disclosure: "305-1" }],
        }),
      ),
      news: Array.from({ length: 50 }, (_, i) => newsPost(1000 + i, { body: { en: "Carbon neutral news. ".repeat(30) } })),
    });
    const started = performance.now();
    const findings = analyzePage(many, "en", D);
    expect(performance.now() - started).toBeLessThan(2000);
    // eco-friendly and sustainable in each initiative (環境にやさしい is its Japanese text saying the same); carbon neutral in each post.
    expect(findings.claim_flags.length).toBe(200 * 2 + 50);
  });

  it("keeps the same message keys in English and Japanese", () => {
    expect(Object.keys(FINDING_TEXTS.ja).sort()).toEqual(Object.keys(FINDING_TEXTS.en).sort());
  });
});
