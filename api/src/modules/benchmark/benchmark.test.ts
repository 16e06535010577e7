import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchmarkScores, contents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { currentDisclosuresOf, disclosuresOf } from "../frameworks/data/index.ts";
import { readHistory, recordScores } from "./history.ts";
import { EVIDENCE_FACTORS } from "./scoring.ts";
import { rescorePage } from "./service.ts";
import { addMappedItem } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const griScore = (body: { frameworks: { framework: string; score: number }[] }) => body.frameworks.find((f) => f.framework === "gri")!.score;

describe("GET /businesses/{id}/benchmark/", () => {
  it("scores the page's own frameworks, verified above self-reported, and files the score under today", async () => {
    const o = await ownerWithPage(t, { published: true, page: { framework_type: "gri" } });
    const id = await addMappedItem(t, o, ["305-1", "305-2"]);
    const base = `/api/v1/businesses/${o.page.id}/benchmark/`;
    const first = await o.client.get(base);
    expect(first.status, first.text).toBe(200);
    expect(first.json.basis).toBe("selected");
    expect(first.json.frameworks.map((f: { framework: string }) => f.framework)).toEqual(["gri"]);
    expect(first.json.factors).toMatchObject(EVIDENCE_FACTORS);
    const selfReported = griScore(first.json);
    expect(selfReported).toBeGreaterThan(0);
    expect(first.json.summary).toMatchObject({ basis: "main", framework: "gri", score: selfReported, change: null });

    await t.ctx.db.update(contents).set({ evidenceState: "verified" }).where(eq(contents.id, id));
    const second = await o.client.get(base);
    const verified = griScore(second.json);
    expect(verified).toBeCloseTo(selfReported / EVIDENCE_FACTORS.self_reported, 0);
    expect(verified).toBeGreaterThan(selfReported);
    // Both readings were today: one row, now holding the verified score; no change against an earlier day yet.
    const rows = await t.ctx.db
      .select()
      .from(benchmarkScores)
      .where(and(eq(benchmarkScores.pageId, o.page.id), eq(benchmarkScores.framework, "gri")));
    expect(rows.map((r) => r.score)).toEqual([verified]);
    expect(second.json.summary.change).toBeNull();
  });

  it("a page that chose no framework is scored against all of them, summarised as their mean", async () => {
    const o = await ownerWithPage(t);
    await addMappedItem(t, o, ["305-1"], { evidence: "verified" });
    const res = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/`);
    expect(res.json.basis).toBe("all");
    const codes = res.json.frameworks.map((f: { framework: string }) => f.framework);
    expect(codes).toEqual(expect.arrayContaining(["gri", "sdgs"]));
    const mean = res.json.frameworks.reduce((sum: number, f: { score: number }) => sum + f.score, 0) / codes.length;
    expect(res.json.summary).toMatchObject({ basis: "average", framework: null });
    expect(res.json.summary.score).toBeCloseTo(mean, 1);
  });

  it("unpublished and expired items count less or not at all", async () => {
    const o = await ownerWithPage(t, { page: { framework_type: "gri" } });
    await addMappedItem(t, o, ["305-1"], { evidence: "verified", published: false });
    const base = `/api/v1/businesses/${o.page.id}/benchmark/`;
    expect(griScore((await o.client.get(base)).json)).toBe(0);
    await addMappedItem(t, o, ["305-1"], { evidence: "verified", expires: "2020-01-01" });
    const expired = griScore((await o.client.get(base)).json);
    await addMappedItem(t, o, ["305-1"], { evidence: "verified" });
    const fresh = griScore((await o.client.get(base)).json);
    expect(expired).toBeGreaterThan(0);
    expect(fresh).toBeCloseTo(expired * 2, 0);
  });

  it("Starter names its plan's number of gaps, counts the rest, and asks to upgrade for peers", async () => {
    const o = await ownerWithPage(t, { page: { framework_type: "gri" } });
    const res = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/`);
    const gri = res.json.frameworks[0];
    // GRI 304 is superseded by GRI 101: scored once, not twice.
    const all = currentDisclosuresOf("gri").length;
    expect(all).toBeLessThan(disclosuresOf("gri").length);
    expect(gri.gaps.total).toBe(all);
    expect(gri.gaps.limit).toBe(3);
    expect(gri.gaps.items).toHaveLength(Math.min(3, all));
    expect(gri.gaps.unnamed).toBe(all - gri.gaps.items.length);
    // The heaviest disclosures first.
    const weights = gri.gaps.items.map((g: { weight: number }) => g.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(gri.peers).toMatchObject({ status: "upgrade", percentile: null, upgrade_url: `${t.config.siteUrl}/dashboard/billing` });
    expect(res.json.content_index).toBe(false);

    await setPagePlan(t, o.page.id, "pro");
    const pro = (await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/`)).json.frameworks[0];
    expect(pro.gaps).toMatchObject({ limit: null, unnamed: 0, upgrade_url: null });
    expect(pro.gaps.items).toHaveLength(all);
    // No country or category: no peer group to compare with.
    expect(pro.peers).toMatchObject({ status: "no_country", percentile: null });
  });

  it("history returns a score per day it changed; a bad framework or window is a field error", async () => {
    const o = await ownerWithPage(t, { page: { framework_type: "gri" } });
    await recordScores(t.ctx.db, o.page.id, [{ framework: "gri", score: 20, addressed: 1, total: 3 }], "2026-01-10");
    await recordScores(t.ctx.db, o.page.id, [{ framework: "gri", score: 40, addressed: 2, total: 3 }], "2026-02-10");
    await addMappedItem(t, o, ["305-1", "305-2", "302-1"], { evidence: "verified" });
    const res = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/history/?framework=gri&days=3650`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.framework).toBe("gri");
    const home = (await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/`)).json;
    const now = griScore(home);
    expect(res.json.points.map((p: { score: number }) => p.score)).toEqual([20, 40, now]);
    expect(home.summary).toMatchObject({ score: now, since: "2026-02-10" });
    expect(home.summary.change).toBeCloseTo(now - 40, 1);

    const framework = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/history/?framework=nope`);
    expect(framework.status).toBe(400);
    expect(framework.json).toEqual({ framework: ["Select a framework from the list."] });
    const days = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/history/?days=0`);
    expect(days.status).toBe(400);
    expect(days.json).toEqual({ days: ["Select between 1 and 3650 days."] });
  });

  it("a content write asks for the page to be rescored", async () => {
    const o = await ownerWithPage(t);
    const asked: number[] = [];
    t.ctx.pageChanges.useQueue(async (pageId) => {
      asked.push(pageId);
    });
    try {
      await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Wind" } }, o.headers);
      await o.client.get(`/api/v1/businesses/${o.page.id}/contents/`);
    } finally {
      t.ctx.pageChanges.useQueue(async () => {});
    }
    expect(asked).toEqual([o.page.id]);
  });
});

describe("score history", () => {
  const score = (value: number) => [{ framework: "gri", score: value, addressed: 1, total: 3 }];
  it("files a row only on a day the score changed, and none for a change undone the same day", async () => {
    const o = await ownerWithPage(t);
    const history = async () => (await readHistory(t.ctx.db, o.page.id, "gri", 3650, "2026-12-31")).map((r) => [r.day, r.score]);
    await recordScores(t.ctx.db, o.page.id, score(50), "2026-03-01");
    await recordScores(t.ctx.db, o.page.id, score(50), "2026-03-02");
    expect(await history()).toEqual([["2026-03-01", 50]]);
    await recordScores(t.ctx.db, o.page.id, score(60), "2026-03-03");
    await recordScores(t.ctx.db, o.page.id, score(70), "2026-03-03");
    expect(await history()).toEqual([
      ["2026-03-01", 50],
      ["2026-03-03", 70],
    ]);
    await recordScores(t.ctx.db, o.page.id, score(50), "2026-03-03");
    expect(await history()).toEqual([["2026-03-01", 50]]);
  });

  it("rescorePage files every framework's score and skips a page that is gone", async () => {
    const o = await ownerWithPage(t);
    await addMappedItem(t, o, ["305-1"], { evidence: "verified" });
    const scores = await rescorePage(t.ctx.db, o.page.id, "2026-05-05");
    const rows = await t.ctx.db.select().from(benchmarkScores).where(eq(benchmarkScores.pageId, o.page.id));
    expect(rows.map((r) => r.framework).sort()).toEqual(scores!.map((s) => s.framework).sort());
    expect(await rescorePage(t.ctx.db, 2_000_000_000, "2026-05-05")).toBeNull();
  });
});
