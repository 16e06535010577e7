import type { AnalyticsReport } from "@greenpage/sdk";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { percentChange, percentText, windowTotals } from "./analytics-format.ts";

/** The change from the span before, when comparing: "+12% vs the 30 days before", or that there is nothing to compare with. */
function Change({ now, before, days }: { now: number; before: number; days: number }) {
  const { t, i18n } = useTranslation();
  const change = percentChange(now, before);
  if (change === null) return <small className="metric-change">{t("analytics.compare.none_before", { count: days })}</small>;
  const direction = change > 0 ? "up" : change < 0 ? "down" : "same";
  return (
    <small className={`metric-change ${direction}`} data-testid="metric-change">
      {t("analytics.compare.change", { change: percentText(change, i18n.language), count: days })}
    </small>
  );
}

/** The window's page views, visitors (with how they are counted), feedback and gated-item passes; with the span before when comparing. */
export function MetricCards({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const totals = windowTotals(report);
  const { previous } = report;
  const cards = [
    { key: "page_views", label: t("analytics.metric.page_views"), value: totals.page_views, before: previous?.page_views },
    { key: "visitors", label: t("analytics.metric.visitors"), value: totals.visitors, before: previous?.visitors, hint: t("analytics.metric.visitors_hint") },
    { key: "feedback", label: t("analytics.metric.feedback"), value: totals.feedback },
    { key: "gate_passes", label: t("analytics.metric.gate_passes"), value: totals.gate_passes, hint: t("analytics.metric.gate_passes_hint") },
  ];
  return (
    <ul className="metric-grid" aria-label={t("analytics.metric.title")}>
      {cards.map((card) => (
        <li key={card.key} className="metric" data-testid={`metric-${card.key}`}>
          <span className="metric-label">{card.label}</span>
          <span className="metric-value" aria-describedby={card.hint ? `${id}-${card.key}-hint` : undefined}>
            {number.format(card.value)}
          </span>
          {card.before === undefined ? null : <Change now={card.value} before={card.before} days={report.window_days} />}
          {card.hint ? (
            <small className="hint" id={`${id}-${card.key}-hint`}>
              {card.hint}
            </small>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
