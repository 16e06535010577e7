import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Content, sdk, type VerificationsOverview as Overview } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { AttachmentList } from "./AttachmentList.tsx";
import { ReviewHistory } from "./ReviewHistory.tsx";
import { VerificationAction } from "./VerificationAction.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { dueNotice } from "../../../lib/dashboard/expiry.ts";

export const verificationsKey = (pageId: number) => ["verifications", pageId] as const;

/**
 * Every initiative with its evidence and state, the Request / Pending /
 * Verified button, and how much of the plan's allowance is used. Evidence is
 * managed here too, so an owner can attach a PDF and ask for review in one place.
 */
function VerificationsScreen() {
  const { t } = useTranslation();
  const { page, pages } = useCurrentPage();
  const client = useQueryClient();
  const query = useQuery({ queryKey: verificationsKey(page.id), queryFn: () => sdk.verifications.overview(page.id) });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: verificationsKey(page.id) });
    void client.invalidateQueries({ queryKey: ["contents", page.id] });
  };

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("verifications.lead")}</p>
      {query.isError ? (
        <LoadFailure onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <>
          <Allowance overview={query.data} />
          {query.data.items.length === 0 ? (
            <p className="card">
              {t("verifications.empty")} <a href="/dashboard/contents">{t("verifications.add_initiative")}</a>
            </p>
          ) : (
            <ul className="verification-list" aria-label={t("verifications.list")}>
              {query.data.items.map((item) => (
                <VerificationRow key={item.id} pageId={page.id} item={item} onChanged={refresh} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function Allowance({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  // The page's plan is its owner's to change.
  const owner = useCan("owner");
  const plan = t(`verifications.plan.${overview.plan}`, { defaultValue: overview.plan });
  return (
    <section className="card dash-section allowance" aria-labelledby="allowance-title">
      <h2 id="allowance-title">{t("verifications.allowance")}</h2>
      {overview.limit === null ? (
        <p>{t("verifications.unlimited", { plan, used: overview.used })}</p>
      ) : (
        <>
          <p id="allowance-usage">{t("verifications.usage", { used: overview.used, limit: overview.limit, plan })}</p>
          <progress max={overview.limit} value={Math.min(overview.used, overview.limit)} aria-labelledby="allowance-usage" />
          {overview.used >= overview.limit ? (
            <p>
              {t("verifications.at_limit")} {owner ? <a href="/dashboard/billing">{t("verifications.upgrade")}</a> : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function VerificationRow({ pageId, item, onChanged }: { pageId: number; item: Content; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = localized(item.title_json, uiLanguage(i18n.language));
  const date = (value: string | null) =>
    value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toLocaleDateString(i18n.language, { timeZone: "UTC" }) : null;
  const due = dueNotice(item);
  const evidence = [
    item.attachments.length > 0 ? t("verifications.pdfs", { count: item.attachments.length }) : null,
    item.link ? t("verifications.has_link") : null,
  ].filter(Boolean);

  return (
    <li className="card verification-row" data-testid={`verification-${item.id}`}>
      <div className="verification-head">
        <div>
          <h3>{title}</h3>
          <p className="hint">
            <span className={`status-badge evidence-${item.evidence_state}`}>{t(`verifications.state.${item.evidence_state}`)}</span>{" "}
            {evidence.length > 0 ? evidence.join(" · ") : t("verifications.no_evidence")}
            {item.last_verified ? ` · ${t("verifications.last_verified", { date: date(item.last_verified) })}` : ""}
            {item.expiration_date ? ` · ${t("verifications.expires", { date: date(item.expiration_date) })}` : ""}
            {item.is_expired ? <span className="status-badge expired"> {t("verifications.expired")}</span> : null}
            {due ? <span className="status-badge expiring"> {t(due.key, due.count === undefined ? {} : { count: due.count })}</span> : null}
          </p>
        </div>
        <VerificationAction pageId={pageId} item={item} onChanged={onChanged} />
      </div>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t("verifications.evidence", { title })}</summary>
        <AttachmentList pageId={pageId} item={item} onChanged={onChanged} />
        {open ? <ReviewHistory pageId={pageId} contentId={item.id} /> : null}
      </details>
    </li>
  );
}

export default withDashboard(VerificationsScreen, { screen: "verifications", texts: ["dashboard-evidence"] });
