import { vi } from "vitest";

/** One call as a component sent it through the SDK: the path with its query (no origin), the method and the JSON body. */
export type SentCall = { path: string; method: string; body: unknown };

/**
 * A stand-in for `fetch` in component tests: it reads the SDK's requests
 * (a `Request`, or a URL and init) into plain calls, keeps them in order and
 * answers with `answer`. Stub it with `vi.stubGlobal("fetch", fake.fetch)`.
 */
export function fakeFetch(answer: (call: SentCall) => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, "http://localhost");
    const text = await request.text();
    const call: SentCall = { path: `${url.pathname}${url.search}`, method: request.method, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return answer(call);
  });
  return { fetch, calls };
}

/** A JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
