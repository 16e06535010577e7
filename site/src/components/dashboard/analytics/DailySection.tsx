import type { AnalyticsReport } from "@greenpage/sdk";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { longDay } from "./analytics-format.ts";

// chart.js is fetched with this screen's chart only: no other screen's script carries it.
const DailyChart = lazy(() => import("./DailyChart.tsx"));

/** The days as a table: what the chart draws, for screen readers and anyone who wants the numbers. */
function DailyTable({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="table-wrap">
      <table className="data analytics-days">
        <caption className="visually-hidden">{t("analytics.daily.caption", { count: report.window_days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("analytics.daily.date")}</th>
            <th scope="col">{t("analytics.metric.page_views")}</th>
            <th scope="col">{t("analytics.metric.visitors")}</th>
            <th scope="col">{t("analytics.metric.feedback")}</th>
            <th scope="col">{t("analytics.metric.gate_passes")}</th>
          </tr>
        </thead>
        <tbody>
          {report.daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{longDay(day.date, i18n.language)}</time>
              </th>
              <td>{number.format(day.page_views)}</td>
              <td>{number.format(day.visitors)}</td>
              <td>{number.format(day.feedback)}</td>
              <td>{number.format(day.gate_passes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Views and visitors per day with feedback and gated-item passes beside them: a chart, and the same numbers as a table. */
export function DailySection({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const labels = {
    views: t("analytics.metric.page_views"),
    visitors: t("analytics.metric.visitors"),
    feedback: t("analytics.metric.feedback"),
    gate_passes: t("analytics.metric.gate_passes"),
    summary: t("analytics.daily.chart_label", { count: report.window_days }),
  };
  return (
    <section className="card analytics-section" aria-labelledby="analytics-daily-title">
      <h2 id="analytics-daily-title">{t("analytics.daily.title")}</h2>
      <Suspense fallback={<div className="analytics-chart" aria-busy="true" />}>
        <DailyChart daily={report.daily} labels={labels} language={i18n.language} />
      </Suspense>
      <details className="analytics-table">
        <summary>{t("analytics.daily.show_table")}</summary>
        <DailyTable report={report} />
      </details>
    </section>
  );
}
