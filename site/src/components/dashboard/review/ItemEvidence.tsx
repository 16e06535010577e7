import { apiLinks, type ReviewQueueItem } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";

type CertificateFacts = Pick<ReviewQueueItem, "issuing_organization" | "auditor" | "credential_id" | "issue_date" | "expiration_date">;

/** A certificate's facts that have a value, as a definition list. */
function Facts({ of }: { of: CertificateFacts }) {
  const { t } = useTranslation();
  const facts = (["issuing_organization", "auditor", "credential_id", "issue_date", "expiration_date"] as const)
    .map((key) => [key, of[key]] as const)
    .filter((fact): fact is readonly [keyof CertificateFacts, string] => Boolean(fact[1]));
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map(([key, value]) => (
        <div key={key} className="fact">
          <dt>{t(`review.fact.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a reviewer looks at on an item: the certificate's facts and its evidence (the link and the PDFs). */
export function ItemEvidence({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  return (
    <>
      <Facts of={item} />
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
  return (
    <details className="previous-verification">
      <summary>{t("review.previous", { date: new Date(previous.verified_at).toLocaleDateString(i18n.language) })}</summary>
      <Facts of={previous} />
      <ul className="evidence-links">
        {previous.files.map((file, index) => (
          // The same PDF can be attached twice: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index}>
            {file.name} — {t(file.still_attached ? "review.file_same" : "review.file_replaced")}
            <code className="hint"> {file.digest}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
