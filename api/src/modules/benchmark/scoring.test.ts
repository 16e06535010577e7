import { describe, expect, it } from "vitest";
import type { Disclosure } from "../frameworks/data/index.ts";
import { rankGaps } from "./gaps.ts";
import { EVIDENCE_FACTORS, EXPIRED_FACTOR, type ScoredInitiative, scoreFramework } from "./scoring.ts";
import { summarize } from "./summary.ts";

const TODAY = "2026-11-26";
const d = (code: string, weight?: number, topic = code.split("-")[0]!): Disclosure => ({
  framework: "gri",
  code,
  topic,
  title: { en: `Disclosure ${code}` },
  keywords: { en: [], ja: [] },
  ...(weight ? { weight } : {}),
});
/** A small climate framework: energy (weight 1) and two emissions disclosures (weight 2). */
const CLIMATE = [d("302-1"), d("305-1", 2), d("305-2", 2)];
const item = (id: number, codes: string[], over: Partial<ScoredInitiative> = {}): ScoredInitiative => ({
  id,
  evidenceState: "self_reported",
  expirationDate: null,
  isPublished: true,
  disclosures: codes.map((code) => ({ framework: "gri", disclosure: code, source: "confirmed" as const })),
  ...over,
});

describe("scoreFramework", () => {
  it("a page with only self-reported climate items scores lower than the same page verified", () => {
    const selfReported = [item(1, ["302-1", "305-1"]), item(2, ["305-2"])];
    const verified = selfReported.map((i) => ({ ...i, evidenceState: "verified" as const }));
    const low = scoreFramework("gri", CLIMATE, selfReported, TODAY);
    const high = scoreFramework("gri", CLIMATE, verified, TODAY);
    expect(high.score).toBe(100);
    expect(low.score).toBe(100 * EVIDENCE_FACTORS.self_reported);
    expect(low.score).toBeLessThan(high.score);
    expect([low.addressed, low.total]).toEqual([3, 3]);
  });

  it("weights disclosures: one verified emissions disclosure (weight 2 of 5) is 40", () => {
    expect(scoreFramework("gri", CLIMATE, [item(1, ["305-1"], { evidenceState: "verified" })], TODAY).score).toBe(40);
    expect(scoreFramework("gri", CLIMATE, [item(1, ["302-1"], { evidenceState: "verified" })], TODAY).score).toBe(20);
  });

  it("submitted counts between self-reported and verified", () => {
    const score = (evidenceState: ScoredInitiative["evidenceState"]) => scoreFramework("gri", CLIMATE, [item(1, ["305-1"], { evidenceState })], TODAY).score;
    expect(score("self_reported")).toBeLessThan(score("submitted"));
    expect(score("submitted")).toBeLessThan(score("verified"));
  });

  it("expired evidence counts less; the expiration day itself still counts in full", () => {
    const verified = { evidenceState: "verified" as const };
    const fresh = scoreFramework("gri", CLIMATE, [item(1, ["305-1"], { ...verified, expirationDate: "2027-01-01" })], TODAY);
    const lastDay = scoreFramework("gri", CLIMATE, [item(1, ["305-1"], { ...verified, expirationDate: TODAY })], TODAY);
    const expired = scoreFramework("gri", CLIMATE, [item(1, ["305-1"], { ...verified, expirationDate: "2026-11-25" })], TODAY);
    expect(fresh.score).toBe(40);
    expect(lastDay.score).toBe(40);
    expect(expired.score).toBe(40 * EXPIRED_FACTOR);
    expect(expired.coverage.find((c) => c.disclosure.code === "305-1")!.initiatives[0]!.expired).toBe(true);
  });

  it("unpublished items do not count", () => {
    const score = scoreFramework("gri", CLIMATE, [item(1, ["302-1", "305-1", "305-2"], { evidenceState: "verified", isPublished: false })], TODAY);
    expect(score).toMatchObject({ score: 0, addressed: 0 });
  });

  it("the best initiative for a disclosure counts, not the sum; other frameworks' refs are ignored", () => {
    const items = [
      item(1, ["305-1"]),
      item(2, ["305-1"]),
      item(3, ["305-1"], { evidenceState: "submitted" }),
      { ...item(4, []), disclosures: [{ framework: "sdgs", disclosure: "305-2", source: "confirmed" as const }] },
    ];
    const score = scoreFramework("gri", CLIMATE, items, TODAY);
    expect(score.score).toBe(Math.round(((2 * EVIDENCE_FACTORS.submitted) / 5) * 1000) / 10);
    const coverage = score.coverage.find((c) => c.disclosure.code === "305-1")!;
    expect(coverage.initiatives.map((i) => i.id)).toEqual([3, 1, 2]);
    expect(score.coverage.find((c) => c.disclosure.code === "305-2")!.strength).toBe(0);
  });

  it("a framework without disclosures scores 0 of 0", () => {
    expect(scoreFramework("cdp", [], [item(1, ["305-1"])], TODAY)).toMatchObject({ score: 0, addressed: 0, total: 0 });
  });
});

describe("rankGaps", () => {
  const DISCLOSURES = [d("302-1"), d("302-3"), d("305-1", 2), d("305-2", 2), d("306-3"), d("2-9", 3, "2")];
  const coverageOf = (items: ScoredInitiative[]) => scoreFramework("gri", DISCLOSURES, items, TODAY).coverage;

  it("ranks missing and weak disclosures by weight, then peers addressing them, then code", () => {
    const coverage = coverageOf([item(1, ["305-1"], { evidenceState: "verified" }), item(2, ["302-1"])]);
    const peers = new Map([
      ["306-3", 4],
      ["302-3", 1],
    ]);
    const gaps = rankGaps(coverage, peers, null);
    expect(gaps.named.map((g) => g.disclosure.code)).toEqual(["2-9", "305-2", "306-3", "302-3", "302-1"]);
    expect(gaps.named.find((g) => g.disclosure.code === "302-1")).toMatchObject({ state: "weak", strength: EVIDENCE_FACTORS.self_reported });
    expect(gaps.named.find((g) => g.disclosure.code === "306-3")).toMatchObject({ state: "missing", strength: 0, peers: 4 });
    expect(gaps.total).toBe(5);
  });

  it("codes sort by number, not text (2-9 before 2-10)", () => {
    const gaps = rankGaps(scoreFramework("gri", [d("2-10", 1, "2"), d("2-9", 1, "2")], [], TODAY).coverage, new Map(), null);
    expect(gaps.named.map((g) => g.disclosure.code)).toEqual(["2-9", "2-10"]);
  });

  it("names as many as the plan allows and counts the rest", () => {
    const gaps = rankGaps(coverageOf([]), new Map(), 3);
    expect(gaps.named).toHaveLength(3);
    expect(gaps.total).toBe(6);
    expect(rankGaps(coverageOf([]), new Map(), 0).named).toEqual([]);
    expect(rankGaps(coverageOf([]), new Map(), null).named).toHaveLength(6);
  });

  it("expired evidence leaves a weak gap, verified included", () => {
    const expired = (evidenceState: ScoredInitiative["evidenceState"]) =>
      rankGaps(scoreFramework("gri", [d("305-1")], [item(1, ["305-1"], { evidenceState, expirationDate: "2026-01-01" })], TODAY).coverage, new Map(), null);
    for (const state of ["verified", "submitted", "self_reported"] as const) {
      expect(
        expired(state).named.map((g) => [g.disclosure.code, g.state]),
        state,
      ).toEqual([["305-1", "weak"]]);
    }
  });

  it("a submitted or verified, unexpired disclosure is no gap", () => {
    const gaps = rankGaps(coverageOf(DISCLOSURES.map((x, i) => item(i + 1, [x.code], { evidenceState: "submitted" }))), new Map(), null);
    expect(gaps.total).toBe(0);
  });
});

describe("summarize", () => {
  const row = (framework: string, day: string, score: number) => ({ framework, day, score, addressed: 1, total: 3 });

  it("the main framework's score and its change since the previous day it differed", () => {
    const rows = new Map([["gri", [row("gri", "2026-11-26", 60), row("gri", "2026-11-20", 40)]]]);
    expect(summarize([{ framework: "gri", score: 60 }], rows, "gri")).toEqual({ basis: "main", framework: "gri", score: 60, change: 20, since: "2026-11-20" });
  });

  it("without a main framework, the mean over the frameworks; its change uses each framework's score before the last change", () => {
    const rows = new Map([
      ["gri", [row("gri", "2026-11-26", 60), row("gri", "2026-11-20", 40)]],
      ["sdgs", [row("sdgs", "2026-11-10", 30)]],
    ]);
    const summary = summarize(
      [
        { framework: "gri", score: 60 },
        { framework: "sdgs", score: 30 },
      ],
      rows,
      null,
    );
    expect(summary).toEqual({ basis: "average", framework: null, score: 45, change: 10, since: "2026-11-20" });
  });

  it("no change on the first day scored", () => {
    const rows = new Map([["gri", [row("gri", "2026-11-26", 60)]]]);
    expect(summarize([{ framework: "gri", score: 60 }], rows, "gri")).toMatchObject({ score: 60, change: null, since: null });
    expect(summarize([{ framework: "gri", score: 60 }], rows, null)).toMatchObject({ basis: "average", score: 60, change: null });
  });
});
