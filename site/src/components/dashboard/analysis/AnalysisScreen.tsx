import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { History } from "./History.tsx";
import { runKey, runsKey, useRun, useRuns } from "./queries.ts";
import { RunResults } from "./RunResults.tsx";
import { UsagePanel } from "./UsagePanel.tsx";

/**
 * AI Analysis: run the analysis in the screen's language (editors, on a plan
 * that includes it), read its findings — strengths, gaps, suggested
 * initiatives to add in one click, claims that need evidence, the language
 * model's prose — and open earlier runs from the history.
 */
function AnalysisScreen() {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const { page, pages } = useCurrentPage();
  const canRun = useCan("editor");
  const client = useQueryClient();
  const runs = useRuns(page.id);
  const [picked, setPicked] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const shownId = picked ?? runs.data?.results[0]?.id ?? null;
  const shown = useRun(page.id, shownId);

  const run = async () => {
    setRunning(true);
    try {
      const result = await sdk.analysis.run(page.id, { language });
      client.setQueryData(runKey(page.id, result.id), result);
      setPicked(result.id);
      toast.success(t("ai_analysis.ran"));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setRunning(false);
      void client.invalidateQueries({ queryKey: runsKey(page.id) });
    }
  };

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("ai_analysis.lead")}</p>
      {runs.isError ? (
        <LoadFailure onRetry={() => void runs.refetch()} />
      ) : !runs.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <>
          <UsagePanel usage={runs.data.usage} canRun={canRun} running={running} onRun={run} language={language} />
          {shownId === null ? (
            runs.data.usage.included ? (
              <p className="card dash-section">{t("ai_analysis.results.empty")}</p>
            ) : null
          ) : shown.isError ? (
            <LoadFailure onRetry={() => void shown.refetch()} />
          ) : shown.data ? (
            <RunResults run={shown.data} page={page} canEdit={canRun} />
          ) : (
            <p aria-busy="true">{t("dash.loading")}</p>
          )}
          <History list={runs.data} shownId={shownId} onOpen={setPicked} onMore={() => void runs.fetchNextPage()} />
        </>
      )}
    </>
  );
}

export default withDashboard(AnalysisScreen, { screen: "ai_analysis", texts: ["dashboard-analysis"] });
