import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Content, ContentCategory } from "../../../lib/dashboard/api.ts";
import { boardOf, dropTarget, moveItem } from "../../../lib/dashboard/contents/board.ts";
import { type Language, localized } from "../../../lib/dashboard/page-text.ts";
import { boardAnnouncements, isBelow } from "./announcements.ts";
import { type CardActions, CategorySection } from "./CategorySection.tsx";
import { useBoardMoves } from "./use-board-moves.ts";

type Props = {
  pageId: number;
  categories: ContentCategory[];
  /** The language titles and names are shown in. */
  language: Language;
  statusName: (id: number | null) => string | null;
  /** Whether the page itself is public; its published items say they are not seen yet when it is not. */
  pagePublished?: boolean;
  actions: CardActions;
};

/**
 * The initiatives by category. Cards are dragged by their handle (mouse,
 * touch, or keyboard: Space, arrows, Space) within a category or into
 * another; each card also has a "move to" select. Within a category the
 * list opens a gap as the card passes; the category it would land in is
 * highlighted. Dropping stores the new order through `useBoardMoves`.
 */
export function CategoryBoard({ pageId, categories, language, statusName, actions, pagePublished = true }: Props) {
  const { t } = useTranslation();
  const { saving, status, commitBoard, moveCategory } = useBoardMoves(pageId);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overCategory, setOverCategory] = useState<number | null | undefined>(undefined);
  const board = useMemo(() => boardOf(categories), [categories]);
  const boardRef = useRef(board);
  boardRef.current = board;

  const items = useMemo(() => new Map<number, Content>(categories.flatMap((c) => c.custom_contents.map((item) => [item.id, item] as const))), [categories]);
  const title = (id: number) => localized(items.get(id)?.title_json, language) || t("contents_screen.card.untitled");
  // The category with id null is the specification's default category "others", which the public page (and the API) calls
  // "News". Here it is labelled "Uncategorised initiatives" so an owner cannot confuse it with the separate "News and events"
  // section below; only the label differs, the API is unchanged.
  const categoryName = (id: number | null) =>
    id === null ? t("contents_screen.news_category") : localized(categories.find((c) => c.id === id)?.name_json, language);
  const names = useRef({ title, category: categoryName });
  names.current = { title, category: categoryName };
  // Made once: the announcements remember what they last said across renders.
  const accessibility = useMemo(
    () => boardAnnouncements(t, { board: () => boardRef.current, title: (id) => names.current.title(id), category: (id) => names.current.category(id) }),
    [t],
  );

  const sensors = useSensors(
    // A small movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const target = (event: DragOverEvent | DragEndEvent) => (event.over ? dropTarget(board, Number(event.active.id), event.over.id, isBelow(event)) : null);
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(Number(active.id));
  const onDragOver = (event: DragOverEvent) => setOverCategory(target(event)?.category);
  const onDragEnd = (event: DragEndEvent) => {
    const to = target(event);
    if (to) void commitBoard(moveItem(board, Number(event.active.id), to.category, to.index), Number(event.active.id));
    onDragCancel();
  };
  const onDragCancel = () => {
    setActiveId(null);
    setOverCategory(undefined);
  };

  const moveTo = (id: number, category: number | null) => void commitBoard(moveItem(board, id, category, Number.MAX_SAFE_INTEGER), id);
  const named = categories.filter((c) => c.id !== null);
  const choices = categories.map((c) => ({ id: c.id, name: categoryName(c.id) }));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <div className="category-board" aria-busy={saving}>
        {categories.map((category) => {
          const position = named.findIndex((c) => c.id === category.id);
          return (
            <CategorySection
              key={category.id ?? "news"}
              category={category}
              name={categoryName(category.id)}
              items={category.custom_contents}
              title={title}
              statusName={statusName}
              choices={choices}
              busy={saving}
              pagePublished={pagePublished}
              highlight={activeId !== null && overCategory === category.id}
              actions={actions}
              onMoveTo={moveTo}
              onMoveCategory={category.id === null ? undefined : (offset) => void moveCategory(category.id!, offset)}
              canMoveUp={position > 0}
              canMoveDown={position >= 0 && position < named.length - 1}
            />
          );
        })}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {saving ? t("contents_screen.board.saving") : status}
      </p>
      <DragOverlay>{activeId !== null ? <div className="initiative-card overlay">{title(activeId)}</div> : null}</DragOverlay>
    </DndContext>
  );
}
