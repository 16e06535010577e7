import type { AnalyticsWindow } from "@greenpage/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isPlanLimit, sdk } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { defaultWindow } from "./analytics-format.ts";
import { planWindows } from "./plan-windows.ts";
import { ReportView } from "./ReportView.tsx";
import { ShareLinks } from "./ShareLinks.tsx";
import { WeeklyReportToggle } from "./WeeklyReportToggle.tsx";
import { UpgradePrompt, WindowControls } from "./WindowControls.tsx";

export const analyticsKey = (pageId: number) => ["analytics", pageId] as const;

/** Nothing counted in the window yet: where views come from, and (for those who may) the way to the Share screen. */
function NoViewsYet({ handle, days }: { handle: string; days: number }) {
  const { t } = useTranslation();
  const canShare = useCan("editor");
  return (
    <section className="card analytics-empty" data-testid="analytics-empty" aria-labelledby="analytics-empty-title">
      <h2 id="analytics-empty-title">{t("analytics.empty.title", { count: days })}</h2>
      <p>{t("analytics.empty.lead")}</p>
      <ul>
        <li>{t("analytics.empty.link", { url: `${window.location.origin}/${handle}` })}</li>
        <li>{t("analytics.empty.qr")}</li>
        <li>{t("analytics.empty.widget")}</li>
      </ul>
      {canShare ? (
        <a className="button primary" href="/dashboard/share">
          {t("analytics.empty.share")}
        </a>
      ) : null}
    </section>
  );
}

/**
 * Analytics: the current page's views, visitors, sources and more for a
 * window the page's plan keeps (a longer one shows the way to upgrade instead
 * of a chart), compared with the span before, as a chart, a table and CSV.
 * Every member reads it and may have it mailed weekly; editors and the owner
 * also share it by read-only links.
 */
export function AnalyticsScreen() {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  const owner = useCan("owner");
  const editor = useCan("editor");
  const plans = useQuery({ queryKey: ["plans"], queryFn: () => sdk.plans.list(), staleTime: 60_000 });
  const windows = planWindows(plans.data, page.page_subscription?.subscription_plan.code ?? "starter", i18n.language);
  const [picked, setPicked] = useState<AnalyticsWindow | null>(null);
  const [compare, setCompare] = useState(false);
  // The first window waits for the plan, so a Starter page does not open on a window it cannot see.
  const days = picked ?? (plans.isPending ? null : defaultWindow(windows.limit));
  const beyondPlan = days !== null && windows.limit !== null && days > windows.limit;
  const report = useQuery({
    queryKey: [...analyticsKey(page.id), days, compare],
    queryFn: () => sdk.analytics.report(page.id, { days: days!, compare }),
    enabled: days !== null && !beyondPlan,
    placeholderData: keepPreviousData,
  });
  const refused = report.isError && isPlanLimit(report.error) ? report.error : null;
  const contents = useQuery({ queryKey: ["contents", page.id], queryFn: () => sdk.contents.list(page.id) });
  const itemTitle = (id: number) => localized(contents.data?.find((c) => c.id === id)?.title_json, uiLanguage(i18n.language)) || undefined;

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("analytics.lead")}</p>
      <WindowControls days={days} limit={windows.limit} onDays={setPicked} compare={compare} onCompare={setCompare} planFor={windows.planFor} />
      {days === null ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : beyondPlan || refused ? (
        <UpgradePrompt
          days={days}
          plan={windows.planFor(days)}
          currentPlan={windows.current}
          canUpgrade={owner}
          upgradeUrl={refused?.upgradeUrl ?? "/dashboard/billing"}
        />
      ) : report.isError ? (
        <LoadFailure onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <ReportView
          report={report.data}
          handle={page.handle}
          busy={report.isPlaceholderData}
          empty={<NoViewsYet handle={page.handle} days={report.data.window_days} />}
          itemTitle={itemTitle}
        />
      )}
      <WeeklyReportToggle pageId={page.id} />
      {editor ? <ShareLinks pageId={page.id} /> : null}
    </>
  );
}

export default withDashboard(AnalyticsScreen, { screen: "analytics", texts: ["dashboard-analytics", "dashboard-contents"] });
