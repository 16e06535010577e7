import type { AnalyticsReport } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { LinkClicksCard } from "./LinkClicksCard.tsx";
import { BREAKDOWNS, type Breakdown, type BreakdownRow, breakdownLabel, type LabelContext } from "./analytics-format.ts";

type Props = { kind: Breakdown; rows: BreakdownRow[]; labels: LabelContext };

/** One breakdown's top values with their views and visitors; a bar as wide as its share of the top value's views. */
function BreakdownCard({ kind, rows, labels }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const most = Math.max(1, ...rows.map((r) => r.page_views));
  const title = t(`analytics.breakdown.${kind}`);
  return (
    <section className="card breakdown" aria-labelledby={`breakdown-${kind}`} data-testid={`breakdown-${kind}`}>
      <h3 id={`breakdown-${kind}`}>{title}</h3>
      {rows.length === 0 ? (
        <p className="hint">{t("analytics.breakdown.empty")}</p>
      ) : (
        <table className="breakdown-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`analytics.breakdown.${kind}_column`)}</th>
              <th scope="col">{t("analytics.breakdown.views")}</th>
              <th scope="col">{t("analytics.breakdown.visitors")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="breakdown-name">
                  <span className="breakdown-bar" style={{ width: `${(row.page_views / most) * 100}%` }} aria-hidden="true" />
                  <span className="breakdown-label" title={row.value || undefined}>
                    {breakdownLabel(kind, row.value, labels)}
                  </span>
                </th>
                <td>{number.format(row.page_views)}</td>
                <td>{number.format(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Top items, sources, referrers, languages, devices and browsers of the window, and the clicks on each link block. */
export function Breakdowns({ report, itemTitle }: { report: AnalyticsReport; itemTitle?: LabelContext["itemTitle"] }) {
  const { t, i18n } = useTranslation();
  const labels: LabelContext = { t, language: i18n.language, itemTitle };
  return (
    <section className="analytics-section" aria-labelledby="analytics-breakdowns-title">
      <h2 id="analytics-breakdowns-title">{t("analytics.breakdown.title")}</h2>
      <div className="breakdown-grid">
        {BREAKDOWNS.map((kind) => (
          <BreakdownCard key={kind} kind={kind} rows={report.breakdowns[kind]} labels={labels} />
        ))}
        <LinkClicksCard rows={report.link_clicks} />
      </div>
    </section>
  );
}
