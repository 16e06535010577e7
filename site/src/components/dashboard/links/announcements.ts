import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { TFunction } from "i18next";
import type { LinkBlock } from "../../../lib/dashboard/api.ts";

/**
 * What a screen reader hears while a link block is moved with the keyboard,
 * in the interface language. A position is said once: dnd-kit also reports
 * "over" for the block's own place right after it is picked up.
 */
export function listAnnouncements(
  t: TFunction,
  list: () => LinkBlock[],
  titleOf: (block: LinkBlock) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const title = (id: UniqueIdentifier) => {
    const block = list().find((b) => b.id === Number(id));
    return block ? titleOf(block) : "";
  };
  const position = (id: UniqueIdentifier) => ({ position: list().findIndex((b) => b.id === Number(id)) + 1, count: list().length });
  let said = "";
  return {
    screenReaderInstructions: { draggable: t("link_blocks.dnd.instructions") },
    announcements: {
      onDragStart: ({ active }) => {
        said = String(active.id);
        return t("link_blocks.dnd.picked", { title: title(active.id), ...position(active.id) });
      },
      onDragOver: ({ active, over }) => {
        const at = over ? String(over.id) : "";
        if (at === said) return undefined;
        said = at;
        return over ? t("link_blocks.dnd.over", { title: title(active.id), ...position(over.id) }) : t("link_blocks.dnd.outside", { title: title(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t("link_blocks.dnd.dropped", { title: title(active.id), ...position(over.id) }) : t("link_blocks.dnd.cancelled", { title: title(active.id) }),
      onDragCancel: ({ active }) => t("link_blocks.dnd.cancelled", { title: title(active.id) }),
    },
  };
}
