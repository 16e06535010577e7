import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { TFunction } from "i18next";
import type { LinkBlock } from "../../../lib/dashboard/api.ts";

/** What a screen reader hears while a link block is moved with the keyboard, in the interface language. */
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
  return {
    screenReaderInstructions: { draggable: t("link_blocks.dnd.instructions") },
    announcements: {
      onDragStart: ({ active }) => t("link_blocks.dnd.picked", { title: title(active.id), ...position(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t("link_blocks.dnd.over", { title: title(active.id), ...position(over.id) }) : t("link_blocks.dnd.outside", { title: title(active.id) }),
      onDragEnd: ({ active, over }) =>
        over ? t("link_blocks.dnd.dropped", { title: title(active.id), ...position(over.id) }) : t("link_blocks.dnd.cancelled", { title: title(active.id) }),
      onDragCancel: ({ active }) => t("link_blocks.dnd.cancelled", { title: title(active.id) }),
    },
  };
}
