import { describe, expect, it } from "vitest";
import { countryName, countryOptions } from "./countries.ts";

describe("countryOptions", () => {
  it("offers every current ISO 3166-1 country once, none withdrawn", () => {
    const en = countryOptions("en-US");
    expect(en.length).toBeGreaterThanOrEqual(249);
    expect(new Set(en.map((c) => c.name)).size).toBe(en.length);
    const codes = en.map((c) => c.code);
    for (const withdrawn of ["DD", "SU", "UK", "FX", "YU", "CS", "ZR", "XK"]) expect(codes, withdrawn).not.toContain(withdrawn);
    expect(en.filter((c) => c.name === "Germany")).toEqual([{ code: "DE", name: "Germany" }]);
    expect(en.find((c) => c.code === "GB")?.name).toBe("United Kingdom");
  });

  it("names them in Japanese, sorted in Japanese", () => {
    const ja = countryOptions("ja-JP");
    expect(ja).toHaveLength(countryOptions("en-US").length);
    expect(ja.find((c) => c.code === "JP")?.name).toBe("日本");
    const names = ja.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ja-JP")));
  });

  it("names a code of the list, and one an old page kept that is not", () => {
    expect(countryName("en-US", "DE")).toBe("Germany");
    expect(countryName("ja-JP", "DE")).toBe("ドイツ");
    expect(countryName("en-US", "IC")).toBe("Canary Islands");
    expect(countryName("en-US", null)).toBeNull();
  });
});
