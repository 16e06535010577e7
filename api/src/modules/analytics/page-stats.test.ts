import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { pageStats } from "./page-stats.ts";
import { rollUpDays } from "./rollups.ts";
import { dayOf } from "./salts.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const daysAgo = (now: Date, days: number, hour = 12) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour));

describe("GET /businesses/{id}/stats/", () => {
  it("counts the last 30 days of one page's views and daily visitors, with a zero-filled daily series", async () => {
    const owner = await ownerWithPage(t, { published: true });
    const other = await ownerWithPage(t, { published: true });
    const now = new Date();
    const view = (pageId: number, createdAt: Date, visitorHash: string) => ({ pageId, path: "/x", visitorHash, createdAt });
    await t.ctx.db
      .insert(pageViewEvents)
      .values([
        view(owner.page.id, daysAgo(now, 0), "a"),
        view(owner.page.id, daysAgo(now, 0, 13), "a"),
        view(owner.page.id, daysAgo(now, 0, 14), "b"),
        view(owner.page.id, daysAgo(now, 29), "c"),
        view(owner.page.id, daysAgo(now, 30), "too-old"),
        view(other.page.id, daysAgo(now, 1), "someone-else's"),
      ]);
    // The job rolls the past days up; today and yesterday are refreshed by the read itself.
    await rollUpDays(t.ctx.db, dayOf(daysAgo(now, 30)), dayOf(daysAgo(now, 2)));

    const res = await owner.client.get(`/api/v1/businesses/${owner.page.id}/stats/`);
    expect(res.status).toBe(200);
    expect(res.json.window_days).toBe(30);
    expect(res.json.page_views).toBe(4);
    expect(res.json.visitors).toBe(3);
    expect(res.json.daily).toHaveLength(30);
    expect(res.json.daily.at(-1)).toEqual({ date: daysAgo(now, 0).toISOString().slice(0, 10), page_views: 3 });
    expect(res.json.daily[0]).toEqual({ date: daysAgo(now, 29).toISOString().slice(0, 10), page_views: 1 });
    expect(res.json.daily.reduce((sum: number, d: { page_views: number }) => sum + d.page_views, 0)).toBe(4);
  });

  it("is empty for a new page, and another owner gets the not-found answer", async () => {
    const owner = await ownerWithPage(t);
    const stranger = await ownerWithPage(t);
    expect((await pageStats(t.ctx.db, owner.page.id)).page_views).toBe(0);
    const res = await stranger.client.get(`/api/v1/businesses/${owner.page.id}/stats/`);
    expect(res.status).toBe(404);
    expect(res.json.detail).toBe("The page you are looking for does not exist.");
    expect((await t.client().get(`/api/v1/businesses/${owner.page.id}/stats/`)).status).toBe(401);
  });
});
