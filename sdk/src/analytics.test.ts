import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { statsToken } from "./analytics.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("analytics", () => {
  it("reads the report of a window, and a window beyond the plan as a plan_limit error", async () => {
    const { sdk, page } = await api.owner();
    const report = await sdk.analytics.report(page.id, { days: 7, compare: true });
    expect(report).toMatchObject({ window_days: 7, time_zone: "UTC", totals: { page_views: 0, visitors: 0 }, previous: { page_views: 0 } });
    expect(report.daily).toHaveLength(7);
    expect(Object.keys(report.breakdowns).sort()).toEqual(["browser", "device", "language", "path", "referrer", "source"]);
    const refused = await failure(sdk.analytics.report(page.id, { days: 365 }));
    expect(refused).toMatchObject({ code: "plan_limit", status: 403 });
  });

  it("makes a stats link that a signed-out client opens with the link or its token, behind its password, until it is revoked", async () => {
    const { sdk, page } = await api.owner({ plan: "plus" });
    const link = await sdk.analytics.createShareLink(page.id, { name: "Board", password: "board-secret" });
    expect(link).toMatchObject({ name: "Board", has_password: true });
    expect((await sdk.analytics.shareLinks(page.id)).results.map((l) => l.id)).toEqual([link.id]);
    expect(statsToken(link.url)).toBe(link.url.split("/stats/")[1]);

    const visitor = api.client();
    expect(await failure(visitor.analytics.shared({ token: link.url }))).toMatchObject({ code: "share_password_required", status: 401 });
    const shared = await visitor.analytics.shared({ token: link.url, password: "board-secret", days: 30 });
    expect(shared.page).toMatchObject({ handle: page.handle, analytics_window_days: 30 });
    expect(shared.report.window_days).toBe(30);

    await sdk.analytics.revokeShareLink(page.id, link.id);
    expect(await failure(visitor.analytics.shared({ token: link.url, password: "board-secret" }))).toMatchObject({ code: "share_link_not_found", status: 404 });
  });

  it("turns the weekly e-mail report on and off", async () => {
    const { sdk, page } = await api.owner();
    expect(await sdk.analytics.weeklyReport(page.id)).toEqual({ enabled: false });
    expect(await sdk.analytics.setWeeklyReport(page.id, true, "ja")).toEqual({ enabled: true });
    expect(await sdk.analytics.weeklyReport(page.id)).toEqual({ enabled: true });
    await sdk.analytics.setWeeklyReport(page.id, false);
    expect(await sdk.analytics.weeklyReport(page.id)).toEqual({ enabled: false });
  });
});
