import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Content } from "../../../lib/dashboard/api.ts";
import type { CardActions } from "./CategorySection.tsx";
import { NamedButton } from "./NamedButton.tsx";
import { PublishedBadge } from "./PublishedBadge.tsx";

type Props = {
  item: Content;
  title: string;
  status: string | null;
  choices: { id: number | null; name: string }[];
  busy: boolean;
  /** Whether the page itself is public (a published item on an unpublished page is not seen yet). */
  pagePublished: boolean;
  actions: CardActions;
  onMoveTo: (category: number | null) => void;
};

const NEWS = "news";

/** One initiative: its drag handle, what a visitor will see of its state, and its actions. */
export function InitiativeCard({ item, title, status, choices, busy, pagePublished, actions, onMoveTo }: Props) {
  const { t } = useTranslation();
  const moveId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: busy });
  const thumbnail = item.cover_image_url ?? item.image_url;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "initiative-card dragging" : "initiative-card"}
      data-testid="initiative-card"
      data-id={item.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle"
        {...attributes}
        {...listeners}
        aria-label={t("contents_screen.card.drag", { title })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {thumbnail ? <img src={thumbnail} alt="" className="thumb" loading="lazy" /> : null}
      <div className="card-main">
        <h4>{title}</h4>
        <p className="badges">
          <PublishedBadge published={item.is_published} pagePublished={pagePublished} />
          {status ? <span className="status-badge">{status}</span> : null}
          <span className="status-badge">{item.kind === "standard" ? t("contents_screen.card.standard") : t("contents_screen.card.custom")}</span>
          {item.access !== "public" ? (
            <span className="status-badge">{t(`contents_screen.access.${item.access === "password" ? "password" : "limited"}`)}</span>
          ) : null}
          {item.visibility === "unlisted" ? <span className="status-badge">{t("contents_screen.visibility.unlisted")}</span> : null}
        </p>
        <div className="actions">
          <NamedButton onClick={() => actions.edit(item)} label={t("contents_screen.card.edit")} target={title} />
          <NamedButton
            disabled={busy}
            onClick={() => actions.togglePublished(item)}
            label={item.is_published ? t("contents_screen.card.unpublish") : t("contents_screen.card.publish")}
            target={title}
          />
          <label className="move-to" htmlFor={moveId}>
            <span>{t("contents_screen.card.move_to")}</span>
            <select
              id={moveId}
              value={item.content_category_id ?? NEWS}
              disabled={busy}
              aria-label={t("contents_screen.card.move_label", { title })}
              onChange={(e) => onMoveTo(e.target.value === NEWS ? null : Number(e.target.value))}
            >
              {choices.map((c) => (
                <option key={c.id ?? NEWS} value={c.id ?? NEWS}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <NamedButton className="button small danger-outline" onClick={() => actions.remove(item)} label={t("contents_screen.card.delete")} target={title} />
        </div>
      </div>
    </li>
  );
}
