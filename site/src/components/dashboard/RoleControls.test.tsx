// @vitest-environment happy-dom
import type { PageRole } from "@greenpage/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/index.ts";
import type { OwnedPage } from "../../lib/dashboard/api.ts";
import { fakeFetch, json } from "../../test/fake-fetch.ts";
import { AccessControlScreen } from "./access/AccessControlScreen.tsx";
import { FeedbackResultsScreen } from "./feedback/FeedbackResultsScreen.tsx";
import { HomeScreen } from "./home/HomeScreen.tsx";
import { DoneStep } from "./onboarding/DoneStep.tsx";
import { HandleSection } from "./settings/HandleSection.tsx";
import { PublishSection } from "./settings/PublishSection.tsx";
import { VisibilitySection } from "./settings/VisibilitySection.tsx";
import { CurrentPageProvider, PAGES_KEY } from "./shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "./shell/LeaveGuard.tsx";

/** A Starter page, not finished (no name, no logo, no links) and not published, as the member `role` sees it. */
const pageAs = (role: PageRole) =>
  ({
    id: 7,
    handle: "kiln-studio",
    name_json: { en: "Kiln Studio" },
    role,
    is_ready: false,
    is_published: false,
    is_visible: true,
    logo: null,
    links: { socials: {} },
    next_handle_change_at: null,
    page_subscription: null,
  }) as unknown as OwnedPage;

/** The page's benchmark as the API answers it: no main framework, so Home shows the mean (one framework here). */
const BENCHMARK = {
  day: "2026-11-26",
  basis: "all",
  summary: { basis: "average", framework: null, score: 12.5, change: 2.5, since: "2026-11-20" },
  factors: { self_reported: 0.4, submitted: 0.7, verified: 1, expired: 0.5, weak_below: 0.7 },
  content_index: false,
  frameworks: [{ framework: "gri", name: { en: "GRI Standards", ja: "GRIスタンダード" }, score: 12.5 }],
};

function renderAs(role: PageRole, children: ReactNode) {
  const page = pageAs(role);
  const api = fakeFetch((call) => {
    if (call.path === "/api/v1/businesses/my/") return json(200, [page]);
    if (call.path.startsWith("/api/v1/plans/")) return json(200, [{ code: "starter", limits: { access_control: false } }]);
    if (call.path.includes("/stats/")) return json(200, { page_views: 3, visitors: 2, feedback_30d: 1 });
    if (call.path.includes("/access-logs/")) return json(200, { count: 0, page: 1, page_size: 20, results: [] });
    if (call.path.endsWith("/benchmark/")) return json(200, BENCHMARK);
    return json(200, []);
  });
  vi.stubGlobal("fetch", api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(PAGES_KEY, [page]);
  render(
    <I18nextProvider i18n={createI18n("en-US")}>
      <QueryClientProvider client={client}>
        <LeaveGuardProvider>
          <CurrentPageProvider>{children}</CurrentPageProvider>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const link = (name: string) => screen.queryByRole("link", { name });
const button = (name: string) => screen.queryByRole("button", { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("Home shows each role only the ways on it can take", () => {
  it("owner: setup, billing and every unfinished item, publishing included", async () => {
    renderAs("owner", <HomeScreen emailVerified />);
    expect(await screen.findByRole("link", { name: "Add a display name and a description" })).toBeTruthy();
    expect(link("Continue setup")).toBeTruthy();
    expect(link("Billing")).toBeTruthy();
    expect(link("Publish your page")).toBeTruthy();
  });

  it("editor: setup and the page's items, but neither publishing nor the page's billing", async () => {
    renderAs("editor", <HomeScreen emailVerified />);
    expect(await screen.findByRole("link", { name: "Add a display name and a description" })).toBeTruthy();
    expect(link("Continue setup")).toBeTruthy();
    expect(link("Billing")).toBeNull();
    expect(link("Publish your page")).toBeNull();
    expect(screen.getByText("Publish your page")).toBeTruthy();
  });

  it("viewer: the numbers and the checklist as plain text, and no way into an editor's screen", async () => {
    renderAs("viewer", <HomeScreen emailVerified />);
    expect(await screen.findByText("Add a display name and a description")).toBeTruthy();
    expect(link("Add a display name and a description")).toBeNull();
    expect(link("Continue setup")).toBeNull();
    expect(link("Billing")).toBeNull();
    expect(link("See feedback results")).toBeTruthy();
    // The benchmark card is for every member: the score, what it is the score of, its change, the way to the screen.
    const card = screen.getByTestId("stat-benchmark");
    expect(await within(card).findByText("12.5 / 100")).toBeTruthy();
    expect(card.textContent).toContain("Average over 1 framework · Up 2.5 since Nov 20, 2026");
    expect(within(card).getByRole("link", { name: "See the benchmark" }).getAttribute("href")).toBe("/dashboard/benchmark");
  });
});

describe("screens a viewer may open keep only their reading controls", () => {
  it("Access control: a viewer searches and exports the log; only the owner is offered the upgrade", async () => {
    renderAs("viewer", <AccessControlScreen />);
    expect(await screen.findByText("Limited and password access are available from the Plus plan.", { exact: false })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
    expect(link("Download CSV")).toBeTruthy();
    expect(link("See plans")).toBeNull();
    cleanup();
    renderAs("owner", <AccessControlScreen />);
    expect(await screen.findByRole("link", { name: "See plans" })).toBeTruthy();
  });

  it("Feedback results: the way to the forms is for editors", async () => {
    renderAs("viewer", <FeedbackResultsScreen />);
    expect(await screen.findByRole("link", { name: "Download CSV" })).toBeTruthy();
    expect(link("Manage forms")).toBeNull();
    cleanup();
    renderAs("editor", <FeedbackResultsScreen />);
    expect(await screen.findByRole("link", { name: "Manage forms" })).toBeTruthy();
  });
});

describe("page settings: publishing, visibility and the address are the owner's", () => {
  const settings = (
    <>
      <PublishSection email="hana@example.com" emailVerified={false} />
      <VisibilitySection />
      <HandleSection origin="https://greenpage.example" />
    </>
  );

  it("the owner publishes, lists and renames the page", async () => {
    renderAs("owner", settings);
    expect(await screen.findByRole("button", { name: "Publish page" })).toBeTruthy();
    expect(button("Resend verification email")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "List my page in Explore and in search engines" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Page address (handle)" })).toBeTruthy();
    expect(button("Change address")).toBeTruthy();
  });

  it("an editor sees how things stand, and no control that would be refused", async () => {
    renderAs("editor", settings);
    expect(await screen.findByText("Only the page owner can publish, hide or rename the page.")).toBeTruthy();
    expect(button("Publish page")).toBeNull();
    expect(button("Resend verification email")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByTestId("visibility-state").textContent).toBe("Listed in Explore and in search engines.");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(button("Change address")).toBeNull();
    expect(screen.getByRole("link", { name: "https://greenpage.example/kiln-studio" })).toBeTruthy();
  });
});

describe("onboarding's last step", () => {
  it("lets the owner publish, and tells an editor who can", async () => {
    renderAs("owner", <DoneStep emailVerified />);
    expect(await screen.findByRole("button", { name: "Publish my page" })).toBeTruthy();
    cleanup();
    renderAs("editor", <DoneStep emailVerified />);
    expect(await screen.findByText(/Only its owner can publish it/)).toBeTruthy();
    expect(button("Publish my page")).toBeNull();
  });
});
