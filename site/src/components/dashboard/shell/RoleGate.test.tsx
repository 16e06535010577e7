// @vitest-environment happy-dom
import type { PageRole } from "@greenpage/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { OwnedPage } from "../../../lib/dashboard/api.ts";
import { rememberedPageRole, rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { CurrentPageProvider, PAGES_KEY, useCan } from "./CurrentPage.tsx";
import { withDashboard } from "./DashboardIsland.tsx";
import { LeaveGuardProvider } from "./LeaveGuard.tsx";
import { RoleGate } from "./RoleGate.tsx";

// The session watch leaves for /login without a session: not what these tests are about.
vi.mock("./SessionWatch.tsx", () => ({ SessionWatch: () => null }));

const page = (id: number, role: PageRole) => ({ id, handle: `page-${id}`, name_json: { en: `Page ${id}` }, role, is_published: true }) as unknown as OwnedPage;

/** A screen's controls, standing in for the real ones. */
function Controls() {
  return <button type="button">Save changes</button>;
}

/** The API as a member of these pages sees it. */
function serve(pages: OwnedPage[]) {
  const api = fakeFetch((call) => json(200, call.path === "/api/v1/businesses/my/" ? pages : []));
  vi.stubGlobal("fetch", api.fetch);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  delete document.documentElement.dataset.pageRole;
});

describe("a screen for editors (withDashboard with its screen)", () => {
  const ContentsLike = withDashboard(Controls, { screen: "contents" });

  it("shows a viewer the notice instead of its controls, with the way home, and draws the navigation for a viewer", async () => {
    serve([page(1, "owner"), page(2, "viewer")]);
    rememberSelectedPage(2);
    render(<ContentsLike locale="en-US" />);
    expect(await screen.findByText("You are a viewer on this page: ask its owner to make you an editor.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByTestId("current-page").textContent).toContain("Page 2");
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(document.documentElement.dataset.pageRole).toBe("viewer");
    // The next screen draws its navigation for this role before it has loaded the pages.
    expect(rememberedPageRole()).toBe("viewer");
  });

  it("gives an editor and the owner the screen", async () => {
    for (const role of ["editor", "owner"] as const) {
      serve([page(3, role)]);
      render(<ContentsLike locale="en-US" />);
      expect(await screen.findByRole("button", { name: "Save changes" })).toBeTruthy();
      expect(screen.queryByTestId("role-gate")).toBeNull();
      expect(document.documentElement.dataset.pageRole).toBe(role);
      cleanup();
    }
  });

  it("speaks Japanese", async () => {
    serve([page(4, "viewer")]);
    render(<ContentsLike locale="ja-JP" />);
    expect(await screen.findByText("このページでのあなたの役割は閲覧者です。編集するには、ページのオーナーに編集者にしてもらってください。")).toBeTruthy();
  });
});

/** What useCan answers for each role. */
function Abilities() {
  const can = { viewer: useCan("viewer"), editor: useCan("editor"), owner: useCan("owner") };
  return <p data-testid="abilities">{JSON.stringify(can)}</p>;
}

function withPage(role: PageRole, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(PAGES_KEY, [page(5, role)]);
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

describe("owner-only screens and useCan", () => {
  it("tells an editor that the screen is the owner's", () => {
    serve([page(5, "editor")]);
    withPage(
      "editor",
      <RoleGate least="owner">
        <Controls />
      </RoleGate>,
    );
    expect(screen.getByText("You are an editor on this page: only its owner can use this screen.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("answers what the current page's role allows", () => {
    serve([page(5, "editor")]);
    withPage("editor", <Abilities />);
    expect(JSON.parse(screen.getByTestId("abilities").textContent!)).toEqual({ viewer: true, editor: true, owner: false });
  });
});
