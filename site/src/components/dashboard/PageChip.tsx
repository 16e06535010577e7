import { useTranslation } from "react-i18next";
import type { OwnedPage } from "../../lib/dashboard/api.ts";

/** Which page the screen works on (and, on someone else's page, the user's role), its state, and the way to its public view and to the other pages. */
export function PageChip({ page, count }: { page: OwnedPage; count: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const name = page.name_json?.[lang] || page.name_json?.en || page.name_json?.ja || page.handle;
  return (
    <div className="page-chip" data-testid="current-page">
      <span>
        {t(page.role === "viewer" ? "dash.chip.viewing" : "dash.chip.editing")} <strong>{name}</strong> (@{page.handle})
        {/* Someone else's page says what they may do on it. */}
        {page.role === "owner" ? null : <span className="hint"> · {t("dash.chip.as_role", { role: t(`dash.role.${page.role}`) })}</span>}
      </span>
      <span className={page.is_published ? "status-badge on" : "status-badge"}>{page.is_published ? t("dash.state.published") : t("dash.state.draft")}</span>
      <a href={`/${page.handle}`} target="_blank" rel="noopener">
        {t("dash.chip.view")}
      </a>
      {count > 1 ? <a href="/dashboard/pages">{t("dash.chip.switch")}</a> : null}
    </div>
  );
}
