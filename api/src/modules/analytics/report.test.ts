import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewEvents } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { analyticsReport } from "./report.ts";
import { rollUpDays } from "./rollups.ts";
import { dayOf } from "./salts.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;

describe("the Analytics report", () => {
  it("sums the roll-ups of the window, fills empty days, lists top values, and compares with the days before", async () => {
    const o = await ownerWithPage(t);
    const now = new Date("2026-11-25T12:00:00Z");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const view = (daysAgo: number, hash: string, source: string | null, referrer: string | null = null) => ({
      pageId: o.page.id,
      path: `/${o.page.handle}`,
      visitorHash: hash,
      source,
      referrer,
      device: "mobile",
      browser: "safari",
      language: "ja",
      createdAt: at(daysAgo),
    });
    await t.ctx.db.insert(pageViewEvents).values([
      view(0, "a", "qr"),
      view(0, "a", "qr"),
      view(0, "b", null, "https://www.google.com"),
      view(3, "c", "share:x"),
      view(6, "d", null),
      // Before the 7-day window: only the comparison sees these.
      view(7, "e", null),
      view(10, "f", "qr"),
    ]);
    await rollUpDays(t.ctx.db, dayOf(at(14)), dayOf(now));

    const report = await analyticsReport(t.ctx.db, o.page.id, 7, { compare: true, now });
    expect(report).toMatchObject({ window_days: 7, time_zone: "UTC", since: "2026-11-19", until: "2026-11-25" });
    expect(report.totals).toEqual({ page_views: 5, visitors: 4 });
    expect(report.previous).toEqual({ page_views: 2, visitors: 2 });
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toMatchObject({ date: "2026-11-25", page_views: 3, visitors: 2 });
    expect(report.daily[1]).toMatchObject({ date: "2026-11-20", page_views: 0, visitors: 0 });
    expect(report.breakdowns.source).toEqual([
      { value: "", page_views: 2, visitors: 2 },
      { value: "qr", page_views: 2, visitors: 1 },
      { value: "share:x", page_views: 1, visitors: 1 },
    ]);
    expect(report.breakdowns.referrer).toEqual([
      { value: "", page_views: 4, visitors: 3 },
      { value: "google.com", page_views: 1, visitors: 1 },
    ]);
    expect(report.breakdowns.device).toEqual([{ value: "mobile", page_views: 5, visitors: 4 }]);
  });

  it("is a viewer's read, windows as the plan allows (403 plan_limit beyond), and field errors for other windows", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "pro");
    const viewer = await joinAs(t, o, "viewer", "Vic");
    const base = `/api/v1/businesses/${o.page.id}/analytics/`;
    const ok = await viewer.client.get(`${base}?days=90&compare=true`);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ window_days: 90, previous: { page_views: 0, visitors: 0 } });
    expect(ok.json.daily).toHaveLength(90);
    const year = await viewer.client.get(`${base}?days=365`);
    expect(year.status).toBe(403);
    expect(year.json).toMatchObject({ code: "plan_limit", upgrade_url: `${t.config.siteUrl}/dashboard/billing` });
    expect((await viewer.client.get(`${base}?days=14`)).json).toEqual({ days: ["Select 7, 30, 90 or 365 days."] });
    expect((await viewer.client.get(base)).json.window_days).toBe(30);
    const outsider = await ownerWithPage(t);
    expect((await outsider.client.get(base)).status).toBe(404);
  });

  it("takes in a view stored late for yesterday: each of the two recent days is checked and rebuilt when it misses views", async () => {
    const o = await ownerWithPage(t);
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY);
    const view = (at: Date, hash: string) => ({ pageId: o.page.id, path: `/${o.page.handle}`, visitorHash: hash, createdAt: at });
    await t.ctx.db.insert(pageViewEvents).values([view(yesterday, "a"), view(now, "b")]);
    const days = async () => (await analyticsReport(t.ctx.db, o.page.id, 7, { now })).daily.slice(-2).map((d) => [d.page_views, d.visitors]);
    expect(await days()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    await t.ctx.db.insert(pageViewEvents).values(view(yesterday, "c"));
    expect(await days()).toEqual([
      [2, 2],
      [1, 1],
    ]);
  });

  it("counts a view at once: the read refreshes the page's today, and reads at the same moment do not trip over each other", async () => {
    const o = await ownerWithPage(t, { published: true });
    const ua = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
    expect((await t.client().post("/api/v1/analytics/evts/", { path: `/${o.page.handle}`, source: "qr" }, ua)).status).toBe(202);
    const reads = await Promise.all(Array.from({ length: 6 }, () => o.client.get(`/api/v1/businesses/${o.page.id}/analytics/?days=7`)));
    for (const read of reads) {
      expect(read.status, read.text).toBe(200);
      expect(read.json.totals).toEqual({ page_views: 1, visitors: 1 });
      expect(read.json.breakdowns.source).toEqual([{ value: "qr", page_views: 1, visitors: 1 }]);
    }
    // Home's numbers are the same ones.
    expect((await o.client.get(`/api/v1/businesses/${o.page.id}/stats/?days=7`)).json).toMatchObject({ page_views: 1, visitors: 1 });
  });
});
