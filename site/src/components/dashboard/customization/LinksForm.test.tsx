// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { OwnedPage } from "../../../lib/dashboard/api.ts";
import { CurrentPageProvider, PAGES_KEY } from "../shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "../shell/LeaveGuard.tsx";
import { LinksForm } from "./LinksForm.tsx";
import { fakeFetch, json, type SentCall } from "../../../test/fake-fetch.ts";

const PAGE = {
  id: 7,
  handle: "midori",
  role: "owner",
  links: { homepage: null, contact_email: "hello@midori.example", socials: {} },
} as unknown as OwnedPage;

function renderForm(fetch: ReturnType<typeof fakeFetch>["fetch"]) {
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(PAGES_KEY, [PAGE]);
  render(
    <I18nextProvider i18n={createI18n("en-US")}>
      <QueryClientProvider client={client}>
        <LeaveGuardProvider>
          <CurrentPageProvider>
            <LinksForm />
          </CurrentPageProvider>
        </LeaveGuardProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const save = () => screen.getByRole("button", { name: "Save links" });
const patches = (calls: SentCall[]) => calls.filter((call) => call.method === "PATCH");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("links form", () => {
  it("checks the spec's rules before calling the API", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const user = renderForm(fetch);
    await user.type(screen.getByLabelText("Homepage"), "javascript:alert(1)");
    await user.clear(screen.getByLabelText("Contact email"));
    await user.type(screen.getByLabelText("Instagram"), "ftp://instagram.com/midori");
    await user.click(save());

    expect(await screen.findAllByText("URL must start with https:// or http://.")).toHaveLength(2);
    expect(screen.getAllByText("URL must start with https:// or http://.")).toHaveLength(2);
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    await user.type(screen.getByLabelText("Contact email"), "not-an-email");
    await user.click(save());
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });

  it("puts the server's field error on its field and sends the links the API expects, a bare address as https://", async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.method === "PATCH" ? json(400, { "links.homepage": ["Enter a valid URL.", "second message"] }) : json(200, [PAGE]),
    );
    const user = renderForm(fetch);
    await user.type(screen.getByLabelText("Homepage"), "https://midori.example/about");
    await user.type(screen.getByLabelText("Instagram"), "instagram.com/midori");
    await user.click(save());

    const homepage = screen.getByLabelText("Homepage");
    expect(await screen.findByText("Enter a valid URL.")).toBeTruthy();
    expect(screen.queryByText("second message")).toBeNull();
    expect(homepage.getAttribute("aria-invalid")).toBe("true");
    const { path, body } = patches(calls)[0]! as { path: string; body: { links: Record<string, unknown> } };
    expect(path).toBe("/api/v1/businesses/update/7/");
    expect(body.links).toMatchObject({
      homepage: "https://midori.example/about",
      contact_email: "hello@midori.example",
      socials: { instagram: "https://instagram.com/midori" },
    });
  });
});
