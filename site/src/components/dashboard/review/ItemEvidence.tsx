import { apiLinks, type ReviewQueueItem } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";

/** What a reviewer looks at on an item: the certificate's facts and its evidence (the link and the PDFs). */
export function ItemEvidence({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const facts = [
    ["issuing_organization", item.issuing_organization],
    ["auditor", item.auditor],
    ["credential_id", item.credential_id],
    ["issue_date", item.issue_date],
    ["expiration_date", item.expiration_date],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <>
      {facts.length > 0 ? (
        <dl className="facts">
          {facts.map(([key, value]) => (
            <div key={key} className="fact">
              <dt>{t(`review.fact.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h4>{t("review.evidence")}</h4>
      <ul className="evidence-links">
        {item.link ? (
          <li>
            <a href={item.link} target="_blank" rel="noopener nofollow">
              {item.link}
            </a>
          </li>
        ) : null}
        {item.attachments.map((file) => (
          <li key={file.key}>
            <a href={apiLinks.file(file.key)} target="_blank" rel="noopener">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The item's page, linked, and when it was submitted or verified. */
export function ItemPage({ item, when }: { item: ReviewQueueItem; when: string }) {
  const { t, i18n } = useTranslation();
  const pageName = localized(item.page_name, uiLanguage(i18n.language)) || item.handle;
  return (
    <p className="hint">
      {t("review.page")}:{" "}
      <a href={`/${item.handle}/${item.content_id}`} target="_blank" rel="noopener">
        {pageName} (@{item.handle})
      </a>
      {when ? ` · ${when}` : ""}
    </p>
  );
}

/**
 * The evidence as it was last verified (from the credential it was issued),
 * beside what the reviewer is asked to check now: a renewal is judged
 * against it, and a PDF that changed shows as no longer attached.
 */
export function PreviousVerification({ item }: { item: ReviewQueueItem }) {
  const { t, i18n } = useTranslation();
  const previous = item.previous;
  if (!previous) return null;
  const facts = [
    ["issuing_organization", previous.issuing_organization],
    ["auditor", previous.auditor],
    ["credential_id", previous.credential_id],
    ["issue_date", previous.issue_date],
    ["expiration_date", previous.expiration_date],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <details className="previous-verification">
      <summary>{t("review.previous", { date: new Date(previous.verified_at).toLocaleDateString(i18n.language) })}</summary>
      {facts.length > 0 ? (
        <dl className="facts">
          {facts.map(([key, value]) => (
            <div key={key} className="fact">
              <dt>{t(`review.fact.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className="evidence-links">
        {previous.files.map((file) => (
          <li key={file.digest}>
            {file.name} — {t(file.still_attached ? "review.file_same" : "review.file_replaced")}
            <code className="hint"> {file.digest}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
