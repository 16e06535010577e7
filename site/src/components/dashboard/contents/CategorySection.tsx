import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslation } from "react-i18next";
import type { Content, ContentCategory } from "../../../lib/dashboard/api.ts";
import { listDropId } from "../../../lib/dashboard/contents/board.ts";
import { InitiativeCard } from "./InitiativeCard.tsx";
import { NamedButton } from "./NamedButton.tsx";

/** What the owner can do from the board; the screen opens the editors and confirmations. */
export type CardActions = {
  add: (category: number | null) => void;
  edit: (item: Content) => void;
  remove: (item: Content) => void;
  togglePublished: (item: Content) => void;
  renameCategory: (category: ContentCategory) => void;
  removeCategory: (category: ContentCategory) => void;
  /** Whether the plan has room for one more initiative; when not, every "Add" is off and points at this note. */
  canAdd: boolean;
};

/** The note saying why "Add" is off (ContentsScreen draws it). */
export const INITIATIVES_PLAN_NOTE = "initiatives-plan";

type Props = {
  category: ContentCategory;
  name: string;
  items: Content[];
  title: (id: number) => string;
  statusName: (id: number | null) => string | null;
  choices: { id: number | null; name: string }[];
  busy: boolean;
  pagePublished: boolean;
  /** The dragged card would land here. */
  highlight: boolean;
  actions: CardActions;
  onMoveTo: (id: number, category: number | null) => void;
  /** Absent for News, which always stays last. */
  onMoveCategory: ((offset: -1 | 1) => void) | undefined;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/** One category: its name and actions, and its initiatives as a sortable list that also takes cards from other categories. */
export function CategorySection({
  category,
  name,
  items,
  title,
  statusName,
  choices,
  busy,
  pagePublished,
  highlight,
  actions,
  onMoveTo,
  onMoveCategory,
  canMoveUp,
  canMoveDown,
}: Props) {
  const { t } = useTranslation();
  // A list with cards is entered through its cards; only an empty list is a drop target of its own.
  const { setNodeRef } = useDroppable({ id: listDropId(category.id), disabled: items.length > 0 });
  const headingId = `category-${category.id ?? "news"}`;
  const isNews = category.id === null;

  return (
    <section className="category-section" aria-labelledby={headingId} data-testid="category" data-category={category.id ?? "news"}>
      <div className="category-head">
        <h3 id={headingId}>
          {name} <span className="count">({items.length})</span>
        </h3>
        <div className="actions">
          <NamedButton
            onClick={() => actions.add(category.id)}
            disabled={!actions.canAdd}
            aria-describedby={actions.canAdd ? undefined : INITIATIVES_PLAN_NOTE}
            label={t("contents_screen.category.add_here")}
            target={name}
          />
          {onMoveCategory ? (
            <>
              <button
                type="button"
                className="button small"
                disabled={busy || !canMoveUp}
                onClick={() => onMoveCategory(-1)}
                aria-label={t("contents_screen.category.move_up", { name })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button small"
                disabled={busy || !canMoveDown}
                onClick={() => onMoveCategory(1)}
                aria-label={t("contents_screen.category.move_down", { name })}
              >
                ↓
              </button>
            </>
          ) : null}
          {!isNews ? (
            <>
              <NamedButton onClick={() => actions.renameCategory(category)} label={t("contents_screen.category.rename")} target={name} />
              <NamedButton
                className="button small danger-outline"
                onClick={() => actions.removeCategory(category)}
                label={t("contents_screen.category.delete")}
                target={name}
              />
            </>
          ) : null}
        </div>
      </div>
      {isNews ? <p className="hint">{t("contents_screen.category.news_hint")}</p> : null}
      <SortableContext id={listDropId(category.id)} items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className={highlight ? "initiative-list over" : "initiative-list"} aria-labelledby={headingId}>
          {items.map((item) => (
            <InitiativeCard
              key={item.id}
              item={item}
              title={title(item.id)}
              status={statusName(item.status_id)}
              choices={choices}
              busy={busy}
              pagePublished={pagePublished}
              actions={actions}
              onMoveTo={(to) => onMoveTo(item.id, to)}
            />
          ))}
          {items.length === 0 ? <li className="empty-list">{t("contents_screen.category.empty")}</li> : null}
        </ul>
      </SortableContext>
    </section>
  );
}
