import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Content, type ContentCategory, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { CategoryBoard } from "./CategoryBoard.tsx";
import { CategoryDialog } from "./CategoryDialog.tsx";
import { type CardActions, INITIATIVES_PLAN_NOTE } from "./CategorySection.tsx";
import { PlanNote } from "../plan/PlanNote.tsx";
import { hasRoom, pagePlanLimits } from "../../../lib/dashboard/plan-limits.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { InitiativeEditor } from "./InitiativeEditor.tsx";
import { NewsSection } from "./NewsSection.tsx";
import { useStatuses } from "../../../lib/dashboard/catalog.ts";
import { categoriesKey, useCategories } from "./queries.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { useEditLink } from "../../../lib/dashboard/contents/edit-link.ts";

type Confirming = { kind: "content"; item: Content } | { kind: "category"; category: ContentCategory };

/** Contents: the page's initiatives by category (News last) and its news and events. */
function ContentsScreen({ maxImageBytes }: { maxImageBytes: number }) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const client = useQueryClient();
  const { page, pages } = useCurrentPage();
  const categories = useCategories(page.id);
  const statuses = useStatuses();
  const [editing, setEditing] = useState<{ item: Content | null; category: number | null } | null>(null);
  const [naming, setNaming] = useState<{ category: ContentCategory | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: categoriesKey(page.id) });
  // `?edit=<id>` (AI Analysis links a flagged claim here) opens that initiative's editor.
  const allItems = useMemo(() => categories.data?.flatMap((c) => c.custom_contents), [categories.data]);
  useEditLink(
    "initiative",
    allItems,
    useCallback((item: Content) => setEditing({ item, category: item.content_category_id }), []),
  );
  const categoryName = (c: ContentCategory) => (c.id === null ? t("contents_screen.news_category") : localized(c.name_json, language));
  const itemTitle = (item: Content) => localized(item.title_json, language) || t("contents_screen.card.untitled");

  const initiativeLimit = pagePlanLimits(page).initiatives;
  const used = categories.data?.reduce((sum, c) => sum + c.custom_contents.length, 0) ?? 0;
  // Every initiative of the page counts, published or not (the API's rule); while loading, nothing is refused yet.
  const canAdd = hasRoom(initiativeLimit, used);

  const actions: CardActions = {
    canAdd,
    add: (category) => setEditing({ item: null, category }),
    edit: (item) => setEditing({ item, category: item.content_category_id }),
    remove: (item) => setConfirming({ kind: "content", item }),
    togglePublished: async (item) => {
      try {
        await sdk.contents.update(page.id, item.id, { is_published: !item.is_published });
        toast.success(item.is_published ? t("contents_screen.card.unpublished_toast") : t("contents_screen.card.published_toast"));
      } catch (error) {
        toastFailure(error, t);
      }
      await refresh();
    },
    renameCategory: (category) => setNaming({ category }),
    removeCategory: (category) => setConfirming({ kind: "category", category }),
  };

  const confirmDelete = async (what: Confirming) => {
    try {
      if (what.kind === "content") await sdk.contents.delete(page.id, what.item.id);
      else if (what.category.id !== null) await sdk.categories.delete(page.id, what.category.id);
      toast.success(what.kind === "content" ? t("contents_screen.card.deleted") : t("contents_screen.category.deleted"));
    } catch (error) {
      toastFailure(error, t);
    }
    await refresh();
  };

  const statusName = (id: number | null) => {
    const status = id === null ? undefined : statuses.data?.find((s) => s.id === id);
    return status ? (status.name_json[language] ?? status.name) : null;
  };
  const list = categories.data ?? [];
  const hasItems = list.some((c) => c.custom_contents.length > 0);

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <section className="dash-section" aria-labelledby="initiatives-title">
        <div className="section-head">
          <h2 id="initiatives-title">{t("contents_screen.initiatives")}</h2>
          <div className="actions">
            <button
              type="button"
              className="button primary"
              disabled={!canAdd}
              aria-describedby={canAdd ? undefined : INITIATIVES_PLAN_NOTE}
              onClick={() => actions.add(list.find((c) => c.id !== null)?.id ?? null)}
            >
              {t("contents_screen.add_initiative")}
            </button>
            <button type="button" className="button" onClick={() => setNaming({ category: null })}>
              {t("contents_screen.category.add")}
            </button>
          </div>
        </div>
        {canAdd ? null : <PlanNote id={INITIATIVES_PLAN_NOTE} reason={t("contents_screen.plan.initiatives", { limit: initiativeLimit })} />}
        <p className="hint">{t("contents_screen.board.hint")}</p>
        {categories.isPending ? <p aria-busy="true">{t("dash.loading")}</p> : null}
        {categories.isError ? <LoadFailure onRetry={() => void categories.refetch()} /> : null}
        {categories.data && !hasItems ? <p className="empty-state">{t("contents_screen.empty")}</p> : null}
        {categories.data ? (
          <CategoryBoard pageId={page.id} categories={list} language={language} statusName={statusName} actions={actions} pagePublished={page.is_published} />
        ) : null}
      </section>
      <NewsSection page={page} maxImageBytes={maxImageBytes} />
      {editing ? (
        <InitiativeEditor
          page={page}
          existing={editing.item}
          category={editing.category}
          categories={list}
          maxImageBytes={maxImageBytes}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {naming ? <CategoryDialog pageId={page.id} existing={naming.category} onClose={() => setNaming(null)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming.kind === "content" ? t("contents_screen.card.delete_title") : t("contents_screen.category.delete_title")}
          body={
            confirming.kind === "content"
              ? t("contents_screen.card.delete_body", { title: itemTitle(confirming.item) })
              : t("contents_screen.category.delete_body", { name: categoryName(confirming.category), count: confirming.category.custom_contents.length })
          }
          confirmLabel={t("contents_screen.card.delete")}
          onConfirm={() => confirmDelete(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

export default withDashboard(ContentsScreen, { screen: "contents", texts: ["dashboard-contents", "dashboard-evidence"] });
