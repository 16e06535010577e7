import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, isolatedDatabaseUrl, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { refreshPublishedScores } from "./jobs.ts";
import { MIN_PEERS, peerCoverage, peerStandings } from "./peers.ts";
import { rescorePage } from "./service.ts";
import { addMappedItem } from "./test-fixtures.ts";

/** Peers are every published page of a country and category: this file gets a database of its own so no other file's pages join them. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const isolated = await isolatedDatabaseUrl();
  drop = isolated.drop;
  t = await createTestApp({}, isolated.url);
});
afterAll(async () => {
  await t.close();
  await drop();
});

const GROUP = { country: "TV", business_category: ["agriculture"] };

async function pageIn(group: Record<string, unknown>, published = true) {
  const o = await ownerWithPage(t, { published });
  const res = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { framework_type: "gri", ...group }, o.headers);
  expect(res.status, res.text).toBe(200);
  return o;
}

const TODAY = new Date().toISOString().slice(0, 10);
const griOf = async (o: Awaited<ReturnType<typeof pageIn>>) =>
  (await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/`)).json.frameworks.find((f: { framework: string }) => f.framework === "gri");

describe("peer comparison", () => {
  it("is hidden below 5 peers, then shows the percentile among published pages of the same country and category", async () => {
    const me = await pageIn(GROUP);
    await setPagePlan(t, me.page.id, "plus");
    await addMappedItem(t, me, ["305-1"], { evidence: "verified" });

    const peers = [await pageIn(GROUP), await pageIn(GROUP), await pageIn(GROUP), await pageIn(GROUP)];
    await addMappedItem(t, peers[1]!, ["305-1"]);
    await addMappedItem(t, peers[2]!, ["305-1"], { evidence: "verified" });
    await addMappedItem(t, peers[3]!, ["305-1", "305-2", "302-1"], { evidence: "verified" });
    // Not peers: another country, and an unpublished page of the group.
    const abroad = await pageIn({ ...GROUP, country: "JP" });
    await addMappedItem(t, abroad, ["305-1"], { evidence: "verified" });
    const hidden = await pageIn(GROUP, false);
    await addMappedItem(t, hidden, ["305-1"], { evidence: "verified" });
    await rescorePage(t.ctx.db, hidden.page.id, TODAY);
    // The daily job scores every published page.
    expect(await refreshPublishedScores(t.ctx, TODAY)).toBeGreaterThanOrEqual(6);

    const few = await griOf(me);
    expect(few.peers).toEqual({ status: "too_few_peers", percentile: null, peers: 4, minimum: MIN_PEERS, upgrade_url: null });

    const fifth = await pageIn(GROUP);
    await addMappedItem(t, fifth, ["305-1"], { evidence: "submitted" });
    await addMappedItem(t, fifth, ["302-1"]);
    await rescorePage(t.ctx.db, fifth.page.id, TODAY);

    const gri = await griOf(me);
    const scores = await Promise.all(
      [...peers, fifth].map(async (p) => (await rescorePage(t.ctx.db, p.page.id, TODAY))!.find((s) => s.framework === "gri")!.score),
    );
    const below = scores.filter((s) => s < gri.score).length;
    const equal = scores.filter((s) => s === gri.score).length;
    expect(equal).toBeGreaterThanOrEqual(1);
    expect(gri.peers).toEqual({
      status: "shown",
      percentile: Math.round((100 * (below + equal / 2)) / 5),
      peers: 5,
      minimum: MIN_PEERS,
      upgrade_url: null,
    });

    // How many peers address each disclosure (it ranks the gaps): published peers only.
    const counts = await peerCoverage(t.ctx.db, { pageId: me.page.id, country: "TV", categories: ["agriculture"] }, ["gri"]);
    expect(counts.get("gri:305-1")).toBe(4);
    expect(counts.get("gri:302-1")).toBe(2);
    expect(counts.get("gri:305-2")).toBe(1);
  });

  it("a page without a country or category has no peer group", async () => {
    const noCategory = await pageIn({ country: "TV", business_category: [] });
    await setPagePlan(t, noCategory.page.id, "pro");
    expect((await griOf(noCategory)).peers.status).toBe("no_category");
  });

  it("reads the latest score of thousands of pages in one query", async () => {
    const owner = await ownerWithPage(t);
    const n = 3000;
    await t.ctx.db.execute(sql`insert into businesses (handle, owner_id, country, business_category, is_published)
      select 'bulk-' || g, ${owner.user.id}, 'NR', '["energy"]'::jsonb, true from generate_series(1, ${n}) g`);
    // Three days of history each: the percentile must read the latest, not any.
    await t.ctx.db.execute(sql`insert into benchmark_scores (business_id, framework, day, score, addressed, total)
      select b.id, 'gri', d.day, case when d.day = date '2026-03-03' then (b.id % 100) else 99 end, 1, 3
      from businesses b cross join (values (date '2026-03-01'), (date '2026-03-02'), (date '2026-03-03')) d(day)
      where b.country = 'NR'`);
    const started = performance.now();
    const standing = await peerStandings(t.ctx.db, { pageId: owner.page.id, country: "NR", categories: ["energy"] }, new Map([["gri", 50]]));
    const elapsed = performance.now() - started;
    expect(standing.get("gri")!.peers).toBe(n);
    expect(standing.get("gri")!.below).toBe(1500);
    expect(standing.get("gri")!.equal).toBe(30);
    expect(elapsed).toBeLessThan(2000);
  });
});
