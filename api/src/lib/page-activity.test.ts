import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageActivity } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage } from "../test/harness.ts";
import { ACTIVITY_ACTIONS, pageRouteSuffix, pruneActivity } from "./page-activity.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("page activity", () => {
  it("names every write on a page: a new route cannot change a page unrecorded", () => {
    const writes = (t.app.routes as { method: string; path: string }[])
      .filter((r) => r.method !== "GET" && r.method !== "HEAD" && r.method !== "OPTIONS" && /\/businesses\/(update\/:id|:business_id)\//.test(r.path))
      .map((r) => `${r.method} ${pageRouteSuffix(r.path)}`);
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.filter((key) => !(key in ACTIVITY_ACTIONS))).toEqual([]);
    // And the table names no route that does not exist.
    expect(Object.keys(ACTIVITY_ACTIONS).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it("keeps 90 days: the daily prune removes older lines only, and the list never shows them", async () => {
    const o = await ownerWithPage(t);
    const day = 24 * 60 * 60 * 1000;
    const line = (daysAgo: number, action: string) => ({
      pageId: o.page.id,
      userId: o.user.id,
      actorName: "Test Owner",
      action,
      createdAt: new Date(Date.now() - daysAgo * day),
    });
    await t.ctx.db.insert(pageActivity).values([line(91, "news.create"), line(89, "news.update")]);
    const listed = async () => (await o.client.get(`/api/v1/businesses/${o.page.id}/activity/`)).json.results.map((r: { action: string }) => r.action);
    expect(await listed()).toEqual(["news.update"]);
    expect(await pruneActivity(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(pageActivity).where(eq(pageActivity.pageId, o.page.id));
    expect(left.map((r) => r.action)).toEqual(["news.update"]);
  });
});
