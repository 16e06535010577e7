// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/index.ts";
import type { Content, ContentCategory } from "../../../lib/dashboard/api.ts";
import { type Board, findItem, moveItem } from "../../../lib/dashboard/contents/board.ts";
import { CategoryBoard } from "./CategoryBoard.tsx";
import type { CardActions } from "./CategorySection.tsx";
import { categoriesKey, useCategories } from "./queries.ts";
import { fakeFetch, json } from "../../../test/fake-fetch.ts";

const PAGE = 7;
const TITLES: Record<number, string> = { 1: "Solar roof", 2: "LED lighting", 3: "Heat pump", 4: "Rainwater tank", 6: "Beach clean-up" };
const NAMES: Record<number, string> = { 10: "Climate", 20: "Water" };

/**
 * A stand-in for the API: it keeps the board and applies each PATCH the way
 * the server does (the item leaves its list and is placed at order_key in its
 * new or same category), records the calls, and can be told to fail one.
 */
function fakeApi(start: Board) {
  let board = start;
  const patches: { id: number; body: Record<string, unknown> }[] = [];
  let failOn: number | null = null;
  const categories = (): ContentCategory[] =>
    board.map((list, order) => ({
      id: list.category,
      order_key: order,
      name_json: { en: list.category === null ? "News" : NAMES[list.category]! },
      custom_contents: list.items.map(
        (id, index) =>
          ({
            id,
            content_category_id: list.category,
            order_key: index,
            title_json: { en: TITLES[id]! },
            is_published: true,
            kind: "custom",
            access: "public",
            visibility: "public",
            status_id: null,
            image_url: null,
            cover_image_url: null,
          }) as unknown as Content,
      ),
    }));
  const { fetch, calls } = fakeFetch((call) => {
    if (call.method === "GET") return json(200, categories());
    const [, kind, rawId] = /\/(contents|content-categories)\/(\d+)\/$/.exec(call.path)!;
    const id = Number(rawId);
    const body = call.body as { order_key: number; content_category_id?: number | null };
    patches.push({ id, body });
    if (failOn !== null && patches.length === failOn) return json(500, { detail: "Internal server error. Please try again later.", code: "internal" });
    if (kind === "content-categories") {
      const named = board.filter((l) => l.category !== null);
      const moving = named.find((l) => l.category === id)!;
      const rest = named.filter((l) => l !== moving);
      rest.splice(body.order_key, 0, moving);
      board = [...rest, ...board.filter((l) => l.category === null)];
      return json(
        200,
        categories().find((c) => c.id === id),
      );
    }
    const at = findItem(board, id)!;
    board = moveItem(board, id, body.content_category_id !== undefined ? body.content_category_id : board[at.list]!.category, body.order_key);
    return json(
      200,
      categories()
        .flatMap((c) => c.custom_contents)
        .find((c) => c.id === id),
    );
  });
  return { fetch, calls, patches, categories, failOnCall: (n: number) => (failOn = n) };
}

const actions: CardActions = {
  add: vi.fn(),
  edit: vi.fn(),
  remove: vi.fn(),
  togglePublished: vi.fn(),
  renameCategory: vi.fn(),
  removeCategory: vi.fn(),
  canAdd: true,
};

function Harness({ pagePublished }: { pagePublished: boolean }) {
  const query = useCategories(PAGE);
  return query.data ? (
    <CategoryBoard pageId={PAGE} categories={query.data} language="en" statusName={() => null} actions={actions} pagePublished={pagePublished} />
  ) : null;
}

function renderBoard(server: ReturnType<typeof fakeApi>, pagePublished = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(categoriesKey(PAGE), server.categories());
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n("en-US")}>
        <Harness pagePublished={pagePublished} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The card titles of each category, as the screen shows them. */
const shown = () =>
  screen.getAllByTestId("category").map((section) =>
    within(section)
      .queryAllByTestId("initiative-card")
      .map((card) => within(card).getByRole("heading").textContent),
  );

const START: Board = [
  { category: 10, items: [1, 2, 3] },
  { category: 20, items: [4] },
  { category: null, items: [6] },
];

let server: ReturnType<typeof fakeApi>;
beforeEach(() => {
  server = fakeApi(START);
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the initiatives board", () => {
  it("says a published initiative is not seen yet while the page itself is not public", () => {
    renderBoard(server, false);
    expect(screen.getAllByText("Published (page not yet public)")).toHaveLength(5);
    expect(screen.queryByText("Published", { exact: true })).toBeNull();
    cleanup();
    renderBoard(server, true);
    expect(screen.getAllByText("Published", { exact: true })).toHaveLength(5);
  });

  it("shows each category's cards in order, the uncategorised initiatives (the public page's News) last", () => {
    renderBoard(server);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Climate (3)", "Water (1)", "Uncategorised initiatives (1)"]);
    expect(shown()).toEqual([["Solar roof", "LED lighting", "Heat pump"], ["Rainwater tank"], ["Beach clean-up"]]);
  });

  it("moves a card to another category with “Move to”: the new order at once, then one PATCH per changed item, moved item first", async () => {
    const user = userEvent.setup();
    renderBoard(server);
    await user.selectOptions(screen.getByRole("combobox", { name: "Move Solar roof to category" }), "Water");

    expect(shown()).toEqual([["LED lighting", "Heat pump"], ["Rainwater tank", "Solar roof"], ["Beach clean-up"]]);
    expect(await screen.findByText("New order saved.")).toBeTruthy();
    expect(server.patches).toEqual([
      { id: 1, body: { content_category_id: 20, order_key: 1 } },
      { id: 2, body: { order_key: 0 } },
      { id: 3, body: { order_key: 1 } },
    ]);
    expect(server.calls[0]!.path).toBe(`/api/v1/businesses/${PAGE}/contents/1/`);
    expect(shown()).toEqual([["LED lighting", "Heat pump"], ["Rainwater tank", "Solar roof"], ["Beach clean-up"]]);
  });

  it("puts the previous order back with an error toast when a PATCH fails", async () => {
    const user = userEvent.setup();
    server.failOnCall(1);
    renderBoard(server);
    await user.selectOptions(screen.getByRole("combobox", { name: "Move Heat pump to category" }), "Uncategorised initiatives");

    expect(await screen.findByText(/The new order could not be saved, so the previous order is back\./)).toBeTruthy();
    expect(shown()).toEqual([["Solar roof", "LED lighting", "Heat pump"], ["Rainwater tank"], ["Beach clean-up"]]);
    expect(server.patches).toEqual([{ id: 3, body: { content_category_id: null, order_key: 1 } }]);
  });
});

describe("category order", () => {
  it("moves a category up with its button: one PATCH per category whose order_key changed, News stays last", async () => {
    const user = userEvent.setup();
    renderBoard(server);
    expect(screen.queryByRole("button", { name: "Move News up" })).toBeNull();
    expect((screen.getByRole("button", { name: "Move Climate up" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Move Water up" }));

    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Water (1)", "Climate (3)", "Uncategorised initiatives (1)"]);
    expect(await screen.findByText("New order saved.")).toBeTruthy();
    expect(server.patches).toEqual([
      { id: 20, body: { order_key: 0 } },
      { id: 10, body: { order_key: 1 } },
    ]);
    expect(server.calls[0]!.path).toBe(`/api/v1/businesses/${PAGE}/content-categories/20/`);
  });
});

describe("keyboard drag and drop", () => {
  /** happy-dom lays nothing out: give every card and list a box from its place in the document, 100 px per card. */
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const cards = [...document.querySelectorAll("[data-testid=initiative-card], .empty-list")];
      const box = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, width: 600, height, bottom: top + height, right: 600, toJSON: () => ({}) });
      // The drag overlay starts where the card it lifts is.
      const index = this.classList.contains("overlay") ? cards.findIndex((c) => c.classList.contains("dragging")) : cards.indexOf(this);
      if (index >= 0) return box(index * 100, 90);
      if (this.classList.contains("initiative-list")) {
        const inside = cards.filter((c) => this.contains(c)).map((c) => cards.indexOf(c));
        return box(Math.min(...inside) * 100, inside.length * 100 - 10);
      }
      return box(0, 0);
    });
  });

  it("picks a card up with Space, moves it down with the arrow key, drops it with Space, and announces each step", async () => {
    const user = userEvent.setup();
    renderBoard(server);
    screen.getByRole("button", { name: "Move Solar roof" }).focus();
    await user.keyboard("[Space]");
    await act(async () => {});
    expect(document.body.textContent).toContain("Picked up Solar roof. It is at position 1 of 3 in Climate.");
    await user.keyboard("[ArrowDown]");
    await act(async () => {});
    expect(document.body.textContent).toContain("Solar roof is now at position 2 of 3 in Climate.");
    await user.keyboard("[Space]");

    await waitFor(() => expect(server.patches.length).toBeGreaterThan(0));
    expect(document.body.textContent).toContain("Solar roof was dropped at position 2 of 3 in Climate.");
    expect(server.patches).toEqual([
      { id: 1, body: { order_key: 1 } },
      { id: 2, body: { order_key: 0 } },
    ]);
    expect(shown()[0]).toEqual(["LED lighting", "Solar roof", "Heat pump"]);
  });

  it("carries a card into the next category with the arrow key: it goes before the card it is over", async () => {
    const user = userEvent.setup();
    renderBoard(server);
    screen.getByRole("button", { name: "Move Heat pump" }).focus();
    await user.keyboard("[Space]");
    await act(async () => {});
    await user.keyboard("[ArrowDown]");
    await act(async () => {});
    expect(document.body.textContent).toContain("Heat pump is now at position 1 of 2 in Water.");
    await user.keyboard("[Space]");

    await waitFor(() => expect(server.patches.length).toBe(2));
    expect(document.body.textContent).toContain("Heat pump was dropped at position 1 of 2 in Water.");
    expect(server.patches).toEqual([
      { id: 3, body: { content_category_id: 20, order_key: 0 } },
      { id: 4, body: { order_key: 1 } },
    ]);
    expect(shown()).toEqual([["Solar roof", "LED lighting"], ["Heat pump", "Rainwater tank"], ["Beach clean-up"]]);
  });
});
