// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { OwnedPage } from "../../../lib/dashboard/api.ts";
import { lastSelectedPageId, rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { PageChip } from "../PageChip.tsx";
import { CurrentPageProvider, PAGES_KEY, useCurrentPage } from "../shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "../shell/LeaveGuard.tsx";
import { PagesList } from "./PagesScreen.tsx";

const page = (id: number, handle: string, name: string) =>
  ({
    id,
    handle,
    name_json: { en: name },
    role: "owner",
    is_published: id === 1,
    page_subscription: { status: "active", subscription_plan: { code: "pro", name_json: { en: "Pro" }, is_pro: true } },
  }) as unknown as OwnedPage;
const PAGES = [page(1, "midori-coffee", "Midori Coffee"), page(2, "midori-tea", "Midori Tea")];

/** What the screens show of the current page: the chip every page screen starts with. */
function Current() {
  const { page: current, pages } = useCurrentPage();
  return <PageChip page={current} count={pages.length} />;
}

async function renderWith(Component: () => React.ReactNode) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(PAGES), { headers: { "content-type": "application/json" } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(PAGES_KEY, PAGES);
  render(
    <I18nextProvider i18n={createI18n("en-US")}>
      <QueryClientProvider client={client}>
        <LeaveGuardProvider>
          <CurrentPageProvider>
            <Component />
          </CurrentPageProvider>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("switching pages", () => {
  it("opens on the stored page, switches to another and remembers it for the next screen", async () => {
    rememberSelectedPage(2);
    await renderWith(() => (
      <>
        <Current />
        <PagesList />
      </>
    ));
    expect(screen.getByTestId("current-page").textContent).toContain("Midori Tea");
    const coffee = screen.getByRole("row", { name: /Midori Coffee/ });
    await userEvent.setup().click(within(coffee).getByRole("button", { name: "Edit Midori Coffee" }));
    expect(screen.getByTestId("current-page").textContent).toContain("Midori Coffee");
    expect(lastSelectedPageId()).toBe(1);
    expect(within(screen.getByRole("row", { name: /Midori Coffee/ })).getByText("Current")).toBeTruthy();
  });

  it("falls back to the first page when the stored one is no longer the user's", async () => {
    rememberSelectedPage(42);
    await renderWith(() => <Current />);
    expect(screen.getByTestId("current-page").textContent).toContain("Midori Coffee");
  });
});
