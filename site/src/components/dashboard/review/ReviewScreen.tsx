import { apiLinks } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ReviewQueueItem } from "@greenpage/sdk";
import { failureMessage, sdk } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { RejectDialog } from "./RejectDialog.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";

type Item = ReviewQueueItem;
const QUEUE_KEY = ["admin", "verifications"] as const;

/**
 * The product team's review queue: submitted items, oldest first, with their
 * evidence. Approve makes an item Verified (dated today); reject sends it back
 * with a reason. Both mail the owner. Reviewers never decide on their own pages.
 */
function ReviewScreen() {
  const { t } = useTranslation();
  const queue = useQuery({ queryKey: QUEUE_KEY, queryFn: () => sdk.admin.verifications.queue() });

  if (queue.isError) {
    return <LoadFailure onRetry={() => void queue.refetch()} />;
  }
  if (!queue.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  return (
    <>
      <p className="hint dash-section">{t("review.lead")}</p>
      {queue.data.length === 0 ? (
        <p className="card">{t("review.empty")}</p>
      ) : (
        <ul className="verification-list" aria-label={t("review.queue", { count: queue.data.length })}>
          {queue.data.map((item) => (
            <QueueCard key={item.content_id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

function QueueCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const language = uiLanguage(i18n.language);
  const title = localized(item.title_json, language);
  const pageName = localized(item.page_name, language) || item.handle;
  const facts = [
    ["issuing_organization", item.issuing_organization],
    ["auditor", item.auditor],
    ["credential_id", item.credential_id],
    ["issue_date", item.issue_date],
    ["expiration_date", item.expiration_date],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const decided = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: QUEUE_KEY });
  };

  async function approve() {
    setBusy(true);
    try {
      await sdk.admin.verifications.approve(item.content_id);
      decided(t("review.approved", { title }));
    } catch (failure) {
      toast.error(failureMessage(failure, t("errors.internal")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card verification-row" data-testid={`review-${item.content_id}`}>
      <h3>{title}</h3>
      <p className="hint">
        {t("review.page")}:{" "}
        <a href={`/${item.handle}/${item.content_id}`} target="_blank" rel="noopener">
          {pageName} (@{item.handle})
        </a>
        {item.submitted_at ? ` · ${t("review.submitted", { date: new Date(item.submitted_at).toLocaleString(i18n.language) })}` : ""}
      </p>
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
      <div className="actions">
        <button type="button" className="button primary" disabled={busy} onClick={() => void approve()}>
          {t("review.approve")}
          <span className="visually-hidden">: {title}</span>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => setRejecting(true)}>
          {t("review.reject")}
          <span className="visually-hidden">: {title}</span>
        </button>
      </div>
      {rejecting ? (
        <RejectDialog
          contentId={item.content_id}
          title={title}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            decided(t("review.rejected", { title }));
          }}
        />
      ) : null}
    </li>
  );
}

export default withDashboard(ReviewScreen, { needsPage: false, texts: ["dashboard-evidence"] });
