import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/free-port.ts";
import type { AiConfig } from "../../lib/config.ts";
import { analyzePage } from "./analyzer.ts";
import { writeProse } from "./language-model.ts";
import { answer, completion, httpError, type ModelServer, startModelServer, streamed } from "./model-server.test-fixtures.ts";
import { FIXTURE_DISCLOSURES, griPage, initiative } from "./test-fixtures.ts";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(async () => server.close());

const input = griPage();
const findings = analyzePage(input, "en", FIXTURE_DISCLOSURES);
const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl: server.url,
  apiKey: "sk-test-secret-key-123",
  model: "test-model",
  timeoutMs: 2000,
  maxRetries: 2,
  stream: false,
  ...overrides,
});

describe("the language model over the OpenAI protocol", () => {
  it("sends the page's own text and the findings, and keeps an answer that cites the page's initiatives", async () => {
    server.script(completion(`\`\`\`json\n${answer([1, 2], "Strong on energy [#1].")}\n\`\`\``));
    const outcome = await writeProse(config(), input, findings, "en");
    expect(outcome.error).toBeNull();
    expect(outcome.prose).toEqual({
      summary: "Strong on energy [#1].",
      sections: [{ heading: "Strengths", body: "Renewable power is verified.", cited_ids: [1, 2] }],
      cited_ids: [1, 2],
    });
    const [request] = server.requests;
    expect(request).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test-secret-key-123", body: { model: "test-model" } });
    expect(request!.body.stream ?? false).toBe(false);
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("Write in English.");
    const sent = JSON.parse(user!.content);
    expect(sent.page.initiatives.map((i: { id: number; title: { en: string } }) => [i.id, i.title.en])).toEqual([
      [1, "Renewable power"],
      [2, "Electric roaster"],
    ]);
    expect(sent.findings.suggestions[0]).toBe("Add “GHG inventory”: it addresses GRI 305-1, GRI 305-2.");
  });

  it("reads a streamed answer (server-sent events) the same way, and asks for Japanese in Japanese runs", async () => {
    server.script(streamed(answer([2], "エネルギーは良好です。")));
    const outcome = await writeProse(config({ stream: true }), input, analyzePage(input, "ja", FIXTURE_DISCLOSURES), "ja");
    expect(outcome).toMatchObject({ error: null, prose: { summary: "エネルギーは良好です。", cited_ids: [2] } });
    expect(server.requests[0]!.body.stream).toBe(true);
    expect(server.requests[0]!.body.messages[0]!.content).toContain("Write in Japanese");
  });

  it("rejects an answer citing an id that is not on the page, in cited_ids or in its text", async () => {
    server.script(completion(answer([1, 999])));
    expect(await writeProse(config(), input, findings, "en")).toEqual({
      prose: null,
      error: "The language model cited initiatives that are not on this page (999), so its answer was rejected; the built-in analysis is shown.",
    });
    // A draft of the page is not in the prompt: the model cannot have read it, so citing it is citing the unknown.
    const withDraft = griPage({ initiatives: [...input.initiatives, initiative(77, { title: { en: "Draft" }, isPublished: false })] });
    server.script(completion(answer([1, 77])));
    expect((await writeProse(config(), withDraft, findings, "en")).error).toContain("not on this page (77)");
    server.script(completion(answer([1], "See [#4242].")));
    expect((await writeProse(config(), input, findings, "ja")).error).toBe(
      "言語モデルがこのページにない取り組み（4242）を引用したため、回答を採用しませんでした。組み込みの分析結果を表示しています。",
    );
  });

  it("stores a refusal, by the protocol's field, a content filter or in plain words, as the error", async () => {
    server.script(completion(null, { refusal: "I can't assist with that." }));
    expect((await writeProse(config(), input, findings, "en")).error).toBe(
      "The language model declined to answer (I can't assist with that.); the built-in analysis is shown.",
    );
    server.script(completion("", { finishReason: "content_filter" }));
    expect((await writeProse(config(), input, findings, "en")).error).toContain("declined to answer (content_filter)");
    server.script(completion("I'm sorry, but I cannot help with this request."));
    expect((await writeProse(config(), input, findings, "en")).error).toContain("declined to answer (I'm sorry, but I cannot help");
    server.script(completion("Here is my analysis: all good."));
    expect((await writeProse(config(), input, findings, "en")).error).toBe(
      "The language model's answer could not be read (not JSON); the built-in analysis is shown.",
    );
  });

  it("retries a 500 and a 429 with backoff, then uses the answer", async () => {
    server.script(httpError(500, "overloaded"), httpError(429, "slow down"), completion(answer([1])));
    const outcome = await writeProse(config(), input, findings, "en");
    expect(outcome).toMatchObject({ error: null, prose: { cited_ids: [1] } });
    expect(server.requests).toHaveLength(3);
  });

  it("gives up after the retries, saying what the server answered (never the key it echoes)", async () => {
    server.script(httpError(503, "down for maintenance"));
    expect((await writeProse(config({ maxRetries: 1 }), input, findings, "en")).error).toBe(
      "The language model answered 503: down for maintenance. The built-in analysis is shown.",
    );
    expect(server.requests).toHaveLength(2);
    server.script(httpError(401, "Incorrect API key provided: sk-test-secret-key-123."));
    const refused = await writeProse(config(), input, findings, "en");
    expect(refused.error).toBe("The language model answered 401: Incorrect API key provided: ***. The built-in analysis is shown.");
    // A 401 is not retried.
    expect(server.requests).toHaveLength(1);
  });

  it("times out an answer that does not come, after its retries, and a stream that stalls", async () => {
    server.script({ kind: "hang" });
    const started = Date.now();
    const outcome = await writeProse(config({ timeoutMs: 300, maxRetries: 1 }), input, findings, "en");
    expect(outcome.error).toBe("The language model did not answer within 0.3 s; the built-in analysis is shown.");
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
    server.script(streamed(answer([1]), { stallAfter: 2 }));
    const stalled = await writeProse(config({ timeoutMs: 300, maxRetries: 0, stream: true }), input, findings, "ja");
    expect(stalled.error).toBe("言語モデルが0.3秒以内に応答しませんでした。組み込みの分析結果を表示しています。");
  });

  it("says clearly when the model cannot be reached", async () => {
    const closed = await freePort();
    const outcome = await writeProse(config({ baseUrl: `http://127.0.0.1:${closed}/v1`, maxRetries: 0 }), input, findings, "en");
    expect(outcome).toEqual({ prose: null, error: `The language model at 127.0.0.1:${closed} could not be reached; the built-in analysis is shown.` });
  });
});
