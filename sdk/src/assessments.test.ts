import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("assessments", () => {
  it("starts, answers, pre-fills, attaches and exports an assessment on Premium, completion names what is open; other plans get plan_limit", async () => {
    const starter = await api.owner();
    expect(await failure(starter.sdk.assessments.start(starter.page.id, "climate-readiness"))).toMatchObject({ kind: "plan_limit", status: 403 });

    const owner = await api.owner({ published: true, plan: "premium" });
    const id = owner.page.id;
    const catalogue = await owner.sdk.assessments.questionnaires();
    expect(catalogue.map((q) => q.code)).toContain("climate-readiness");
    const started = await owner.sdk.assessments.start(id, "climate-readiness");
    const answered = await owner.sdk.assessments.answer(id, started.id, "renewable_share", 55);
    expect(answered.answers).toEqual([expect.objectContaining({ question: "renewable_share", value: 55, score: 67, source: "owner" })]);
    const prefilled = await owner.sdk.assessments.prefill(id, started.id);
    expect(prefilled.suggested).toBe(0);
    const refused = await failure(owner.sdk.assessments.complete(id, started.id));
    expect(refused).toMatchObject({ kind: "field_errors", fieldErrors: { "answers.scope1": ["This question is required."] } });

    const file = await owner.sdk.assessments.attach(id, started.id, "scope1", "inventory.pdf", new TextEncoder().encode("%PDF-1.7\n"));
    expect((await owner.sdk.assessments.file(id, started.id, "scope1", file.id)).fileName).toBe("inventory.pdf");
    const csv = await owner.sdk.assessments.export(id, started.id, { format: "csv", lang: "ja" });
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(csv.fileName).toMatch(/-draft\.csv$/);
    const pdf = await owner.sdk.assessments.export(id, started.id, { format: "pdf" });
    expect(new TextDecoder().decode(pdf.data.subarray(0, 5))).toBe("%PDF-");
    expect((await owner.sdk.assessments.list(id)).map((a) => a.id)).toEqual([started.id]);
  });
});
