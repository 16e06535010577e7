import { describe, expect, it } from "vitest";
import type { Content, ContentCategory } from "../api.ts";
import { applyBoard, type Board, boardOf, dropTarget, findItem, listDropId, moveItem, type OrderPatch, planCategoryMove, planMoves } from "./board.ts";

const item = (id: number, category: number | null, order: number) => ({ id, content_category_id: category, order_key: order }) as Content;
const category = (id: number | null, order: number, ids: number[]): ContentCategory => ({
  id,
  order_key: order,
  name_json: { en: `C${id}` },
  custom_contents: ids.map((i, index) => item(i, id, index)),
});
/** Climate [1,2,3], Water [4,5], News [6]. */
const categories = () => [category(10, 0, [1, 2, 3]), category(20, 1, [4, 5]), category(null, 2, [6])];

/** The API's rule for one PATCH: the item leaves its list and is placed at order_key (clamped) in its (new) category. */
function serverApplies(board: Board, patch: OrderPatch): Board {
  const at = findItem(board, patch.id)!;
  const target = patch.body.content_category_id !== undefined ? patch.body.content_category_id : board[at.list]!.category;
  return moveItem(board, patch.id, target, patch.body.order_key);
}

describe("planning a reorder", () => {
  it("reorders within a category: one PATCH per item whose order_key changed, the moved item first", () => {
    const after = moveItem(boardOf(categories()), 3, 10, 0);
    expect(after[0]!.items).toEqual([3, 1, 2]);
    expect(planMoves(categories(), after, 3)).toEqual([
      { id: 3, body: { order_key: 0 } },
      { id: 1, body: { order_key: 1 } },
      { id: 2, body: { order_key: 2 } },
    ]);
  });

  it("moves across categories: the moved item with its new category, then the shifted items of both lists", () => {
    const after = moveItem(boardOf(categories()), 1, 20, 1);
    expect(after.map((l) => l.items)).toEqual([[2, 3], [4, 1, 5], [6]]);
    expect(planMoves(categories(), after, 1)).toEqual([
      { id: 1, body: { content_category_id: 20, order_key: 1 } },
      { id: 2, body: { order_key: 0 } },
      { id: 3, body: { order_key: 1 } },
      { id: 5, body: { order_key: 2 } },
    ]);
  });

  it("moves to News with content_category_id null, and nothing to send when nothing changed", () => {
    const after = moveItem(boardOf(categories()), 5, null, 99);
    expect(after[2]!.items).toEqual([6, 5]);
    expect(planMoves(categories(), after, 5)).toEqual([{ id: 5, body: { content_category_id: null, order_key: 1 } }]);
    expect(planMoves(categories(), boardOf(categories()), 1)).toEqual([]);
  });

  it("stores exactly the new order on the server for every possible single move, whichever prefix of the calls has run after the first", () => {
    const start = boardOf(categories());
    for (const id of [1, 2, 3, 4, 5, 6]) {
      for (const list of start) {
        for (let index = 0; index <= list.items.length; index++) {
          const after = moveItem(start, id, list.category, index);
          const patches = planMoves(categories(), after, id);
          let server = start;
          for (const [n, patch] of patches.entries()) {
            server = serverApplies(server, patch);
            if (n === 0) expect(server, `after the first call of ${id} → ${list.category}@${index}`).toEqual(after);
          }
          expect(server).toEqual(after);
        }
      }
    }
  });

  it("applies the board to the cached categories (new category and order_key on each item)", () => {
    const next = applyBoard(categories(), moveItem(boardOf(categories()), 4, 10, 0));
    expect(next[0]!.custom_contents.map((c) => [c.id, c.content_category_id, c.order_key])).toEqual([
      [4, 10, 0],
      [1, 10, 1],
      [2, 10, 2],
      [3, 10, 3],
    ]);
    expect(next[1]!.custom_contents.map((c) => [c.id, c.order_key])).toEqual([[5, 0]]);
  });
});

describe("moving a category", () => {
  it("swaps it with its neighbour (moved first) and keeps News last; refuses to go past either end", () => {
    const plan = planCategoryMove(categories(), 20, -1)!;
    expect(plan.patches).toEqual([
      { id: 20, body: { order_key: 0 } },
      { id: 10, body: { order_key: 1 } },
    ]);
    expect(plan.categories.map((c) => c.id)).toEqual([20, 10, null]);
    expect(planCategoryMove(categories(), 10, -1)).toBeNull();
    expect(planCategoryMove(categories(), 20, 1)).toBeNull();
  });
});

describe("where a dragged card lands", () => {
  const board: Board = [
    { category: 10, items: [1, 2, 3] },
    { category: 20, items: [] },
    { category: null, items: [6] },
  ];
  it("takes the place of a card of its own list, goes before (or, below its middle, after) a card of another list, and into an empty list", () => {
    expect(dropTarget(board, 1, 3)).toEqual({ category: 10, index: 2, count: 3 });
    expect(dropTarget(board, 3, 1, true)).toEqual({ category: 10, index: 0, count: 3 });
    expect(dropTarget(board, 2, 6)).toEqual({ category: null, index: 0, count: 2 });
    expect(dropTarget(board, 2, 6, true)).toEqual({ category: null, index: 1, count: 2 });
    expect(dropTarget(board, 2, listDropId(20))).toEqual({ category: 20, index: 0, count: 1 });
    expect(dropTarget(board, 6, listDropId(null))).toEqual({ category: null, index: 0, count: 1 });
    expect(dropTarget(board, 99, 1)).toBeNull();
  });
});
