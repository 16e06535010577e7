import { useTranslation } from "react-i18next";
import { useCurrentPage } from "../shell/CurrentPage.tsx";

/**
 * Tells the page's members that the Greenpage team took the page down, and
 * why: unpublished (publish again once fixed) or hidden (only the team can
 * restore it). Nothing when the page is not taken down.
 */
export function ModerationNotice() {
  const { t, i18n } = useTranslation();
  const { page } = useCurrentPage();
  if (!page.moderation_state) return null;
  const hidden = page.moderation_state === "hidden";
  const since = page.moderated_at ? new Date(page.moderated_at).toLocaleDateString(i18n.language) : null;
  return (
    <section className="card alert dash-section" aria-labelledby="moderation-notice" data-testid="moderation-notice">
      <h2 id="moderation-notice">{hidden ? t("moderation_notice.hidden_title") : t("moderation_notice.unpublished_title")}</h2>
      {page.moderation_reason ? <p>{t("moderation_notice.reason", { reason: page.moderation_reason })}</p> : null}
      <p>
        {hidden ? t("moderation_notice.hidden_lead") : t("moderation_notice.unpublished_lead")}
        {since ? ` (${t("moderation_notice.since", { date: since })})` : ""}
      </p>
      {hidden ? (
        <p>
          <a href="/contact?category=support">{t("moderation_notice.contact")}</a>
        </p>
      ) : null}
    </section>
  );
}
