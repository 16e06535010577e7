// @vitest-environment happy-dom
import type { OwnedPage, PageRole, ShareLink } from "@greenpage/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";
import { CurrentPageProvider, PAGES_KEY } from "../shell/CurrentPage.tsx";
import { LeaveGuardProvider } from "../shell/LeaveGuard.tsx";
import { AnalyticsScreen } from "./AnalyticsScreen.tsx";
import { PLANS, pageOn, reportOf } from "./test-fixtures.ts";

vi.mock("./DailyChart.tsx", () => ({ default: () => null }));

const link = (id: number, name: string | null, has_password: boolean): ShareLink => ({
  id,
  name,
  url: `http://localhost:4321/stats/token-${id}`,
  has_password,
  created_at: "2026-11-20T09:00:00.000Z",
  created_by: { name: "Dana Owner", email: "dana@example.com" },
});

let page: OwnedPage;
let links: ShareLink[];
let weekly: boolean;
let createAnswer: (body: { name?: string; password?: string }) => Response;
let api: ReturnType<typeof fakeFetch>;

function renderAs(role: PageRole, language: "en-US" | "ja-JP" = "en-US") {
  page = pageOn("plus", role);
  const base = `/api/v1/businesses/${page.id}/analytics/`;
  api = fakeFetch((call) => {
    const path = call.path.split("?")[0];
    if (path === base) return json(200, reportOf(30));
    if (path === `${base}weekly-report/`) {
      if (call.method === "PUT") weekly = (call.body as { enabled: boolean }).enabled;
      return json(200, { enabled: weekly });
    }
    if (path === `${base}share-links/` && call.method === "GET") return json(200, { results: links });
    if (path === `${base}share-links/` && call.method === "POST") return createAnswer(call.body as { name?: string; password?: string });
    if (path?.startsWith(`${base}share-links/`) && call.method === "DELETE") {
      links = links.filter((l) => !path.endsWith(`/${l.id}/`));
      return new Response(null, { status: 204 });
    }
    if (path === "/api/v1/plans/") return json(200, PLANS);
    if (path === `/api/v1/businesses/${page.id}/contents/`) return json(200, []);
    if (path === "/api/v1/businesses/my/") return json(200, [page]);
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

const sent = (method: string, suffix: string) => api.calls.filter((c) => c.method === method && c.path.endsWith(suffix)).map((c) => c.body);

beforeEach(() => {
  links = [link(2, "Board", true), link(1, null, false)];
  weekly = false;
  createAnswer = (body) => json(201, link(3, body.name ?? null, Boolean(body.password)));
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("weekly report", () => {
  it("a viewer turns their own weekly mail on, in the language they use; there are no share links for them", async () => {
    renderAs("viewer", "ja-JP");
    const box = await screen.findByRole("checkbox", { name: "このページの週次レポートをメールで受け取る" });
    await expect.poll(() => (box as HTMLInputElement).disabled).toBe(false);
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(box);
    expect(sent("PUT", "/analytics/weekly-report/")).toEqual([{ enabled: true, language: "ja" }]);
    await expect.poll(() => (box as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("heading", { name: "統計を共有" })).toBeNull();
    expect(api.calls.some((c) => c.path.includes("share-links"))).toBe(false);
  });
});

describe("share links", () => {
  it("an editor sees the links that work: name (or date), whether they ask a password, who made them", async () => {
    renderAs("editor");
    const rows = await screen.findAllByTestId("share-link-row");
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["Board", "Link of Nov 20, 2026"]);
    expect(rows.map((r) => r.querySelectorAll("td")[0]?.textContent)).toEqual(["Password", "None"]);
    expect(rows[0]!.textContent).toContain("Dana Owner");
    expect(within(rows[0]!).getByRole("button", { name: "Copy link: Board" })).toBeTruthy();
  });

  it("creates a link with a name and a password, shows it to copy, and lists it", async () => {
    renderAs("owner");
    const user = userEvent.setup();
    await screen.findAllByTestId("share-link-row");
    await user.type(screen.getByLabelText("Name"), "Investors");
    await user.type(screen.getByLabelText("Password"), "green-numbers");
    links = [link(3, "Investors", true), ...links];
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(sent("POST", "/analytics/share-links/")).toEqual([{ name: "Investors", password: "green-numbers" }]);
    const created = await screen.findByTestId("created-share-link");
    expect((within(created).getByLabelText("Stats link") as HTMLInputElement).value).toBe("http://localhost:4321/stats/token-3");
    expect(created.textContent).toContain("Send the password separately from the link.");
    await expect.poll(() => screen.getAllByTestId("share-link-row").length).toBe(3);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("checks the password's length in the reader's language and sends nothing until it fits", async () => {
    renderAs("editor", "ja-JP");
    const user = userEvent.setup();
    await screen.findAllByTestId("share-link-row");
    await user.type(screen.getByLabelText("パスワード"), "short");
    await user.click(screen.getByRole("button", { name: "共有リンクを作成" }));
    expect((await screen.findByRole("alert")).textContent).toBe("パスワードは8〜128文字で入力してください。");
    expect(screen.getByLabelText("パスワード").getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST", "/analytics/share-links/")).toEqual([]);
  });

  it("sends no empty name or password, and shows the API's message on its field", async () => {
    renderAs("editor");
    createAnswer = () => json(400, { name: ["Ensure this field has no more than 80 characters."] });
    const user = userEvent.setup();
    await screen.findAllByTestId("share-link-row");
    await user.type(screen.getByLabelText("Password"), "long-enough");
    await user.click(screen.getByRole("button", { name: "Create share link" }));
    expect(sent("POST", "/analytics/share-links/")).toEqual([{ password: "long-enough" }]);
    expect((await screen.findByRole("alert")).textContent).toBe("Ensure this field has no more than 80 characters.");
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("revokes a link only once confirmed", async () => {
    renderAs("editor");
    const user = userEvent.setup();
    await screen.findAllByTestId("share-link-row");
    await user.click(screen.getByRole("button", { name: "Revoke: Board" }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke “Board”?" });
    expect(sent("DELETE", "/share-links/2/")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /api/v1/businesses/${page.id}/analytics/share-links/2/`);
    await expect.poll(() => screen.getAllByTestId("share-link-row").length).toBe(1);
  });
});
