import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ReviewQueueItem } from "@greenpage/sdk";
import { failureMessage, sdk } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { ReasonDialog, type ReasonedDecision } from "./ReasonDialog.tsx";
import { ItemEvidence, ItemPage, PreviousVerification } from "./ItemEvidence.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";

type Item = ReviewQueueItem;
const QUEUE_KEY = ["admin", "verifications"] as const;

/**
 * The product team's review screen. The queue: submitted items, oldest first,
 * with their evidence; approve makes an item Verified (dated today, its
 * credential signed), reject sends it back with a reason. Verified: items
 * verified, newest first, where a verification that no longer holds is
 * withdrawn with a reason (its credential then reads as revoked). Every
 * decision mails the owner; reviewers never decide on their own pages.
 */
function ReviewScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<"queue" | "verified">("queue");
  return (
    <>
      <nav className="actions dash-section" aria-label={t("review.views")}>
        {(["queue", "verified"] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={view === name ? "button small primary" : "button small"}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {t(name === "queue" ? "review.show_queue" : "review.show_verified")}
          </button>
        ))}
      </nav>
      {view === "queue" ? <Queue /> : <VerifiedItems />}
    </>
  );
}

function Queue() {
  const { t } = useTranslation();
  const queue = useQuery({ queryKey: QUEUE_KEY, queryFn: () => sdk.admin.verifications.queue() });
  if (queue.isError) return <LoadFailure onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  return (
    <>
      <p className="hint dash-section">{t("review.lead")}</p>
      {queue.data.length === 0 ? (
        <p className="card">{t("review.empty")}</p>
      ) : (
        <ul className="verification-list" aria-label={t("review.queue", { count: queue.data.length })}>
          {queue.data.map((item) => (
            <ReviewCard key={item.content_id} item={item} mode="queue" />
          ))}
        </ul>
      )}
    </>
  );
}

function VerifiedItems() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const verified = useQuery({
    queryKey: [...QUEUE_KEY, "verified", q],
    queryFn: () => sdk.admin.verifications.queue({ state: "verified", ...(q ? { q } : {}) }),
    placeholderData: (previous) => previous,
  });
  return (
    <>
      <p className="hint dash-section">{t("review.verified_lead")}</p>
      <div className="form dash-section">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t("review.search")}</label>
          <input id={`${id}-search`} type="search" maxLength={100} autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {verified.isError ? (
        <LoadFailure onRetry={() => void verified.refetch()} />
      ) : !verified.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : verified.data.length === 0 ? (
        <p className="card">{t("review.verified_empty")}</p>
      ) : (
        <ul className="verification-list" aria-label={t("review.verified_list")}>
          {verified.data.map((item) => (
            <ReviewCard key={item.content_id} item={item} mode="verified" />
          ))}
        </ul>
      )}
    </>
  );
}

/** One item: its evidence, and the decisions its state allows (approve or reject a submission; withdraw a verification). */
function ReviewCard({ item, mode }: { item: Item; mode: "queue" | "verified" }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [deciding, setDeciding] = useState<ReasonedDecision | null>(null);
  const title = localized(item.title_json, uiLanguage(i18n.language));
  const stamp = mode === "queue" ? item.submitted_at : item.last_verified;
  const when = stamp ? t(mode === "queue" ? "review.submitted" : "review.verified_on", { date: new Date(stamp).toLocaleString(i18n.language) }) : "";
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
    <li className="card verification-row" data-testid={`${mode === "queue" ? "review" : "verified"}-${item.content_id}`}>
      <h3>
        {title}
        {mode === "queue" && item.reverification ? <span className="status-badge evidence-verified"> {t("review.reverification")}</span> : null}
      </h3>
      <ItemPage item={item} when={when} />
      <ItemEvidence item={item} />
      {mode === "queue" ? <PreviousVerification item={item} /> : null}
      <div className="actions">
        {mode === "queue" ? (
          <>
            <button type="button" className="button primary" disabled={busy} onClick={() => void approve()}>
              {t("review.approve")}
              <span className="visually-hidden">: {title}</span>
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setDeciding("reject")}>
              {t("review.reject")}
              <span className="visually-hidden">: {title}</span>
            </button>
          </>
        ) : (
          <button type="button" className="button danger" onClick={() => setDeciding("revoke")}>
            {t("review.revoke")}
            <span className="visually-hidden">: {title}</span>
          </button>
        )}
      </div>
      {deciding ? (
        <ReasonDialog
          decision={deciding}
          contentId={item.content_id}
          title={title}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setDeciding(null);
            decided(t(deciding === "reject" ? "review.rejected" : "review.revoked", { title }));
          }}
        />
      ) : null}
    </li>
  );
}

export default withDashboard(ReviewScreen, { needsPage: false, texts: ["dashboard-evidence"] });
