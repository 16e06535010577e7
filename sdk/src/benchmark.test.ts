import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { apiLinks } from "./links.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("benchmark", () => {
  // It renders the index as a PDF (≈ 12 s here when quiet), past the default 30 s on a loaded CI machine.
  it("shows the scores, the history and, on a plan with it, the GRI content index", async () => {
    const { sdk, page } = await api.owner({ plan: "plus" });
    const benchmark = await sdk.benchmark.show(page.id);
    expect(benchmark.frameworks.length).toBeGreaterThan(0);
    expect(benchmark.frameworks[0]).toMatchObject({ score: 0, addressed: 0 });
    expect(benchmark.content_index).toBe(true);
    const history = await sdk.benchmark.history(page.id, { framework: "gri", days: 30 });
    expect(history).toMatchObject({ framework: "gri", days: 30 });
    expect(history.points.map((p) => p.score)).toEqual([0]);
    const csv = await sdk.benchmark.griIndexText(page.id, { format: "csv", lang: "en" });
    expect(csv.split("\n")[0]).toBe("GRI Standard,Disclosure,Location,Evidence,Requirement(s) omitted,Reason,Explanation");
    const pdf = await sdk.benchmark.griIndex(page.id, { format: "pdf" });
    expect(new TextDecoder().decode(pdf.subarray(0, 4))).toBe("%PDF");
    expect(apiLinks.griIndex(page.id, { format: "csv" }, "https://g.example")).toBe(
      `https://g.example/api/v1/businesses/${page.id}/benchmark/gri-index/?format=csv`,
    );
  }, 90_000);

  it("Starter's GRI content index is a plan_limit error", async () => {
    const { sdk, page } = await api.owner();
    expect(await failure(sdk.benchmark.griIndex(page.id, { format: "csv" }))).toMatchObject({ code: "plan_limit", status: 403 });
  });
});
