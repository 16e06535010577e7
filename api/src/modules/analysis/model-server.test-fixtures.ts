import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake model does with one request. */
export type Reply = { kind: "json"; status: number; body: unknown } | { kind: "stream"; chunks: unknown[]; stallAfter?: number } | { kind: "hang" };

export type SeenRequest = {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
};

/**
 * A local OpenAI-compatible server speaking `POST /v1/chat/completions`, for
 * the language-model tests: each request takes the next scripted reply (the
 * last one repeats), and every request is kept to be read back.
 */
export async function startModelServer() {
  const queue: Reply[] = [];
  const requests: SeenRequest[] = [];
  const open = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    requests.push({ path: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) });
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: "json", status: 500, body: { error: { message: "no reply scripted" } } };
    if (reply.kind === "hang") {
      open.add(res);
      return;
    }
    if (reply.kind === "json") {
      res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const stallAt = reply.stallAfter ?? Number.POSITIVE_INFINITY;
    for (const [index, chunk] of reply.chunks.entries()) {
      if (index >= stallAt) {
        open.add(res);
        return;
      }
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Scripts the next replies, in order (the last repeats). */
    script(...replies: Reply[]) {
      queue.splice(0, queue.length, ...replies);
      requests.splice(0);
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type ModelServer = Awaited<ReturnType<typeof startModelServer>>;

const base = { id: "chatcmpl-test", created: 1_764_000_000, model: "test-model" };

/** A whole answer (`stream: false`). */
export function completion(content: string | null, options: { refusal?: string; finishReason?: string } = {}): Reply {
  return {
    kind: "json",
    status: 200,
    body: {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content, refusal: options.refusal ?? null }, finish_reason: options.finishReason ?? "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** The same answer as server-sent events, a few characters per chunk. */
export function streamed(content: string, options: { stallAfter?: number } = {}): Reply {
  const parts = content.match(/[\s\S]{1,12}/g) ?? [];
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  return {
    kind: "stream",
    chunks: [chunk({ role: "assistant", content: "" }, null), ...parts.map((p) => chunk({ content: p }, null)), chunk({}, "stop")],
    stallAfter: options.stallAfter,
  };
}

export const httpError = (status: number, message: string): Reply => ({ kind: "json", status, body: { error: { message, type: "error" } } });

/** The answer shape the prompt asks for. */
export const answer = (citedIds: number[], summary = "Your page is off to a good start.") =>
  JSON.stringify({ summary, sections: [{ heading: "Strengths", body: "Renewable power is verified.", cited_ids: citedIds }], cited_ids: citedIds });
