import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { HistorySection } from "./HistorySection.tsx";
import { IndexDownloads } from "./IndexDownloads.tsx";
import { ScoreCard } from "./ScoreCard.tsx";

export const benchmarkKey = (pageId: number) => ["benchmark", pageId] as const;

/**
 * Benchmark: for each framework the page reports on (all, when it chose
 * none) a coverage score weighted by evidence, its change, peers and the
 * ranked gaps the plan names; the score's history; and the GRI content
 * index to download. Every member reads it.
 */
function BenchmarkScreen() {
  const { t } = useTranslation();
  const { page, pages } = useCurrentPage();
  const editor = useCan("editor");
  const query = useQuery({ queryKey: benchmarkKey(page.id), queryFn: () => sdk.benchmark.show(page.id) });
  const data = query.data;
  return (
    <>
      <PageChip page={page} count={pages.length} />
      {query.isError ? (
        <LoadFailure onRetry={() => void query.refetch()} />
      ) : !data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <>
          <p className="hint dash-section">
            {t("benchmark.lead", { submitted: `${data.factors.submitted * 100}%`, self_reported: `${data.factors.self_reported * 100}%` })}{" "}
            {t(data.basis === "all" ? "benchmark.basis_all" : "benchmark.basis_selected")}{" "}
            {editor ? <a href="/dashboard/settings/framework">{t("benchmark.choose_frameworks")}</a> : null}
          </p>
          <div className="benchmark-cards dash-section">
            {data.frameworks.map((framework) => (
              <ScoreCard key={framework.framework} framework={framework} />
            ))}
          </div>
          <HistorySection pageId={page.id} frameworks={data.frameworks} />
          <IndexDownloads pageId={page.id} included={data.content_index} />
        </>
      )}
    </>
  );
}

export default withDashboard(BenchmarkScreen, { screen: "benchmark", texts: ["dashboard-benchmark"] });
