import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDisclosures, standardInitiatives } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { pageDisclosures } from "../frameworks/page-disclosures.ts";
import { joinAs } from "../members/test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
type Ref = { framework: string; disclosure: string; source?: string };
const refsOf = (list: Ref[]) => list.map((r) => `${r.framework}:${r.disclosure}`);

async function pageWith(frameworks: { framework: string; categories: string[] }[]) {
  const o = await ownerWithPage(t);
  const res = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { frameworks }, o.headers);
  expect(res.status, res.text).toBe(200);
  return o;
}
async function addInitiative(o: Owner, body: Record<string, unknown>) {
  const res = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, body, o.headers);
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}
const list = async (o: Owner) => (await o.client.get(`/api/v1/businesses/${o.page.id}/disclosures/`)).json;
const decide = (o: Owner, contentId: number, items: unknown) =>
  o.client.request("PUT", `/api/v1/businesses/${o.page.id}/contents/${contentId}/disclosures/`, { items }, o.headers);

const GHG = { title_json: { en: "Cutting our emissions", ja: "温室効果ガスの削減" }, description_json: { ja: "温室効果ガスの排出量を削減しました" } };

describe("owners map their initiatives to disclosures", () => {
  it("suggests disclosures from an initiative's Japanese text, within the page's frameworks only", async () => {
    const o = await pageWith([
      { framework: "gri", categories: ["305"] },
      { framework: "sdgs", categories: ["13"] },
    ]);
    const id = await addInitiative(o, GHG);
    const res = await o.client.get(`/api/v1/businesses/${o.page.id}/disclosures/`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.frameworks.sort()).toEqual(["gri", "sdgs"]);
    const [item] = res.json.initiatives;
    expect(item).toMatchObject({ content_id: id, standard_code: null, disclosures: [] });
    const suggested = refsOf(item.suggestions);
    expect(suggested).toEqual(expect.arrayContaining(["gri:305-1", "gri:305-5"]));
    expect(item.suggestions.every((s: Ref) => ["gri", "sdgs"].includes(s.framework))).toBe(true);
    expect(item.suggestions[0]).toMatchObject({ title: { en: expect.any(String) }, confidence: expect.any(Number), keywords: expect.any(Array) });
    const confidences = item.suggestions.map((s: { confidence: number }) => s.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    expect(Math.min(...confidences)).toBeGreaterThanOrEqual(0.4);
  });

  it("suggests from every framework when the page has none, and nothing for a text about nothing", async () => {
    const o = await ownerWithPage(t);
    await addInitiative(o, GHG);
    await addInitiative(o, { title_json: { en: "Friday lunch", ja: "金曜日のランチ会" } });
    const { frameworks, initiatives } = await list(o);
    expect(frameworks).toEqual([]);
    expect(new Set(initiatives[0].suggestions.map((s: Ref) => s.framework)).size).toBeGreaterThan(2);
    expect(initiatives[1].suggestions).toEqual([]);
  });

  it("confirms and rejects with who and when: confirmed ones count, rejected ones are not suggested again", async () => {
    const o = await pageWith([{ framework: "gri", categories: ["305"] }]);
    const id = await addInitiative(o, GHG);
    const res = await decide(o, id, [
      { framework: "gri", disclosure: "305-1", state: "confirmed" },
      { framework: "gri", disclosure: "305-5", state: "rejected" },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.json.disclosures).toEqual([
      {
        framework: "gri",
        disclosure: "305-1",
        title: { en: "Direct (Scope 1) GHG emissions", ja: "直接的なGHG排出量（スコープ1）" },
        source: "confirmed",
        decided_by: "Test Owner",
        decided_at: expect.any(String),
      },
    ]);
    expect(refsOf(res.json.suggestions)).not.toContain("gri:305-1");
    expect(refsOf(res.json.suggestions)).not.toContain("gri:305-5");
    const rows = await t.ctx.db.select().from(contentDisclosures).where(eq(contentDisclosures.contentId, id));
    expect(rows.map((r) => [r.disclosure, r.state, r.decidedBy, r.pageId]).sort()).toEqual([
      ["305-1", "confirmed", o.user.id, o.page.id],
      ["305-5", "rejected", o.user.id, o.page.id],
    ]);
    // The shared interface the benchmark reads counts the confirmed one.
    const [item] = await pageDisclosures(t.ctx.db, o.page.id);
    expect(item!.disclosures).toEqual([{ framework: "gri", disclosure: "305-1", source: "confirmed" }]);

    // Changing one's mind: the rejected one confirmed, the confirmed one removed.
    const again = await decide(o, id, [
      { framework: "gri", disclosure: "305-5", state: "confirmed" },
      { framework: "gri", disclosure: "305-1", state: "rejected" },
    ]);
    expect(refsOf(again.json.disclosures)).toEqual(["gri:305-5"]);
    expect(refsOf((await list(o)).initiatives[0].disclosures)).toEqual(["gri:305-5"]);
  });

  it("counts a standard initiative's catalogue disclosures, and lets a member reject one of them", async () => {
    const o = await pageWith([{ framework: "gri", categories: ["305"] }]);
    const [ghg] = await t.ctx.db.select().from(standardInitiatives).where(eq(standardInitiatives.code, "ghg_inventory"));
    const id = await addInitiative(o, { kind: "standard", standard_initiative_id: ghg!.id });
    const [item] = (await list(o)).initiatives;
    expect(item.standard_code).toBe("ghg_inventory");
    expect(refsOf(item.disclosures)).toEqual(expect.arrayContaining(["gri:305-1", "gri:305-2", "gri:305-3", "sdgs:13.2"]));
    expect(item.disclosures.every((d: Ref) => d.source === "catalogue")).toBe(true);
    await decide(o, id, [{ framework: "gri", disclosure: "305-3", state: "rejected" }]);
    const after = (await list(o)).initiatives[0];
    expect(refsOf(after.disclosures)).not.toContain("gri:305-3");
    expect(refsOf(after.suggestions)).not.toContain("gri:305-3");
    const [shared] = await pageDisclosures(t.ctx.db, o.page.id);
    expect(refsOf(shared!.disclosures)).not.toContain("gri:305-3");
  });

  it("offers the analyzer's stored suggestions too, unless decided", async () => {
    const o = await pageWith([{ framework: "gri", categories: ["2"] }]);
    const id = await addInitiative(o, { title_json: { en: "Friday lunch" } });
    await t.ctx.db
      .insert(contentDisclosures)
      .values({ contentId: id, pageId: o.page.id, framework: "gri", disclosure: "2-29", state: "suggested", confidence: 0.8 });
    expect(refsOf((await list(o)).initiatives[0].suggestions)).toEqual(["gri:2-29"]);
    await decide(o, id, [{ framework: "gri", disclosure: "2-29", state: "rejected" }]);
    expect((await list(o)).initiatives[0].suggestions).toEqual([]);
  });

  it("refuses unknown codes, repeats, bad states and empty lists as field errors, and writes nothing", async () => {
    const o = await ownerWithPage(t);
    const id = await addInitiative(o, GHG);
    const bad = await decide(o, id, [
      { framework: "gri", disclosure: "999-9", state: "confirmed" },
      { framework: "gri", disclosure: "305-1", state: "confirmed" },
      { framework: "gri", disclosure: "305-1", state: "rejected" },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      "items.0.disclosure": ["Select a disclosure of this framework."],
      "items.2.disclosure": ["Decide each disclosure once per request."],
    });
    const framework = await decide(o, id, [{ framework: "tcfd", disclosure: "305-1", state: "confirmed" }]);
    expect(framework.status).toBe(400);
    expect(framework.json["items.0.framework"]).toEqual(["Select a valid framework."]);
    const state = await decide(o, id, [{ framework: "gri", disclosure: "305-1", state: "maybe" }]);
    expect(state.json["items.0.state"]).toEqual(["Choose confirmed or rejected."]);
    const empty = await decide(o, id, []);
    expect(empty.json).toEqual({ items: ["Send between 1 and 50 decisions."] });
    // A code of another framework is not one of this framework's.
    const crossed = await decide(o, id, [{ framework: "sdgs", disclosure: "305-1", state: "confirmed" }]);
    expect(crossed.json).toEqual({ "items.0.disclosure": ["Select a disclosure of this framework."] });
    const rows = await t.ctx.db.select().from(contentDisclosures).where(eq(contentDisclosures.contentId, id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for an initiative of another page or none, and 403 to a viewer's decision", async () => {
    const o = await ownerWithPage(t);
    const other = await ownerWithPage(t);
    const theirs = await addInitiative(other, GHG);
    const decision = [{ framework: "gri", disclosure: "305-1", state: "confirmed" }];
    expect((await decide(o, theirs, decision)).status).toBe(404);
    expect((await decide(o, 2147483647, decision)).status).toBe(404);
    expect((await decide(o, "abc" as unknown as number, decision)).status).toBe(404);
    const viewer = await joinAs(t, o, "viewer", "Vera");
    const mine = await addInitiative(o, GHG);
    const refused = await viewer.client.request("PUT", `/api/v1/businesses/${o.page.id}/contents/${mine}/disclosures/`, { items: decision }, viewer.headers);
    expect(refused.status).toBe(403);
    expect((await viewer.client.get(`/api/v1/businesses/${o.page.id}/disclosures/`)).status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(contentDisclosures)
      .where(and(eq(contentDisclosures.pageId, other.page.id), eq(contentDisclosures.contentId, theirs)));
    expect(rows).toEqual([]);
  });
});

describe("GET /businesses/frameworks/", () => {
  it("lists every framework with its source, categories and disclosures, publicly and cacheably", async () => {
    const res = await t.client().get("/api/v1/businesses/frameworks/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.json.map((f: { code: string }) => f.code)).toEqual(["gri", "ifrs-s1", "ifrs-s2", "sasb", "cdp", "sdgs", "ssbj"]);
    const sdgs = res.json.find((f: { code: string }) => f.code === "sdgs");
    expect(sdgs.disclosures).toHaveLength(169);
    expect(sdgs.source.url).toMatch(/^https:\/\//);
    const gri = res.json.find((f: { code: string }) => f.code === "gri");
    expect(gri.disclosures.find((d: { code: string }) => d.code === "305-1")).toMatchObject({
      topic: "305",
      title: { en: "Direct (Scope 1) GHG emissions" },
      weight: 2,
      superseded_by: null,
    });
  });
});
