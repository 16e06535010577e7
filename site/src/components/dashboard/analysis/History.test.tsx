// @vitest-environment happy-dom
import type { AnalysisRunList } from "@greenpage/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { History } from "./History.tsx";
import { useRuns } from "./queries.ts";

const PAGE = 7;
const TOTAL = 123;
const run = (id: number) => ({
  id,
  business_id: PAGE,
  language: "en",
  model: "builtin",
  model_status: "builtin",
  model_error: null,
  duration_ms: 5,
  inputs_hash: "x",
  requested_by: "Mio",
  created_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
  counts: { strengths: 0, gaps: 1, suggestions: 0, claim_flags: 0 },
});

/** The API's list as the server pages it: at most 100 per request, or a 400. */
function fakeApi() {
  return fakeFetch((call) => {
    const query = new URL(call.path, "http://localhost").searchParams;
    const page = Number(query.get("page") ?? 1);
    const size = Number(query.get("page_size") ?? 20);
    if (size > 100) return json(400, { page_size: ["Page size must be between 1 and 100."] });
    const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice((page - 1) * size, page * size);
    const usage = { used: 3, limit: 30, resets_at: "2026-12-01T00:00:00.000Z", included: true, model: null };
    return json(200, { usage, count: TOTAL, page, page_size: size, results: ids.map(run) } satisfies Record<keyof AnalysisRunList, unknown>);
  });
}

function Screen() {
  const runs = useRuns(PAGE);
  if (runs.isError) return <p>failed</p>;
  if (!runs.data) return <p>loading</p>;
  return <History list={runs.data} shownId={null} onOpen={() => {}} onMore={() => void runs.fetchNextPage()} />;
}

let server: ReturnType<typeof fakeApi>;
beforeEach(() => {
  server = fakeApi();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the analysis history", () => {
  it("loads older runs a page at a time, past the API's 100 per request, until all are shown", async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createI18n("en-US")}>
          <Screen />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(10));
    for (let shown = 20; shown <= TOTAL; shown += 10) {
      await user.click(screen.getByRole("button", { name: "Show older analyses" }));
      await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(Math.min(shown, TOTAL)));
    }
    await user.click(screen.getByRole("button", { name: "Show older analyses" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(TOTAL));
    expect(screen.queryByRole("button", { name: "Show older analyses" })).toBeNull();
    expect(screen.queryByText("failed")).toBeNull();
    expect(server.calls.every((c) => Number(new URL(c.path, "http://localhost").searchParams.get("page_size")) <= 100)).toBe(true);
  });
});
