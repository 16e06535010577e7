import type { LinkIcon } from "@greenpage/sdk";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import type { LinkBlock } from "../../../lib/dashboard/api.ts";
import { BlockIcon } from "./BlockIcon.tsx";

type Props = {
  block: LinkBlock;
  title: string;
  canEdit: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One block in the editor: drag handle, icon or thumbnail, title and URL, clicks of 30 days, and its actions. */
export function LinkBlockItem({ block, title, canEdit, busy, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled: !canEdit || busy,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={["link-block-item", isDragging ? "dragging" : "", block.is_hidden ? "hidden-block" : ""].join(" ")}
      data-testid="link-block"
      data-id={block.id}
    >
      {canEdit ? (
        <button type="button" ref={setActivatorNodeRef} className="drag-handle" {...attributes} {...listeners} aria-label={t("link_blocks.drag", { title })}>
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      <span className="link-block-visual">
        {block.thumbnail_url ? (
          <img src={block.thumbnail_url} alt="" width={32} height={32} />
        ) : block.icon ? (
          <BlockIcon name={block.icon as LinkIcon} />
        ) : null}
      </span>
      <span className="link-block-main">
        <strong>{title}</strong>
        <small className="link-block-url">{block.url}</small>
      </span>
      <span className="link-block-clicks" data-testid="link-block-clicks">
        {t("link_blocks.clicks", { count: block.clicks_30d })}
      </span>
      {block.is_hidden ? <span className="status-badge">{t("link_blocks.hidden")}</span> : null}
      {canEdit ? (
        <span className="link-block-actions">
          <button type="button" className="button small" role="switch" aria-checked={!block.is_hidden} disabled={busy} onClick={onToggle}>
            {t("link_blocks.shown_label", { title })}
          </button>
          <button type="button" className="button small" disabled={busy} onClick={onEdit} aria-label={t("link_blocks.edit_named", { title })}>
            {t("link_blocks.edit")}
          </button>
          <button type="button" className="button small danger" disabled={busy} onClick={onDelete} aria-label={t("link_blocks.delete_named", { title })}>
            {t("link_blocks.delete")}
          </button>
        </span>
      ) : null}
    </li>
  );
}
