// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { OwnedPage } from "@greenpage/sdk";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { CurrentPageProvider, PAGES_KEY } from "../shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "../shell/LeaveGuard.tsx";
import { AnalyticsScreen } from "./AnalyticsScreen.tsx";
import { PLANS, pageOn, reportOf } from "./test-fixtures.ts";

// chart.js needs a real canvas; the chart's own numbers are checked in the table and in the browser test.
vi.mock("./DailyChart.tsx", () => ({ default: ({ labels }: { labels: { summary: string } }) => <div role="img" aria-label={labels.summary} /> }));

let page: OwnedPage;
let answer: (days: number, compare: boolean) => Response;
let api: ReturnType<typeof fakeFetch>;

function renderScreen(language: "en-US" | "ja-JP" = "en-US") {
  api = fakeFetch((call) => {
    const url = new URL(call.path, "http://localhost");
    if (url.pathname === `/api/v1/businesses/${page.id}/analytics/`)
      return answer(Number(url.searchParams.get("days")), url.searchParams.get("compare") === "true");
    if (url.pathname === "/api/v1/plans/") return json(200, PLANS);
    if (url.pathname === `/api/v1/businesses/${page.id}/contents/`) return json(200, [{ id: 12, title_json: { en: "Solar roof", ja: "太陽光パネル" } }]);
    if (url.pathname === "/api/v1/businesses/my/") return json(200, [page]);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(PAGES_KEY, [page]);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={client}>
        <LeaveGuardProvider>
          <CurrentPageProvider>
            <AnalyticsScreen />
          </CurrentPageProvider>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const reportCalls = () => api.calls.filter((c) => c.path.startsWith(`/api/v1/businesses/${page.id}/analytics/?`)).map((c) => c.path.split("?")[1]);
const pressed = () => screen.getAllByRole("button", { pressed: true }).map((b) => b.textContent);

beforeEach(() => {
  answer = (days, compare) => json(200, reportOf(days, { compare }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("analytics screen", () => {
  it("opens on 30 days on Plus, with the totals, how visitors are counted, and the days as a table", async () => {
    page = pageOn("plus");
    renderScreen();
    expect((await screen.findByTestId("metric-page_views")).textContent).toContain("40");
    expect(pressed()).toEqual(["30 days"]);
    expect(reportCalls()).toEqual(["days=30&compare=false"]);
    const visitors = screen.getByTestId("metric-visitors");
    expect(visitors.textContent).toContain("20");
    expect(within(visitors).getByText(/Counted once per day and summed/)).toBeTruthy();
    expect(screen.getByTestId("metric-feedback").textContent).toContain("2");
    expect(screen.getByTestId("metric-gate_passes").textContent).toContain("1");
    expect(await screen.findByRole("img", { name: /per day over 30 days/ })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Page views, visitors, feedback and gated-item passes per day over 30 days" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(within(table).getByRole("rowheader", { name: "Nov 25, 2026" }).closest("tr")?.textContent).toBe("Nov 25, 2026402021");
  });

  it("names each source, item, referrer, language, device and browser in words, with a bar as wide as its share", async () => {
    page = pageOn("plus");
    renderScreen();
    const sources = await screen.findByTestId("breakdown-source");
    expect(
      within(sources)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Direct / link", "QR code", "Popup widget", "Share: LINE", "Campaign: spring-news", "Embed (oEmbed)"]);
    const qr = within(sources).getByRole("rowheader", { name: "QR code" });
    expect((qr.querySelector(".breakdown-bar") as HTMLElement).style.width).toBe(`${(10 / 15) * 100}%`);
    const items = screen.getByTestId("breakdown-path");
    expect(
      within(items)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["The page itself", "Solar roof", "Initiative #99", "Popup widget"]);
    expect(
      within(screen.getByTestId("breakdown-referrer"))
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Direct / none", "example.com"]);
    expect(
      within(screen.getByTestId("breakdown-language"))
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Japanese", "English"]);
    expect(
      within(screen.getByTestId("breakdown-device"))
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Mobile", "Desktop"]);
    expect(
      within(screen.getByTestId("breakdown-browser"))
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Safari", "Samsung Internet"]);
    const clicks = screen.getByTestId("breakdown-link_clicks");
    expect(within(clicks).getByRole("heading").textContent).toBe("Link clicks");
    expect(
      within(clicks)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["Our shop129", "Workshop dates55"]);
  });

  it("compares with the period before when asked, as a change in percent for views and visitors", async () => {
    page = pageOn("plus");
    renderScreen();
    await screen.findByTestId("metric-page_views");
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Compare with previous period" }));
    await expect.poll(() => screen.getByTestId("metric-page_views").textContent).toContain("+25% vs the 30 days before");
    expect(screen.getByTestId("metric-visitors").textContent).toContain("Nothing in the 30 days before to compare with");
    expect(reportCalls()).toEqual(["days=30&compare=false", "days=30&compare=true"]);
  });

  it("on Starter opens on 7 days and marks longer windows with the plan that keeps them; one picked shows the way to upgrade, not a chart", async () => {
    page = pageOn("starter");
    renderScreen();
    await screen.findByTestId("metric-page_views");
    expect(pressed()).toEqual(["7 days"]);
    expect(screen.getAllByRole("button", { name: /days/ }).map((b) => b.textContent)).toEqual([
      "7 days",
      "30 days · Plus",
      "90 days · Pro",
      "365 days · Premium",
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "90 days · Pro" }));
    const prompt = await screen.findByTestId("analytics-upgrade");
    expect(prompt.textContent).toContain("The Pro plan keeps 90 days of analytics. This page is on Starter.");
    expect(within(prompt).getByRole("link", { name: "See plans and upgrade" }).getAttribute("href")).toBe("/dashboard/billing");
    expect(screen.queryByTestId("analytics-report")).toBeNull();
    // The window the plan refuses is never asked for.
    expect(reportCalls()).toEqual(["days=7&compare=false"]);
  });

  it("a viewer is told to ask the owner; a refusal from the API shows the same prompt", async () => {
    page = pageOn("pro", "viewer");
    answer = (days, compare) =>
      days === 90
        ? json(403, { detail: "Your plan keeps 30 days of analytics.", code: "plan_limit", upgrade_url: "/dashboard/billing?from=analytics" })
        : json(200, reportOf(days, { compare }));
    renderScreen();
    await screen.findByTestId("metric-page_views");
    await userEvent.setup().click(screen.getByRole("button", { name: "90 days" }));
    const prompt = await screen.findByTestId("analytics-upgrade");
    expect(prompt.textContent).toContain("The page's owner chooses its plan: ask them to upgrade.");
    expect(within(prompt).queryByRole("link")).toBeNull();
  });

  it("says how to share a page nobody has seen yet", async () => {
    page = pageOn("plus", "editor");
    answer = (days) => json(200, reportOf(days, { views: 0 }));
    renderScreen();
    const empty = await screen.findByTestId("analytics-empty");
    expect(within(empty).getByRole("heading").textContent).toBe("No views in these 30 days yet");
    expect(empty.textContent).toContain("http://localhost:3000/kiln-studio");
    expect(within(empty).getByRole("link", { name: "Go to Share" }).getAttribute("href")).toBe("/dashboard/share");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("speaks Japanese", async () => {
    page = pageOn("plus");
    renderScreen("ja-JP");
    const sources = await screen.findByTestId("breakdown-source");
    expect(within(sources).getByRole("rowheader", { name: "QRコード" })).toBeTruthy();
    expect(within(screen.getByTestId("breakdown-path")).getByRole("rowheader", { name: "太陽光パネル" })).toBeTruthy();
    const clicks = screen.getByTestId("breakdown-link_clicks");
    expect(within(clicks).getByRole("heading").textContent).toBe("リンクのクリック");
    // A title missing in Japanese falls back to English.
    expect(
      within(clicks)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["ショップ", "Workshop dates"]);
    expect(pressed()).toEqual(["30日間"]);
  });
});
