import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanFrameworks } from "./framework-selection.ts";
import { createTestApp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /businesses/catalog/", () => {
  it("lists frameworks, business categories and standard initiatives in en and ja", async () => {
    const res = await t.client().get("/api/v1/businesses/catalog/");
    expect(res.status).toBe(200);
    expect(res.json.frameworks.map((f: { code: string }) => f.code)).toEqual(["gri", "ifrs-s1", "ifrs-s2", "sasb", "cdp", "sdgs", "ssbj"]);
    expect(res.json.frameworks.find((f: { code: string }) => f.code === "sdgs").categories).toHaveLength(17);
    expect(res.json.business_categories.length).toBeGreaterThan(10);
    expect(res.json.standard_initiatives.length).toBeGreaterThanOrEqual(6);
  });

  it("every standard initiative reports against frameworks the validation accepts", async () => {
    const { standard_initiatives } = (await t.client().get("/api/v1/businesses/catalog/")).json;
    for (const initiative of standard_initiatives) {
      const errors = new FieldErrorCollector();
      cleanFrameworks(errors, "frameworks", initiative.frameworks);
      expect(errors.fields, initiative.code).toEqual({});
      expect(Object.keys(initiative.translations).sort(), initiative.code).toEqual(["en", "ja"]);
    }
  });
});
