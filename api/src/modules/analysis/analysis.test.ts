import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisRuns, contents, pageActivity } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { monthOf } from "./service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
const runsPath = (o: Owner) => `/api/v1/businesses/${o.page.id}/analyses/`;
const run = (o: Owner, body: unknown = {}) => o.client.post(runsPath(o), body, o.headers);

/** A Premium page reporting on GRI energy and emissions, with a self-reported carbon-neutral claim and a news post. */
async function premiumPage() {
  const o = await ownerWithPage(t);
  await setPagePlan(t, o.page.id, "premium");
  const base = `/api/v1/businesses/${o.page.id}`;
  const frameworks = [{ framework: "gri", categories: ["302", "305"] }];
  const set = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { frameworks }, o.headers);
  expect(set.status, set.text).toBe(200);
  const claim = await o.client.post(`${base}/contents/`, { title_json: { en: "Carbon neutral café", ja: "カーボンニュートラルなカフェ" } }, o.headers);
  expect(claim.status, claim.text).toBe(201);
  const post = await o.client.post(`${base}/news/`, { title_json: { en: "Our eco-friendly cups" } }, o.headers);
  expect(post.status, post.text).toBe(201);
  return { ...o, claim: claim.json as { id: number }, post: post.json as { id: number } };
}

const catalogue = async (o: Owner) => (await o.client.get("/api/v1/businesses/catalog/")).json.standard_initiatives as { id: number; code: string }[];

describe("AI analysis runs", () => {
  it("refuses pages whose plan has no AI analysis (403 plan_limit with the way to upgrade) and stores nothing", async () => {
    const o = await ownerWithPage(t);
    for (const plan of ["starter", "plus", "pro"] as const) {
      await setPagePlan(t, o.page.id, plan);
      const refused = await run(o);
      expect(refused.status, plan).toBe(403);
      expect(refused.json).toEqual({
        code: "plan_limit",
        detail: "AI analysis comes with the Premium plan. Upgrade to run it.",
        upgrade_url: expect.stringMatching(/\/dashboard\/billing$/),
      });
    }
    const list = await o.client.get(runsPath(o));
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ count: 0, results: [], usage: { used: 0, limit: 0, included: false, model: null } });
    expect(await t.ctx.db.select().from(analysisRuns).where(eq(analysisRuns.pageId, o.page.id))).toEqual([]);
  });

  it("runs the built-in analyzer, stores the run with its inputs' hash, and lists it newest first with the month's usage", async () => {
    const o = await premiumPage();
    const first = await run(o, { language: "en" });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({
      business_id: o.page.id,
      language: "en",
      model: "builtin",
      model_status: "builtin",
      model_error: null,
      prose: null,
      requested_by: "Test Owner",
    });
    expect(first.json.inputs_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.json.duration_ms).toBeGreaterThanOrEqual(0);
    const { findings } = first.json;
    expect(findings.frameworks).toEqual([{ framework: "gri", name: "GRI Standards" }]);
    expect(findings.gaps.flatMap((g: { disclosures: { code: string }[] }) => g.disclosures.map((d) => d.code))).toEqual(
      expect.arrayContaining(["302-1", "305-1", "305-2"]),
    );
    expect(
      findings.claim_flags.map((f: { item_type: string; item_id: number; claim: string; reason: string }) => [f.item_type, f.item_id, f.claim, f.reason]),
    ).toEqual([
      ["initiative", o.claim.id, "carbon_neutral", "no_evidence"],
      ["news", o.post.id, "eco_friendly", "news"],
    ]);
    const ghg = findings.suggestions.find((s: { code: string }) => s.code === "ghg_inventory");
    expect(ghg.closes.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(["305-1", "305-2"]));

    // The same inputs: the same hash and findings. In Japanese: a new hash, Japanese sentences.
    const again = await run(o, { language: "en" });
    expect(again.json.inputs_hash).toBe(first.json.inputs_hash);
    expect(again.json.findings).toEqual(findings);
    const ja = await run(o, { language: "ja" });
    expect(ja.json.inputs_hash).not.toBe(first.json.inputs_hash);
    expect(ja.json.findings.claim_flags[0].text).toBe(
      "「カーボンニュートラルなカフェ」は「カーボンニュートラル」と述べていますが、自己申告で根拠資料が添付されていません。",
    );

    const list = await o.client.get(runsPath(o));
    expect(list.json.results.map((r: { id: number }) => r.id)).toEqual([ja.json.id, again.json.id, first.json.id]);
    expect(list.json.results[2]).toMatchObject({ model_status: "builtin", counts: { claim_flags: 2, suggestions: findings.suggestions.length } });
    expect(list.json.usage).toEqual({ used: 3, limit: 30, included: true, model: null, resets_at: monthOf(new Date()).next.toISOString() });
    const one = await o.client.get(`${runsPath(o)}${first.json.id}/`);
    expect(one.json).toEqual(first.json);
    const activity = await t.ctx.db.select().from(pageActivity).where(eq(pageActivity.pageId, o.page.id));
    expect(activity.filter((a) => a.action === "analysis.run")).toHaveLength(3);
  });

  it("no longer suggests an initiative once it is added, and counts what it addresses", async () => {
    const o = await premiumPage();
    const ghg = (await catalogue(o)).find((s) => s.code === "ghg_inventory")!;
    const before = (await run(o)).json.findings;
    expect(before.suggestions.map((s: { code: string }) => s.code)).toContain("ghg_inventory");
    const added = await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { kind: "standard", standard_initiative_id: ghg.id }, o.headers);
    expect(added.status, added.text).toBe(201);
    const after = (await run(o)).json.findings;
    expect(after.suggestions.map((s: { code: string }) => s.code)).not.toContain("ghg_inventory");
    const open = after.gaps.flatMap((g: { disclosures: { code: string }[] }) => g.disclosures.map((d) => d.code));
    expect(open).not.toContain("305-1");
    expect(open).not.toContain("305-2");
    expect(after.counts.addressed).toBeGreaterThan(before.counts.addressed);
  });

  it("names as candidates for a gap only what the Contents screen would suggest, never a disclosure a member rejected", async () => {
    const o = await premiumPage();
    const base = `/api/v1/businesses/${o.page.id}`;
    const ghg = await o.client.post(
      `${base}/contents/`,
      { title_json: { en: "Cutting our emissions", ja: "温室効果ガスの削減" }, description_json: { ja: "温室効果ガスの排出量を削減しました" } },
      o.headers,
    );
    expect(ghg.status, ghg.text).toBe(201);
    type GapList = { disclosures: { code: string; candidates: number[] }[] }[];
    const candidatesOf = (gaps: GapList, code: string) => gaps.flatMap((g) => g.disclosures).find((d) => d.code === code)?.candidates;
    const before = (await run(o)).json.findings.gaps as GapList;
    expect(candidatesOf(before, "305-1")).toContain(ghg.json.id);
    // Every candidate is one the Contents screen offers to confirm.
    const offered = (await o.client.get(`${base}/disclosures/`)).json.initiatives.find((i: { content_id: number }) => i.content_id === ghg.json.id);
    const offeredCodes = offered.suggestions.map((s: { disclosure: string }) => s.disclosure);
    for (const d of before.flatMap((g) => g.disclosures)) if (d.candidates.includes(ghg.json.id)) expect(offeredCodes).toContain(d.code);
    const rejected = await o.client.request(
      "PUT",
      `${base}/contents/${ghg.json.id}/disclosures/`,
      { items: [{ framework: "gri", disclosure: "305-1", state: "rejected" }] },
      o.headers,
    );
    expect(rejected.status, rejected.text).toBe(200);
    const after = (await run(o)).json.findings.gaps as GapList;
    expect(candidatesOf(after, "305-1")).not.toContain(ghg.json.id);
  });

  it("writes in the page's default language when none is asked for, and refuses another language", async () => {
    const o = await premiumPage();
    const base = `/api/v1/businesses/${o.page.id}`;
    await o.client.post(`${base}/languages/`, { language_id: 2, is_enabled: true }, o.headers);
    const patched = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { default_language_id: 2 }, o.headers);
    expect(patched.status, patched.text).toBe(200);
    const runJa = await o.client.request("POST", runsPath(o), undefined, o.headers);
    expect(runJa.status, runJa.text).toBe(201);
    expect(runJa.json.language).toBe("ja");
    const bad = await run(o, { language: "fr" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ language: ["Only en and ja are supported."] });
    expect((await o.client.get(`${runsPath(o)}999999999/`)).status).toBe(404);
    expect((await o.client.get(`${runsPath(o)}abc/`)).status).toBe(404);
  });

  it("allows the plan's runs per calendar month (UTC), even when several start at once, and says when more are possible", async () => {
    const o = await premiumPage();
    const { start, next } = monthOf(new Date());
    const stored = (createdAt: Date) => ({ pageId: o.page.id, language: "en" as const, inputsHash: "x", findings: {}, durationMs: 1, createdAt });
    // Last month's runs do not count; 29 of this month's do.
    await t.ctx.db.insert(analysisRuns).values(Array.from({ length: 3 }, () => stored(new Date(start.getTime() - 60_000))));
    await t.ctx.db.insert(analysisRuns).values(Array.from({ length: 29 }, () => stored(new Date(start.getTime() + 1000))));
    const results = await Promise.all([run(o), run(o), run(o)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expect(refused.json).toMatchObject({
      code: "plan_limit",
      upgrade_url: expect.stringMatching(/\/dashboard\/billing$/),
      detail: `This page has used its 30 AI analyses for this month. More can be run from ${next.toISOString().slice(0, 10)} (UTC), or upgrade your plan.`,
    });
    expect((await o.client.get(runsPath(o))).json.usage).toMatchObject({ used: 30, limit: 30 });
    expect((await run(o)).status).toBe(403);
  });

  it("analyzes a page of 200 initiatives in under 2 s", async () => {
    const o = await premiumPage();
    await t.ctx.db.insert(contents).values(
      Array.from({ length: 200 }, (_, i) => ({
        pageId: o.page.id,
        orderKey: i,
        titleJson: { en: `Energy and emissions step ${i}`, ja: `エネルギーと排出量の取り組み${i}` },
        descriptionJson: {
          en: "We cut electricity use and Scope 1 emissions with an eco-friendly roaster.",
          ja: "環境にやさしい焙煎機で電力とスコープ1排出を削減。",
        },
        contentJson: { en: "Details. ".repeat(100) },
      })),
    );
    const started = performance.now();
    const res = await run(o);
    expect(res.status, res.text).toBe(201);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.json.duration_ms).toBeLessThan(2000);
    expect(res.json.findings.counts.initiatives).toBe(201);
  });
});
