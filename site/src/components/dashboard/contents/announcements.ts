import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { TFunction } from "i18next";
import { type Board, dropTarget } from "../../../lib/dashboard/contents/board.ts";

/** Whether the dragged card's middle is below the middle of the card it is over (then it goes after that card). */
export function isBelow({ active, over }: { active: Active; over: Over | null }): boolean {
  const dragged = active.rect.current.translated;
  return Boolean(dragged && over && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2);
}

type Names = {
  /** The board as it is now (read when dnd-kit asks, so always current). */
  board: () => Board;
  title: (id: number) => string;
  category: (id: number | null) => string;
};

/**
 * What a screen reader hears while an initiative is dragged with the keyboard,
 * in the interface language. A position is said once: dnd-kit also reports
 * "over" for the card's own place right after it is picked up.
 */
export function boardAnnouncements(t: TFunction, names: Names): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  let said = "";
  const where = (active: UniqueIdentifier, over: UniqueIdentifier, below = false) => {
    const target = dropTarget(names.board(), Number(active), over, below);
    return target ? { position: target.index + 1, count: target.count, category: names.category(target.category) } : null;
  };
  const once = (key: string, text: string) => {
    if (key === said) return undefined;
    said = key;
    return text;
  };
  return {
    screenReaderInstructions: { draggable: t("contents_screen.dnd.instructions") },
    announcements: {
      onDragStart: ({ active }) => {
        const at = where(active.id, active.id);
        said = JSON.stringify(at);
        return t("contents_screen.dnd.picked", { title: names.title(Number(active.id)), ...at });
      },
      onDragOver: ({ active, over }) => {
        const at = over ? where(active.id, over.id, isBelow({ active, over })) : null;
        const title = names.title(Number(active.id));
        return once(JSON.stringify(at), at ? t("contents_screen.dnd.over", { title, ...at }) : t("contents_screen.dnd.outside", { title }));
      },
      onDragEnd: ({ active, over }) => {
        const at = over ? where(active.id, over.id, isBelow({ active, over })) : null;
        const title = names.title(Number(active.id));
        return at ? t("contents_screen.dnd.dropped", { title, ...at }) : t("contents_screen.dnd.cancelled", { title });
      },
      onDragCancel: ({ active }) => t("contents_screen.dnd.cancelled", { title: names.title(Number(active.id)) }),
    },
  };
}
