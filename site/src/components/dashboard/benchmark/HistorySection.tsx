import type { FrameworkBenchmark } from "@greenpage/sdk";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { dayLabel, frameworkName, scoreText } from "./benchmark-format.ts";

// chart.js is fetched with this screen's chart only.
const HistoryChart = lazy(() => import("./HistoryChart.tsx"));

/** A framework's score per day it changed: a line, and the same numbers as a table. With several frameworks, a choice of which. */
export function HistorySection({ pageId, frameworks }: { pageId: number; frameworks: FrameworkBenchmark[] }) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState(frameworks[0]?.framework ?? "gri");
  const history = useQuery({
    queryKey: ["benchmark", pageId, "history", picked],
    queryFn: () => sdk.benchmark.history(pageId, { framework: picked as "gri" }),
  });
  const current = frameworks.find((f) => f.framework === picked);
  const name = current ? frameworkName(current, i18n.language) : picked;
  const label = t("benchmark.history.chart_label", { framework: name });
  return (
    <section className="card dash-section" aria-labelledby="benchmark-history-title" data-testid="benchmark-history">
      <h2 id="benchmark-history-title">{t("benchmark.history.title")}</h2>
      {frameworks.length > 1 ? (
        <label className="benchmark-pick">
          {t("benchmark.history.framework")}{" "}
          <select value={picked} onChange={(e) => setPicked(e.target.value)}>
            {frameworks.map((f) => (
              <option key={f.framework} value={f.framework}>
                {frameworkName(f, i18n.language)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {history.isError ? (
        <LoadFailure onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : history.data.points.length === 0 ? (
        <p>{t("benchmark.history.empty")}</p>
      ) : (
        <>
          <Suspense fallback={<div className="benchmark-chart" aria-busy="true" />}>
            <HistoryChart points={history.data.points} label={label} language={i18n.language} />
          </Suspense>
          <details>
            <summary>{t("benchmark.history.show_table")}</summary>
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">{label}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("benchmark.history.date")}</th>
                    <th scope="col">{t("benchmark.history.score")}</th>
                    <th scope="col">{t("benchmark.history.addressed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.points.map((p) => (
                    <tr key={p.day}>
                      <th scope="row">
                        <time dateTime={p.day}>{dayLabel(p.day, i18n.language)}</time>
                      </th>
                      <td>{scoreText(p.score, i18n.language)}</td>
                      <td>{`${p.addressed} / ${p.total}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
