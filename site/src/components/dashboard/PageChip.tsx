import { useTranslation } from "react-i18next";
import type { OwnedPage } from "../../lib/dashboard/api.ts";

/** Which page the screen edits, its state, and the way to its public view and to the other pages. */
export function PageChip({ page, count }: { page: OwnedPage; count: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const name = page.name_json?.[lang] || page.name_json?.en || page.name_json?.ja || page.handle;
  return (
    <div className="page-chip" data-testid="current-page">
      <span>
        {t("dash.chip.editing")} <strong>{name}</strong> (@{page.handle})
      </span>
      <span className={page.is_published ? "status-badge on" : "status-badge"}>{page.is_published ? t("dash.state.published") : t("dash.state.draft")}</span>
      <a href={`/${page.handle}`} target="_blank" rel="noopener">
        {t("dash.chip.view")}
      </a>
      {count > 1 ? <a href="/dashboard/pages">{t("dash.chip.switch")}</a> : null}
    </div>
  );
}
