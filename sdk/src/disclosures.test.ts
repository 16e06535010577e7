import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { parseDisclosureRef } from "./disclosures.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("disclosures", () => {
  it("lists suggestions, confirms one by its `framework:code` and rejects another", async () => {
    const owner = await api.owner();
    const id = owner.page.id;
    const item = await owner.sdk.contents.create(id, { title_json: { en: "Scope 3 emissions of our supply chain", ja: "スコープ3排出量の算定" } });
    const before = await owner.sdk.disclosures.list(id);
    const suggested = before.initiatives[0]!.suggestions.map((s) => `${s.framework}:${s.disclosure}`);
    expect(suggested).toContain("gri:305-3");

    const confirmed = await owner.sdk.disclosures.confirm(id, item.id, "gri:305-3");
    expect(confirmed.disclosures).toMatchObject([{ framework: "gri", disclosure: "305-3", source: "confirmed" }]);
    const rejected = await owner.sdk.disclosures.reject(id, item.id, { framework: "ifrs-s2", disclosure: "s2-29a-3" });
    expect(rejected.suggestions.map((s) => s.disclosure)).not.toContain("s2-29a-3");

    const refused = await failure(owner.sdk.disclosures.confirm(id, item.id, "gri:999-9"));
    expect(refused).toMatchObject({ kind: "field_errors", fieldErrors: { "items.0.disclosure": ["Select a disclosure of this framework."] } });
  });

  it("reads the frameworks' data without signing in", async () => {
    const frameworks = await api.client().disclosures.frameworks();
    expect(frameworks.find((f) => f.code === "sasb")?.disclosures).toHaveLength(26);
  });

  it("parses `framework:code` references", () => {
    expect(parseDisclosureRef("gri:305-1")).toEqual({ framework: "gri", disclosure: "305-1" });
    expect(parseDisclosureRef("ifrs-s2:s2-29a-1")).toEqual({ framework: "ifrs-s2", disclosure: "s2-29a-1" });
    expect(parseDisclosureRef("305-1")).toBeUndefined();
    expect(parseDisclosureRef("gri:")).toBeUndefined();
  });
});
