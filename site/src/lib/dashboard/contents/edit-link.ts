import { useEffect, useState } from "react";

/** Where the Contents screen opens an item's editor: `?edit=<id>` for an initiative, `?news=<id>` for a news post. */
export const EDIT_PARAMS = { initiative: "edit", news: "news" } as const;
export type EditTarget = keyof typeof EDIT_PARAMS;

export function contentsEditLink(target: EditTarget, id: number): string {
  return `/dashboard/contents?${EDIT_PARAMS[target]}=${id}`;
}

/**
 * The item a link asks the Contents screen to open, read once and then taken
 * out of the address, so closing the editor (or reloading) does not open it again.
 */
export function takeEditTarget(target: EditTarget): number | null {
  if (typeof window === "undefined") return null;
  const url = new URL(window.location.href);
  const value = url.searchParams.get(EDIT_PARAMS[target]);
  if (value === null) return null;
  url.searchParams.delete(EDIT_PARAMS[target]);
  window.history.replaceState(window.history.state, "", url);
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Opens the item an edit link names once the list holding it has loaded (nothing when it is not there). */
export function useEditLink<T extends { id: number }>(target: EditTarget, items: readonly T[] | undefined, open: (item: T) => void): void {
  const [wanted, setWanted] = useState<number | null>(() => takeEditTarget(target));
  useEffect(() => {
    if (wanted === null || !items) return;
    setWanted(null);
    const item = items.find((i) => i.id === wanted);
    if (item) open(item);
  }, [wanted, items, open]);
}
