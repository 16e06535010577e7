import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PageReport } from "@greenpage/sdk";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../../lib/dashboard/page-text.ts";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { ResolveDialog } from "./ResolveDialog.tsx";

type Status = "open" | "resolved";
const PAGE_SIZE = 50;

/**
 * The console's Moderation screen: what visitors reported with "Report this
 * page", open and resolved apart. Resolving one takes no action, unpublishes
 * the page (the note is the reason its owner is mailed) or mails its owner.
 */
function ReportsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("open");
  const list = useQuery({
    queryKey: ["admin", "reports", status],
    queryFn: () => sdk.admin.reports.list({ status, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <p className="hint dash-section">{t("admin_reports.lead")}</p>
      <nav className="actions dash-section" aria-label={t("admin_reports.tabs")}>
        {(["open", "resolved"] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            className={tab === status ? "button small primary" : "button small"}
            aria-pressed={tab === status}
            onClick={() => setStatus(tab)}
          >
            {t(`admin_reports.${tab}`)}
          </button>
        ))}
      </nav>
      {list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : list.data.count === 0 ? (
        <p className="card">{t(`admin_reports.empty_${status}`)}</p>
      ) : (
        <div className="table-wrap">
          <table className="data moderation-table" aria-busy={list.isFetching}>
            <caption>{t(`admin_reports.caption_${status}`, { count: list.data.count })}</caption>
            <thead>
              <tr>
                {(["page", "item", "reason", "message", "email", "created", status === "open" ? "actions" : "resolution"] as const).map((col) => (
                  <th key={col} scope="col">
                    {t(`admin_reports.col.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ReportRow({ report }: { report: PageReport }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [resolving, setResolving] = useState(false);
  const language = uiLanguage(i18n.language);
  const name = localized(report.page.name_json, language) || report.page.handle;
  const item = report.item ? localized(report.item.title_json, language) : null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <tr data-testid={`report-${report.id}`}>
      <td data-label={t("admin_reports.col.page")}>
        <a href={`/${report.page.handle}`} target="_blank" rel="noopener">
          {name}
        </a>
        <br />
        <span className="hint">@{report.page.handle}</span>
      </td>
      <td data-label={t("admin_reports.col.item")}>
        {report.item ? (
          <a href={`/${report.page.handle}/${report.item.id}`} target="_blank" rel="noopener">
            {item}
          </a>
        ) : (
          <span className="hint">{t("admin_reports.whole_page")}</span>
        )}
      </td>
      <td data-label={t("admin_reports.col.reason")}>{t(`admin_reports.reasons.${report.reason}`, { defaultValue: report.reason })}</td>
      <td data-label={t("admin_reports.col.message")} className="report-message">
        {report.message ?? "—"}
      </td>
      <td data-label={t("admin_reports.col.email")}>
        {report.email ? <a href={`mailto:${report.email}`}>{report.email}</a> : <span className="hint">{t("admin_reports.anonymous")}</span>}
      </td>
      <td data-label={t("admin_reports.col.created")}>
        <time dateTime={report.created_at}>{when.format(new Date(report.created_at))}</time>
      </td>
      {report.status === "open" ? (
        <td data-label={t("admin_reports.col.actions")}>
          <button type="button" className="button small primary" onClick={() => setResolving(true)}>
            {t("admin_reports.resolve")}
            <span className="visually-hidden">: {name}</span>
          </button>
          {resolving ? (
            <ResolveDialog
              report={report}
              name={name}
              onClose={() => setResolving(false)}
              onDone={() => {
                setResolving(false);
                toast.success(t("admin_reports.done", { name }));
                void client.invalidateQueries({ queryKey: ["admin", "reports"] });
              }}
            />
          ) : null}
        </td>
      ) : (
        <td data-label={t("admin_reports.col.resolution")}>
          {report.resolution ? t(`admin_reports.resolved_as.${report.resolution}`) : "—"}
          {report.resolution_note ? (
            <>
              <br />
              <span className="hint">{report.resolution_note}</span>
            </>
          ) : null}
          {report.resolved_by ? (
            <>
              <br />
              <span className="hint">{t("admin_reports.by", { email: report.resolved_by })}</span>
            </>
          ) : null}
        </td>
      )}
    </tr>
  );
}

export default withDashboard(ReportsScreen, { needsPage: false, screen: "admin_reports", texts: ["admin-moderation"] });
