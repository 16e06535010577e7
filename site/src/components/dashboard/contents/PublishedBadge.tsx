import { useTranslation } from "react-i18next";

/**
 * Whether visitors see an item. A published item on a page that is not
 * published itself is not visible yet, and says so: "Published" alone made
 * owners believe it was out.
 */
export function PublishedBadge({ published, pagePublished }: { published: boolean; pagePublished: boolean }) {
  const { t } = useTranslation();
  if (!published) return <span className="status-badge">{t("contents_screen.card.unpublished")}</span>;
  return (
    <span className={pagePublished ? "status-badge on" : "status-badge pending"}>
      {pagePublished ? t("contents_screen.card.published") : t("contents_screen.card.published_page_private")}
    </span>
  );
}
