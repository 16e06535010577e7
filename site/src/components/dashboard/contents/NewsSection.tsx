import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type OwnedPage, type NewsItem, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { NewsEditor } from "./NewsEditor.tsx";
import { NEWS_PAGE_SIZE, newsKey, useNews } from "./queries.ts";
import { NamedButton } from "./NamedButton.tsx";
import { PublishedBadge } from "./PublishedBadge.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { PlanNote } from "../plan/PlanNote.tsx";
import { hasRoom, pagePlanLimits } from "../../../lib/dashboard/plan-limits.ts";
import { useEditLink } from "../../../lib/dashboard/contents/edit-link.ts";

/** The page's news and events, newest first: add, edit, publish or unpublish, delete. */
export function NewsSection({ page, maxImageBytes }: { page: OwnedPage; maxImageBytes: number }) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const client = useQueryClient();
  const news = useNews(page.id);
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  // `?news=<id>` (AI Analysis links a flagged claim here) opens that post's editor.
  useEditLink(
    "news",
    news.data?.results,
    useCallback((item: NewsItem) => setEditing({ item }), []),
  );
  const newsLimit = pagePlanLimits(page).news_posts;
  // The plan's news posts all used: "Add" is off with the reason, rather than refused on save.
  const full = news.data !== undefined && !hasRoom(newsLimit, news.data.count);
  const title = (item: NewsItem) => localized(item.title_json, language) || t("contents_screen.card.untitled");
  const when = (item: NewsItem) =>
    item.kind === "event" && item.starts_at
      ? new Date(item.starts_at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })
      : new Date(item.date).toLocaleDateString(i18n.language, { dateStyle: "medium" });

  const togglePublished = async (item: NewsItem) => {
    try {
      await sdk.news.update(page.id, item.id, { is_published: !item.is_published });
      toast.success(item.is_published ? t("contents_screen.news.unpublished_toast") : t("contents_screen.news.published_toast"));
    } catch (error) {
      toastFailure(error, t);
    }
    await client.invalidateQueries({ queryKey: newsKey(page.id) });
  };
  const remove = async (item: NewsItem) => {
    try {
      await sdk.news.delete(page.id, item.id);
      toast.success(t("contents_screen.news.deleted"));
    } catch (error) {
      toastFailure(error, t);
    }
    await client.invalidateQueries({ queryKey: newsKey(page.id) });
  };

  return (
    <section className="dash-section" aria-labelledby="news-title">
      <div className="section-head">
        <h2 id="news-title">{t("contents_screen.news.heading")}</h2>
        <button
          type="button"
          className="button primary"
          disabled={full}
          aria-describedby={full ? "news-plan" : undefined}
          onClick={() => setEditing({ item: null })}
        >
          {t("contents_screen.news.add")}
        </button>
      </div>
      {full ? <PlanNote id="news-plan" reason={t("contents_screen.plan.news", { limit: newsLimit })} /> : null}
      {news.isPending ? <p aria-busy="true">{t("dash.loading")}</p> : null}
      {news.isError ? <LoadFailure onRetry={() => void news.refetch()} /> : null}
      {news.data && news.data.results.length === 0 ? <p className="empty-state">{t("contents_screen.news.empty")}</p> : null}
      {news.data && news.data.count > NEWS_PAGE_SIZE ? <p className="hint">{t("contents_screen.news.latest_only", { count: NEWS_PAGE_SIZE })}</p> : null}
      <ul className="news-list">
        {news.data?.results.map((item) => (
          <li key={item.id} className="news-item" data-testid="news-item">
            <div>
              <h3>{title(item)}</h3>
              <p className="badges">
                <span className="status-badge">{item.kind === "event" ? t("contents_screen.news.kind_event") : t("contents_screen.news.kind_news")}</span>
                <PublishedBadge published={item.is_published} pagePublished={page.is_published} />
                <span className="hint">{when(item)}</span>
              </p>
            </div>
            <div className="actions">
              <NamedButton onClick={() => setEditing({ item })} label={t("contents_screen.card.edit")} target={title(item)} />
              <NamedButton
                onClick={() => void togglePublished(item)}
                label={item.is_published ? t("contents_screen.card.unpublish") : t("contents_screen.card.publish")}
                target={title(item)}
              />
              <NamedButton
                className="button small danger-outline"
                onClick={() => setDeleting(item)}
                label={t("contents_screen.card.delete")}
                target={title(item)}
              />
            </div>
          </li>
        ))}
      </ul>
      {editing ? <NewsEditor page={page} existing={editing.item} maxImageBytes={maxImageBytes} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t("contents_screen.news.delete_title")}
          body={t("contents_screen.news.delete_body", { title: title(deleting) })}
          confirmLabel={t("contents_screen.card.delete")}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
