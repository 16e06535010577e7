import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useId } from "react";
import { Bar } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { FeedbackSummary } from "../../../lib/dashboard/feedback/results.ts";

// Only what a bar chart with a tooltip needs (`Bar` registers its own controller), so the rest of chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** The page's green (global.css `--green`): a canvas cannot read CSS variables. */
const BAR_COLOUR = "#166534";

/**
 * Responses per day as a bar chart. The canvas says what it shows in its
 * name, and the same numbers are in a table for screen readers.
 */
export function DailyChart({ daily }: { daily: FeedbackSummary["daily"] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const day = new Intl.DateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  const total = daily.reduce((sum, d) => sum + d.count, 0);
  const first = daily[0];
  const last = daily[daily.length - 1];
  const caption =
    first && last
      ? t("feedback_results.chart.caption", { from: longDay.format(at(first.date)), to: longDay.format(at(last.date)) })
      : t("feedback_results.chart.title");

  return (
    <figure className="daily-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <div className="chart-box">
        <Bar
          role="img"
          aria-label={t("feedback_results.chart.label", { caption, count: total })}
          data={{
            labels: daily.map((d) => day.format(at(d.date))),
            datasets: [
              {
                label: t("feedback_results.chart.responses"),
                data: daily.map((d) => d.count),
                backgroundColor: BAR_COLOUR,
                borderRadius: 3,
                maxBarThickness: 28,
              },
            ],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0, maxTicksLimit: 8 } },
              y: { beginAtZero: true, ticks: { precision: 0 } },
            },
            plugins: { tooltip: { callbacks: { title: (items) => longDay.format(at(daily[items[0]?.dataIndex ?? 0]!.date)) } } },
          }}
        />
      </div>
      {/* A table keeps its content's width whatever its own: the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("feedback_results.chart.day")}</th>
              <th scope="col">{t("feedback_results.chart.responses")}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{longDay.format(at(d.date))}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
