import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, type TestClient } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const send = (client: TestClient, body: unknown, userAgent = BROWSER) => client.post("/api/v1/analytics/evts/", body, { "user-agent": userAgent });

describe("clicks on link blocks", () => {
  it("counts a visitor's clicks per block, apart from page views, in the block list and the report; bots are not counted", async () => {
    const o = await ownerWithPage(t, { published: true });
    const base = `/api/v1/businesses/${o.page.id}`;
    const shop = (await o.client.post(`${base}/link-blocks/`, { title_json: { en: "Shop" }, url: "example.com/shop" }, o.headers)).json;
    const report = (await o.client.post(`${base}/link-blocks/`, { title_json: { en: "Report" }, url: "example.com/report" }, o.headers)).json;
    const path = `/${o.page.handle}`;
    const alice = t.client();
    const bob = t.client();
    expect((await send(alice, { path })).status).toBe(202);
    for (const [client, block] of [
      [alice, shop],
      [alice, shop],
      [bob, shop],
      [bob, report],
    ] as const) {
      // sendBeacon posts text/plain: the body is read as JSON all the same.
      const res = await send(client, JSON.stringify({ path, kind: "click", link_block_id: block.id }));
      expect(res.status).toBe(202);
    }
    expect((await send(bob, { path: `/widget/${o.page.handle}`, kind: "click", link_block_id: report.id }, BOT)).status).toBe(202);
    await t.ctx.pageViews.flush();

    const stored = await t.ctx.db.select().from(pageViewEvents).where(eq(pageViewEvents.pageId, o.page.id));
    expect(stored.map((e) => e.kind).sort()).toEqual(["click", "click", "click", "click", "view"]);
    expect(stored.every((e) => !JSON.stringify(e).includes(alice.ip))).toBe(true);

    const blocks = (await o.client.get(`${base}/link-blocks/`)).json;
    expect(blocks.map((b: { clicks_30d: number }) => b.clicks_30d)).toEqual([3, 1]);

    const analytics = (await o.client.get(`${base}/analytics/?days=7`)).json;
    expect(analytics.totals).toEqual({ page_views: 1, visitors: 1 });
    expect(analytics.breakdowns.path).toEqual([{ value: path, page_views: 1, visitors: 1 }]);
    expect(analytics.link_clicks).toEqual([
      { link_block_id: shop.id, title_json: { en: "Shop" }, url: "https://example.com/shop", clicks: 3, visitors: 2 },
      { link_block_id: report.id, title_json: { en: "Report" }, url: "https://example.com/report", clicks: 1, visitors: 1 },
    ]);
    const home = (await o.client.get(`${base}/stats/`)).json;
    expect(home.page_views).toBe(1);

    // A click counts at once, without waiting for the roll-up job.
    await send(bob, { path, kind: "click", link_block_id: report.id });
    await t.ctx.pageViews.flush();
    expect((await o.client.get(`${base}/link-blocks/`)).json.map((b: { clicks_30d: number }) => b.clicks_30d)).toEqual([3, 2]);
    // A deleted block's clicks leave the report.
    await o.client.request("DELETE", `${base}/link-blocks/${report.id}/`, undefined, o.headers);
    expect((await o.client.get(`${base}/analytics/?days=7`)).json.link_clicks.map((c: { link_block_id: number }) => c.link_block_id)).toEqual([shop.id]);
  });

  it("does not store a click on another page's block or a hidden one, and needs the block's id", async () => {
    const a = await ownerWithPage(t, { published: true });
    const b = await ownerWithPage(t, { published: true });
    const block = (await a.client.post(`/api/v1/businesses/${a.page.id}/link-blocks/`, { title_json: { en: "A" }, url: "example.com" }, a.headers)).json;
    expect((await send(t.client(), { path: `/${b.page.handle}`, kind: "click", link_block_id: block.id })).status).toBe(202);
    await t.ctx.pageViews.flush();
    expect(await t.ctx.db.select().from(pageViewEvents).where(eq(pageViewEvents.pageId, b.page.id))).toEqual([]);
    // A hidden block shows nowhere, so a click on it is made up: not stored either.
    await a.client.request("PATCH", `/api/v1/businesses/${a.page.id}/link-blocks/${block.id}/`, { is_hidden: true }, a.headers);
    expect((await send(t.client(), { path: `/${a.page.handle}`, kind: "click", link_block_id: block.id })).status).toBe(202);
    await t.ctx.pageViews.flush();
    expect(await t.ctx.db.select().from(pageViewEvents).where(eq(pageViewEvents.pageId, a.page.id))).toEqual([]);
    const missing = await send(t.client(), { path: `/${a.page.handle}`, kind: "click" });
    expect(missing.status).toBe(400);
    expect(missing.json.link_block_id).toEqual(["A click needs the id of the link block clicked."]);
    const badKind = await send(t.client(), { path: `/${a.page.handle}`, kind: "scroll" });
    expect(badKind.json.kind).toEqual(["Select view or click."]);
  });
});
