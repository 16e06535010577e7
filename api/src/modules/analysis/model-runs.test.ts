import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisRuns } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { answer, completion, type ModelServer, startModelServer } from "./model-server.test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
  t = await createTestApp({ AI_BASE_URL: server.url, AI_MODEL: "local-llama", AI_API_KEY: "sk-local", AI_TIMEOUT_MS: "1000", AI_MAX_RETRIES: "0" });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe("AI analysis runs with a language model configured", () => {
  it("stores the model's prose and name when it answers well, and its error (with the built-in findings) when not", async () => {
    const o = await ownerWithPage(t);
    await setPagePlan(t, o.page.id, "premium");
    const path = `/api/v1/businesses/${o.page.id}/analyses/`;
    const item = (await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Eco-friendly roasting" } }, o.headers)).json;

    server.script(completion(answer([item.id], "One initiative, and a claim to support.")));
    const good = await o.client.post(path, { language: "en" }, o.headers);
    expect(good.status, good.text).toBe(201);
    expect(good.json).toMatchObject({
      model: "local-llama",
      model_status: "ok",
      model_error: null,
      prose: { summary: "One initiative, and a claim to support.", cited_ids: [item.id] },
    });
    expect(good.json.findings.claim_flags.map((f: { item_id: number }) => f.item_id)).toEqual([item.id]);
    expect(JSON.parse(server.requests[0]!.body.messages[1]!.content).page.initiatives[0]).toMatchObject({
      id: item.id,
      title: { en: "Eco-friendly roasting" },
    });

    server.script(completion(answer([item.id + 1000])));
    const invented = await o.client.post(path, { language: "en" }, o.headers);
    expect(invented.json).toMatchObject({ model: "builtin", model_status: "error", prose: null });
    expect(invented.json.model_error).toContain(`cited initiatives that are not on this page (${item.id + 1000})`);
    expect(invented.json.findings).toEqual(good.json.findings);

    server.script({ kind: "hang" });
    const slow = await o.client.post(path, { language: "ja" }, o.headers);
    expect(slow.json).toMatchObject({ model_status: "error", model_error: "言語モデルが1秒以内に応答しませんでした。組み込みの分析結果を表示しています。" });
    expect(slow.json.duration_ms).toBeGreaterThanOrEqual(1000);

    const stored = await t.ctx.db.select().from(analysisRuns).where(eq(analysisRuns.pageId, o.page.id)).orderBy(analysisRuns.id);
    expect(stored.map((r) => [r.model, r.prose === null, r.modelError === null])).toEqual([
      ["local-llama", false, true],
      ["builtin", true, false],
      ["builtin", true, false],
    ]);
    const list = (await o.client.get(path)).json;
    expect(list.usage.model).toBe("local-llama");
    expect(list.results.map((r: { model_status: string }) => r.model_status)).toEqual(["error", "error", "ok"]);
  });
});
