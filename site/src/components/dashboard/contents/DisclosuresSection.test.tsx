// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { DisclosuresSection } from "./DisclosuresSection.tsx";

const PAGE = 7;
const ITEM = 42;
const TITLES: Record<string, { en: string; ja?: string }> = {
  "gri:305-1": { en: "Direct (Scope 1) GHG emissions", ja: "直接的なGHG排出量（スコープ1）" },
  "gri:305-5": { en: "Reduction of GHG emissions", ja: "GHG排出量の削減" },
  "gri:302-1": { en: "Energy consumption within the organization", ja: "組織内のエネルギー消費量" },
  "sdgs:13.2": { en: "Integrate climate change measures into national policies, strategies and planning" },
};
const disclosure = (code: string) => ({
  code,
  topic: code.split("-")[0],
  title: TITLES[`gri:${code}`],
  keywords: { en: [], ja: [] },
  weight: 1,
  superseded_by: null,
});
const FRAMEWORKS = [
  {
    code: "gri",
    name: { en: "GRI", ja: "GRI" },
    source: { url: "https://x", version: "2021" },
    categories: [],
    disclosures: ["305-1", "305-5", "302-1"].map(disclosure),
  },
];

/** The API as the section sees it: decisions move disclosures between the lists, as the server does. */
function fakeApi() {
  const counted = new Map<string, "catalogue" | "confirmed">();
  const rejected = new Set<string>();
  const suggested = ["gri:305-1", "gri:305-5"];
  const view = () => ({
    content_id: ITEM,
    title_json: { en: "Cutting emissions" },
    standard_code: null,
    disclosures: [...counted].map(([key, source]) => {
      const [framework, code] = key.split(":");
      return { framework, disclosure: code, title: TITLES[key], source, decided_by: "Mio", decided_at: "2026-11-01T00:00:00Z" };
    }),
    suggestions: suggested
      .filter((key) => !counted.has(key) && !rejected.has(key))
      .map((key) => ({ framework: "gri", disclosure: key.split(":")[1], title: TITLES[key], confidence: 0.72, keywords: ["排出"] })),
  });
  const server = fakeFetch((call) => {
    if (call.path.endsWith("/businesses/frameworks/")) return json(200, FRAMEWORKS);
    if (call.method === "GET") return json(200, { frameworks: ["gri"], initiatives: [view()] });
    for (const d of (call.body as { items: { framework: string; disclosure: string; state: string }[] }).items) {
      const key = `${d.framework}:${d.disclosure}`;
      if (d.state === "confirmed") {
        counted.set(key, "confirmed");
        rejected.delete(key);
      } else {
        counted.delete(key);
        rejected.add(key);
      }
    }
    return json(200, view());
  });
  return server;
}

/** Inside a form, as in the initiative editor: a stray submit would save (and close) the editor. */
const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());

function renderSection(locale: "en-US" | "ja-JP" = "en-US") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale)}>
        <form onSubmit={submitted}>
          <DisclosuresSection pageId={PAGE} contentId={ITEM} language={locale === "ja-JP" ? "ja" : "en"} />
        </form>
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
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

const puts = () => server.calls.filter((c) => c.method === "PUT");

describe("the initiative's framework disclosures", () => {
  it("confirms a suggestion: it moves to what the initiative counts for, saved at once", async () => {
    const user = userEvent.setup();
    renderSection();
    const suggestions = await screen.findByTestId("suggested-disclosures");
    expect(within(suggestions).getAllByText("72% match")).toHaveLength(2);
    expect(screen.getByText("Nothing yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Confirm GRI 305-1" }));
    await waitFor(() => expect(within(screen.getByTestId("counted-disclosures")).getByText("GRI 305-1")).toBeTruthy());
    expect(puts()).toEqual([
      {
        path: `/api/v1/businesses/${PAGE}/contents/${ITEM}/disclosures/`,
        method: "PUT",
        body: { items: [{ framework: "gri", disclosure: "305-1", state: "confirmed" }] },
      },
    ]);
    expect(within(screen.getByTestId("suggested-disclosures")).queryByText("GRI 305-1")).toBeNull();
    expect(submitted).not.toHaveBeenCalled();
    expect(await screen.findByText("GRI 305-1 now counts for this initiative.")).toBeTruthy();
  });

  it("dismisses a suggestion and removes a counted disclosure, both as rejections", async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Dismiss GRI 305-5" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Dismiss GRI 305-5" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Confirm GRI 305-1" }));
    await user.click(await screen.findByRole("button", { name: "Remove GRI 305-1" }));
    await waitFor(() => expect(screen.getByText("Nothing yet.")).toBeTruthy());
    expect(puts().map((c) => (c.body as { items: { disclosure: string; state: string }[] }).items[0])).toEqual([
      { framework: "gri", disclosure: "305-5", state: "rejected" },
      { framework: "gri", disclosure: "305-1", state: "confirmed" },
      { framework: "gri", disclosure: "305-1", state: "rejected" },
    ]);
  });

  it("adds a disclosure found by search, and Enter in the search submits nothing", async () => {
    const user = userEvent.setup();
    submitted.mockClear();
    renderSection();
    const search = await screen.findByRole("searchbox", { name: "Search disclosures" });
    await user.type(search, "energy{Enter}");
    expect(submitted).not.toHaveBeenCalled();
    await user.click(await screen.findByRole("button", { name: "Add GRI 302-1" }));
    await waitFor(() => expect(within(screen.getByTestId("counted-disclosures")).getByText("GRI 302-1")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Add GRI 302-1" })).toBeNull();
    expect((search as HTMLInputElement).value).toBe("");
    await user.type(search, "nothing-like-this");
    expect(screen.getByText("No disclosure matches.")).toBeTruthy();
  });

  it("speaks Japanese, with the official Japanese titles", async () => {
    renderSection("ja-JP");
    expect(await screen.findByRole("heading", { name: "フレームワークの開示事項" })).toBeTruthy();
    expect(await screen.findByText("直接的なGHG排出量（スコープ1）")).toBeTruthy();
    expect(screen.getByRole("button", { name: "GRI 305-1 を確定" })).toBeTruthy();
  });
});
