import type { Content, ContentCategory } from "../api.ts";

/**
 * The initiatives board as ids only: each category (id, or null for the
 * default News category) with its contents' ids in display order. Drag and
 * drop and the "move to" control change this shape; `planMoves` turns the
 * change into the API calls.
 */
export type Board = { category: number | null; items: number[] }[];

/** One `PATCH /contents/{id}/` of a reorder or move. */
export type OrderPatch = { id: number; body: { order_key: number; content_category_id?: number | null } };

export function boardOf(categories: readonly ContentCategory[]): Board {
  return categories.map((c) => ({ category: c.id, items: c.custom_contents.map((item) => item.id) }));
}

export function findItem(board: Board, id: number): { list: number; index: number } | null {
  for (let list = 0; list < board.length; list++) {
    const index = board[list]!.items.indexOf(id);
    if (index >= 0) return { list, index };
  }
  return null;
}

/** Takes the item out of its list and puts it at `index` (clamped) of the category's list. */
export function moveItem(board: Board, id: number, category: number | null, index: number): Board {
  const from = findItem(board, id);
  const target = board.findIndex((l) => l.category === category);
  if (!from || target < 0) return board;
  const lists = board.map((l) => ({ category: l.category, items: [...l.items] }));
  lists[from.list]!.items.splice(from.index, 1);
  const items = lists[target]!.items;
  items.splice(Math.max(0, Math.min(index, items.length)), 0, id);
  return lists;
}

/**
 * The calls that store `after`: one per item whose category or order_key
 * changed, order_key being its index (the specification's reorder rule).
 * The moved item goes first: the server places an item at its index and
 * renumbers the lists it touches, so that first call alone stores the whole
 * new order and the others only confirm their keys. Sent in this order, the
 * calls give the same result whichever of them a retry repeats.
 */
export function planMoves(before: readonly ContentCategory[], after: Board, movedId: number): OrderPatch[] {
  const was = new Map<number, Content>(before.flatMap((c) => c.custom_contents.map((item) => [item.id, item] as const)));
  const patches: OrderPatch[] = [];
  for (const list of after) {
    list.items.forEach((id, index) => {
      const item = was.get(id);
      if (!item) return;
      if (item.content_category_id !== list.category) patches.push({ id, body: { content_category_id: list.category, order_key: index } });
      else if (item.order_key !== index) patches.push({ id, body: { order_key: index } });
    });
  }
  const moved = patches.findIndex((p) => p.id === movedId);
  if (moved > 0) patches.unshift(...patches.splice(moved, 1));
  return patches;
}

/** The categories as they look after `board`: contents regrouped, with their new category and order_key. */
export function applyBoard(categories: readonly ContentCategory[], board: Board): ContentCategory[] {
  const byId = new Map<number, Content>(categories.flatMap((c) => c.custom_contents.map((item) => [item.id, item] as const)));
  return categories.map((category) => {
    const items = board.find((l) => l.category === category.id)?.items ?? [];
    return {
      ...category,
      custom_contents: items.flatMap((id, index) => {
        const item = byId.get(id);
        return item ? [{ ...item, content_category_id: category.id, order_key: index }] : [];
      }),
    };
  });
}

/** Moving a category up or down: the calls (moved first, then its neighbour) and the new order. */
export function planCategoryMove(categories: readonly ContentCategory[], id: number, offset: -1 | 1) {
  const named = categories.filter((c): c is ContentCategory & { id: number } => c.id !== null);
  const from = named.findIndex((c) => c.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= named.length) return null;
  const order = [...named];
  order.splice(to, 0, ...order.splice(from, 1));
  const patches = order.flatMap((c, index) => (c.order_key === index ? [] : [{ id: c.id, body: { order_key: index } }]));
  const moved = patches.findIndex((p) => p.id === id);
  if (moved > 0) patches.unshift(...patches.splice(moved, 1));
  const news = categories.filter((c) => c.id === null);
  return { patches, categories: [...order.map((c, index) => ({ ...c, order_key: index })), ...news] };
}

/** A category's list as a drop target (items use their content id). */
export const listDropId = (category: number | null) => `list-${category ?? "news"}`;

function listOfDropId(id: string | number): number | null | undefined {
  if (typeof id !== "string" || !id.startsWith("list-")) return undefined;
  const key = id.slice(5);
  return key === "news" ? null : Number(key);
}

/**
 * Where the dragged item lands when dropped over `overId`. In its own list it
 * takes the place of the item it is over (the list shifts around it); in
 * another list it goes before that item, or after it when `below` (the
 * dragged card's middle is past the other's); over an empty list it is the
 * list's only item.
 */
export function dropTarget(
  board: Board,
  activeId: number,
  overId: string | number,
  below = false,
): { category: number | null; index: number; count: number } | null {
  const active = findItem(board, activeId);
  if (!active) return null;
  const category = listOfDropId(overId);
  if (category !== undefined) {
    const list = board.find((l) => l.category === category);
    if (!list) return null;
    const inside = list.items.includes(activeId);
    return { category, index: inside ? list.items.length - 1 : list.items.length, count: list.items.length + (inside ? 0 : 1) };
  }
  const over = findItem(board, Number(overId));
  if (!over) return null;
  const list = board[over.list]!;
  const same = over.list === active.list;
  return { category: list.category, index: same ? over.index : over.index + (below ? 1 : 0), count: list.items.length + (same ? 0 : 1) };
}
