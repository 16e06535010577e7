import type { AnalyticsReport } from "@greenpage/sdk";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { csvFileName, download, reportCsv } from "./analytics-csv.ts";
import { isEmptyReport, type LabelContext, longDay } from "./analytics-format.ts";
import { Breakdowns } from "./Breakdowns.tsx";
import { DailySection } from "./DailySection.tsx";
import { MetricCards } from "./MetricCards.tsx";

type Props = {
  report: AnalyticsReport;
  handle: string;
  /** True while another window's numbers are on their way (the last ones stay meanwhile). */
  busy: boolean;
  /** What to say when nothing happened in the window (the dashboard: how to share the page). */
  empty: ReactNode;
  itemTitle?: LabelContext["itemTitle"];
};

/** The window's days as CSV, optionally with the breakdowns. */
function ExportCsv({ report, handle, itemTitle }: Pick<Props, "report" | "handle" | "itemTitle">) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [withBreakdowns, setWithBreakdowns] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const csv = await reportCsv(report, { breakdowns: withBreakdowns, labels: { t, language: i18n.language, itemTitle } });
      download(csvFileName(handle, report), csv);
    } catch {
      toast.error(t("analytics.export.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="analytics-export">
      <div className="choice">
        <input type="checkbox" id={`${id}-breakdowns`} checked={withBreakdowns} onChange={(e) => setWithBreakdowns(e.target.checked)} />
        <label htmlFor={`${id}-breakdowns`}>{t("analytics.export.with_breakdowns")}</label>
      </div>
      <button type="button" className="button small" disabled={busy} onClick={() => void save()}>
        {t("analytics.export.button")}
      </button>
    </div>
  );
}

/**
 * One window of a page's analytics, read-only: the totals, the days (chart and
 * table), the breakdowns and a CSV of them. The dashboard and a shared stats
 * link show the same view; the controls around it are theirs.
 */
export function ReportView({ report, handle, busy, empty, itemTitle }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className="analytics-report" aria-busy={busy} data-testid="analytics-report">
      <div className="analytics-span">
        <p className="hint">{t("analytics.span", { since: longDay(report.since, i18n.language), until: longDay(report.until, i18n.language) })}</p>
        <ExportCsv report={report} handle={handle} itemTitle={itemTitle} />
      </div>
      <MetricCards report={report} />
      {isEmptyReport(report) ? (
        empty
      ) : (
        <>
          <DailySection report={report} />
          <Breakdowns report={report} itemTitle={itemTitle} />
        </>
      )}
    </div>
  );
}
