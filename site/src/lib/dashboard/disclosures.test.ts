import { describe, expect, it } from "vitest";
import { disclosureLabel, disclosureTitle, type FrameworkData, searchDisclosures } from "./disclosures.ts";

const disclosure = (code: string, en: string, ja: string | undefined, keywords: string[]) => ({
  code,
  topic: "t",
  title: ja ? { en, ja } : { en },
  keywords: { en: keywords, ja: ["温室効果ガス"] },
  weight: 1,
  superseded_by: null,
});
const DATA = [
  {
    code: "gri",
    disclosures: [
      disclosure("305-1", "Direct (Scope 1) GHG emissions", "直接的なGHG排出量（スコープ1）", ["scope 1"]),
      disclosure("305-3", "Other indirect (Scope 3) GHG emissions", undefined, ["scope 3"]),
    ],
  },
  { code: "sdgs", disclosures: [disclosure("13.2", "Integrate climate change measures", undefined, ["climate"])] },
] as unknown as FrameworkData[];

describe("searching disclosures", () => {
  it("finds by code, title, keyword or Japanese, every word, within the frameworks given", () => {
    const codes = (frameworks: string[], query: string) => searchDisclosures(DATA, frameworks, query).map((o) => `${o.framework}:${o.code}`);
    expect(codes([], "305")).toEqual(["gri:305-1", "gri:305-3"]);
    expect(codes([], "scope 3")).toEqual(["gri:305-3", "gri:305-1"]);
    expect(codes([], "SDG 13")).toEqual(["sdgs:13.2"]);
    expect(codes(["sdgs"], "ghg")).toEqual([]);
    expect(codes([], "温室効果ガス")).toHaveLength(3);
    expect(codes([], "  ")).toEqual([]);
    expect(searchDisclosures(DATA, [], "e", 2)).toHaveLength(2);
  });

  it("labels and titles a disclosure for the interface's language", () => {
    expect(disclosureLabel("ifrs-s2", "s2-29a-1")).toBe("IFRS S2 s2-29a-1");
    expect(disclosureTitle({ en: "Energy", ja: "エネルギー" }, "ja")).toBe("エネルギー");
    expect(disclosureTitle({ en: "Energy" }, "ja")).toBe("Energy");
  });
});
