import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardInitiatives } from "@greenpage/db/schema";
import { createTestApp } from "../../../test/harness.ts";
import { findDisclosure } from "./index.ts";
import { STANDARD_INITIATIVE_DISCLOSURES } from "./standard-initiatives.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the catalogue's mapping to disclosures", () => {
  it("maps every standard initiative in the database after the migrations, and nothing else", async () => {
    const codes = (await t.ctx.db.select({ code: standardInitiatives.code }).from(standardInitiatives)).map((r) => r.code);
    expect(codes.length).toBeGreaterThanOrEqual(36);
    expect(Object.keys(STANDARD_INITIATIVE_DISCLOSURES).sort()).toEqual([...codes].sort());
  });

  it("maps only to disclosures that exist, each once, at least one per initiative", () => {
    for (const [code, refs] of Object.entries(STANDARD_INITIATIVE_DISCLOSURES)) {
      expect(refs.length, code).toBeGreaterThan(0);
      for (const ref of refs) expect(findDisclosure(ref.framework, ref.disclosure), `${code} → ${ref.framework}:${ref.disclosure}`).toBeDefined();
      expect(new Set(refs.map((r) => `${r.framework}:${r.disclosure}`)).size, code).toBe(refs.length);
    }
  });

  it("maps an initiative to disclosures within the frameworks the catalogue says it reports against", async () => {
    const rows = await t.ctx.db.select().from(standardInitiatives);
    for (const row of rows) {
      const frameworks = new Set(row.frameworks.map((f) => f.framework));
      const mapped = new Set(STANDARD_INITIATIVE_DISCLOSURES[row.code]!.map((r) => r.framework));
      const shared = [...frameworks].filter((f) => mapped.has(f));
      expect(shared.length, `${row.code}: ${[...frameworks]} vs ${[...mapped]}`).toBe(frameworks.size);
    }
  });
});
