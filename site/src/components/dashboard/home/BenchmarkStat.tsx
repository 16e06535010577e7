import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";

const oneDecimal = (language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
const day = (value: string, language: string) => new Date(`${value}T00:00:00Z`).toLocaleDateString(language, { dateStyle: "medium", timeZone: "UTC" });

/**
 * Home's benchmark card: the page's main framework's score (or, without
 * one, the mean over its frameworks — the card says which) and its change
 * since the previous day it was different, linking to the Benchmark screen.
 */
export function BenchmarkStat({ pageId }: { pageId: number }) {
  const { t, i18n } = useTranslation();
  // The same query as the Benchmark screen's, so moving there is instant.
  const benchmark = useQuery({ queryKey: ["benchmark", pageId], queryFn: () => sdk.benchmark.show(pageId) });
  const summary = benchmark.data?.summary;
  const number = oneDecimal(i18n.language);
  const main = summary?.framework ? benchmark.data?.frameworks.find((f) => f.framework === summary.framework) : undefined;
  const basis = main
    ? t("home.benchmark_main", { framework: i18n.language.startsWith("ja") ? main.name.ja : main.name.en })
    : t("home.benchmark_average", { count: benchmark.data?.frameworks.length ?? 0 });
  const change = summary?.change ?? null;
  return (
    <div className="card stat" data-testid="stat-benchmark">
      <span>{t("home.benchmark")}</span>
      {benchmark.isError ? (
        <span className="empty">{t("errors.network")}</span>
      ) : (
        <span className="value" aria-busy={benchmark.isPending}>
          {summary && summary.score !== null ? t("home.benchmark_value", { score: number.format(summary.score) }) : "…"}
        </span>
      )}
      {summary ? (
        <small className="hint">
          {basis}
          {" · "}
          {change === null || change === 0 || !summary.since
            ? t("home.benchmark_same")
            : t(change > 0 ? "home.benchmark_up" : "home.benchmark_down", { change: number.format(Math.abs(change)), date: day(summary.since, i18n.language) })}
        </small>
      ) : null}
      <small>
        <a href="/dashboard/benchmark">{t("home.benchmark_open")}</a>
      </small>
    </div>
  );
}
