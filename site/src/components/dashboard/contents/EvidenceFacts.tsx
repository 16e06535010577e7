import { useTranslation } from "react-i18next";
import type { Content } from "../../../lib/dashboard/api.ts";

/** Evidence, last verification and attachments are managed by the verification feature; here they are only shown. */
export function EvidenceFacts({ item }: { item: Content }) {
  const { t, i18n } = useTranslation();
  const state = ["self_reported", "submitted", "verified"].includes(item.evidence_state) ? item.evidence_state : "self_reported";
  return (
    <section className="evidence-facts" aria-label={t("contents_screen.evidence.title")}>
      <h3>{t("contents_screen.evidence.title")}</h3>
      <dl className="facts">
        <dt>{t("contents_screen.evidence.state")}</dt>
        <dd>{t(`contents_screen.evidence.${state}`)}</dd>
        <dt>{t("contents_screen.evidence.last_verified")}</dt>
        <dd>{item.last_verified ? new Date(item.last_verified).toLocaleDateString(i18n.language) : t("contents_screen.evidence.never")}</dd>
        <dt>{t("contents_screen.evidence.attachments")}</dt>
        <dd>
          {item.attachments.length === 0 ? (
            t("contents_screen.evidence.no_attachments")
          ) : (
            <ul>
              {item.attachments.map((a) => (
                <li key={a.key}>
                  <a href={`/api/v1/files/${a.key}`} target="_blank" rel="noopener">
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}
