import { useTranslation } from "react-i18next";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { emailShareLink, shareLinks } from "../../../lib/public-page/share.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { CopyField } from "./CopyField.tsx";
import { EmbedCode, pageMainColor } from "./EmbedCode.tsx";
import { QrCode } from "./QrCode.tsx";

/** Every way out for the page: its link, social networks, a QR code and the popup for other websites. */
function ShareScreen({ origin }: { origin: string }) {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  const url = `${origin}/${page.handle}`;
  const title = localized(page.name_json, uiLanguage(i18n.language)) || page.handle;

  return (
    <>
      <PageChip page={page} count={pages.length} />
      {page.is_published ? null : (
        <p className="notice card dash-section" role="note">
          {t("share_screen.unpublished")} <a href="/dashboard/settings/page">{t("share_screen.to_publish")}</a>
        </p>
      )}
      <section className="card dash-section" aria-labelledby="share-link-title">
        <h2 id="share-link-title">{t("share_screen.link_title")}</h2>
        <CopyField id="share-url" label={t("share_screen.link")} value={url} />
        <ul className="share-networks" aria-label={t("share_screen.social_title")}>
          {[...shareLinks(url, title), { network: t("share_screen.email"), href: emailShareLink(url, title) }].map((l) => (
            <li key={l.network}>
              <a className="button small" href={l.href} target="_blank" rel="noopener noreferrer">
                {t("share_screen.share_on", { network: l.network })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="card dash-section" aria-labelledby="share-qr-title">
        <h2 id="share-qr-title">{t("share_screen.qr_title")}</h2>
        <p className="hint">{t("share_screen.qr_hint")}</p>
        <QrCode url={url} handle={page.handle} />
      </section>
      <section className="card dash-section" aria-labelledby="share-embed-title">
        <h2 id="share-embed-title">{t("share_screen.embed_title")}</h2>
        <p className="hint">{t("share_screen.embed_hint")}</p>
        <EmbedCode origin={origin} handle={page.handle} mainColor={pageMainColor(page.style)} />
      </section>
    </>
  );
}

export default withDashboard(ShareScreen, { screen: "share", texts: ["dashboard-share"] });
