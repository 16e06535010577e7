import { describe, expect, it } from "vitest";
import { FRAMEWORKS } from "../../catalog/frameworks.ts";
import { disclosureTable } from "./build.ts";
import { currentDisclosuresOf, DISCLOSURES, disclosuresOf, FRAMEWORK_SOURCES, findDisclosure, sourceOf } from "./index.ts";

const codesOf = (framework: string) => disclosuresOf(framework).map((d) => d.code);

describe("framework data", () => {
  it("has disclosures, a source URL and a version for every framework of the catalogue, and nothing else", () => {
    expect(new Set(DISCLOSURES.map((d) => d.framework))).toEqual(new Set(FRAMEWORKS.map((f) => f.code)));
    for (const f of FRAMEWORKS) {
      expect(disclosuresOf(f.code).length, f.code).toBeGreaterThan(0);
      const source = sourceOf(f.code);
      expect(source?.url, f.code).toMatch(/^https:\/\/[^\s]+$/);
      expect(source?.version.length, f.code).toBeGreaterThan(3);
    }
    expect(FRAMEWORK_SOURCES).toHaveLength(FRAMEWORKS.length);
  });

  it("codes are unique within each framework", () => {
    for (const f of FRAMEWORKS) expect(new Set(codesOf(f.code)).size, f.code).toBe(codesOf(f.code).length);
  });

  it("every disclosure's topic is a category of its framework", () => {
    for (const d of DISCLOSURES) {
      const categories = FRAMEWORKS.find((f) => f.code === d.framework)!.categories.map((c) => c.code);
      expect(categories, `${d.framework} ${d.code}`).toContain(d.topic);
    }
  });

  it("every disclosure has an English title, keywords in both languages, and a weight of 1 or 2", () => {
    for (const d of DISCLOSURES) {
      const where = `${d.framework} ${d.code}`;
      expect(d.title.en.length, where).toBeGreaterThan(3);
      if (d.title.ja !== undefined) expect(d.title.ja, where).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
      expect(d.keywords.en.length, where).toBeGreaterThan(0);
      expect(d.keywords.ja.length, where).toBeGreaterThan(0);
      for (const k of d.keywords.en) expect(k, where).toBe(k.toLowerCase());
      expect([undefined, 1, 2], where).toContain(d.weight);
    }
  });

  it("holds the 17 goals' 169 targets, SASB's 26 general issue categories and GRI 2's 30 disclosures", () => {
    const targets = codesOf("sdgs");
    expect(targets).toHaveLength(169);
    expect(new Set(disclosuresOf("sdgs").map((d) => d.topic)).size).toBe(17);
    expect(targets).toContain("1.1");
    expect(targets).toContain("17.19");
    expect(targets.filter((c) => c.startsWith("17."))).toHaveLength(19);
    expect(codesOf("sasb")).toHaveLength(26);
    const gri2 = disclosuresOf("gri").filter((d) => d.topic === "2");
    expect(gri2.map((d) => d.code)).toEqual(Array.from({ length: 30 }, (_, i) => `2-${i + 1}`));
    expect(codesOf("gri").filter((c) => c.startsWith("3-"))).toEqual(["3-1", "3-2", "3-3"]);
  });

  it("covers IFRS S1/S2's four areas, CDP's three themes and SSBJ's standards", () => {
    for (const prefix of ["s1", "s2"]) {
      const topics = new Set(disclosuresOf(`ifrs-${prefix}`).map((d) => d.topic));
      expect(topics).toEqual(new Set(["governance", "strategy", "risk-management", "metrics-targets"].map((p) => `${prefix}-${p}`)));
    }
    expect(new Set(disclosuresOf("cdp").map((d) => d.topic))).toEqual(new Set(["climate", "water", "forests"]));
    expect(new Set(codesOf("ssbj").map((c) => c.split("-")[0]))).toEqual(new Set(["universal", "general", "climate"]));
  });

  it("finds the disclosures other modules count on, with their official titles", () => {
    expect(findDisclosure("gri", "305-1")).toMatchObject({ topic: "305", title: { en: "Direct (Scope 1) GHG emissions" }, weight: 2 });
    expect(findDisclosure("gri", "302-1")?.title.ja).toBe("組織内のエネルギー消費量");
    expect(findDisclosure("gri", "305-2")?.topic).toBe("305");
    expect(findDisclosure("sdgs", "13.2")?.topic).toBe("13");
    expect(findDisclosure("ifrs-s2", "s2-29a-3")?.topic).toBe("s2-metrics-targets");
    expect(findDisclosure("gri", "304-1")?.supersededBy).toBe("101");
    // Scored and advised on: GRI 101 in place of the GRI 304 it superseded, never both.
    const current = currentDisclosuresOf("gri").map((d) => d.code);
    expect(current).toContain("101-1");
    expect(current.some((code) => code.startsWith("304-"))).toBe(false);
    expect(findDisclosure("gri", "999-1")).toBeUndefined();
    expect(findDisclosure("nope", "305-1")).toBeUndefined();
  });

  it("refuses a malformed line in a data table", () => {
    expect(() => disclosureTable("x", () => "t", "1 | Title only")).toThrow(/malformed/);
    expect(disclosureTable("x", () => "t", "# a comment\n\n1 | Title | タイトル | a, b | あ | 2")).toEqual([
      { framework: "x", code: "1", topic: "t", title: { en: "Title", ja: "タイトル" }, keywords: { en: ["a", "b"], ja: ["あ"] }, weight: 2 },
    ]);
  });
});
