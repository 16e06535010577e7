import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

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
});
