import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LinkBlock, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { linkBlocksKey, moved } from "../../../lib/dashboard/link-blocks.ts";
import { hasRole } from "../../../lib/dashboard/roles.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { listAnnouncements } from "./announcements.ts";
import { LinkBlockDialog } from "./LinkBlockDialog.tsx";
import { LinkBlockItem } from "./LinkBlockItem.tsx";

/**
 * The page's link blocks: reorder by dragging or with the keyboard (Space to
 * pick up, arrows to move, Space to drop; a screen reader hears each place),
 * show or hide, add, edit and delete. Each shows its clicks of 30 days.
 */
export function LinkBlocksEditor({ maxImageBytes }: { maxImageBytes: number }) {
  const { t, i18n } = useTranslation();
  const { page } = useCurrentPage();
  const client = useQueryClient();
  const key = linkBlocksKey(page.id);
  const blocks = useQuery({ queryKey: key, queryFn: () => sdk.linkBlocks.list(page.id) });
  const [editing, setEditing] = useState<LinkBlock | "new" | null>(null);
  const [deleting, setDeleting] = useState<LinkBlock | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = hasRole(page.role, "editor");
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const titleOf = (b: LinkBlock) => b.title_json[lang] || b.title_json.en || b.title_json.ja || b.url;
  const list = blocks.data ?? [];
  // The announcements are made once and read the list and titles as they are when dnd-kit asks.
  const current = useRef({ list, titleOf });
  current.current = { list, titleOf };
  const accessibility = useMemo(
    () =>
      listAnnouncements(
        t,
        () => current.current.list,
        (block) => current.current.titleOf(block),
      ),
    [t],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toastFailure(error, t);
    } finally {
      await client.invalidateQueries({ queryKey: key });
      setBusy(false);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = moved(
      list.map((b) => b.id),
      Number(active.id),
      Number(over.id),
    );
    client.setQueryData<LinkBlock[]>(
      key,
      order.map((id) => list.find((b) => b.id === id)!),
    );
    void run(() => sdk.linkBlocks.reorder(page.id, order));
  };

  return (
    <div className="link-blocks-editor">
      <div className="section-head">
        <h3 id="link-blocks-title">{t("link_blocks.title_list")}</h3>
        {canEdit ? (
          <button type="button" className="button primary small" onClick={() => setEditing("new")}>
            {t("link_blocks.add")}
          </button>
        ) : null}
      </div>
      <p className="hint">{t("link_blocks.intro")}</p>
      {blocks.isPending ? <p className="muted">{t("dash.loading")}</p> : null}
      {list.length === 0 && !blocks.isPending ? <p className="muted">{t("link_blocks.empty")}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
        <SortableContext items={list.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <ul className="link-block-list" aria-labelledby="link-blocks-title">
            {list.map((block) => (
              <LinkBlockItem
                key={block.id}
                block={block}
                title={titleOf(block)}
                canEdit={canEdit}
                busy={busy}
                onToggle={() => void run(() => sdk.linkBlocks.update(page.id, block.id, { is_hidden: !block.is_hidden }))}
                onEdit={() => setEditing(block)}
                onDelete={() => setDeleting(block)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {editing ? (
        <LinkBlockDialog pageId={page.id} existing={editing === "new" ? null : editing} maxImageBytes={maxImageBytes} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("link_blocks.delete_title")}
          body={t("link_blocks.delete_body", { title: titleOf(deleting) })}
          confirmLabel={t("link_blocks.delete")}
          busyLabel={t("link_blocks.deleting")}
          onConfirm={() => run(() => sdk.linkBlocks.delete(page.id, deleting.id))}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
