import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("analysis", () => {
  it("runs an analysis on a Premium page, lists it with the month's usage and reads it back", async () => {
    const { sdk, page } = await api.owner({ plan: "premium" });
    await sdk.contents.create(page.id, { title_json: { en: "Eco-friendly roasting" } });
    const run = await sdk.analysis.run(page.id, { language: "en" });
    expect(run).toMatchObject({ business_id: page.id, language: "en", model: "builtin", model_status: "builtin", prose: null });
    expect(run.findings.claim_flags.map((f) => f.claim)).toEqual(["eco_friendly"]);
    const list = await sdk.analysis.list(page.id);
    expect(list.usage).toMatchObject({ used: 1, limit: 30, included: true });
    expect(list.results.map((r) => r.id)).toEqual([run.id]);
    expect(await sdk.analysis.get(page.id, run.id)).toEqual(run);
  });

  it("answers a plan without AI analysis as a plan_limit error", async () => {
    const { sdk, page } = await api.owner();
    expect(await failure(sdk.analysis.run(page.id))).toMatchObject({ code: "plan_limit", status: 403 });
    expect((await sdk.analysis.list(page.id)).usage).toMatchObject({ included: false, limit: 0 });
  });
});
