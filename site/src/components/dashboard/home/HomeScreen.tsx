import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { linkBlocksKey } from "../../../lib/dashboard/link-blocks.ts";
import { onboardingStep, readiness } from "../../../lib/dashboard/readiness.ts";
import { hasRole } from "../../../lib/dashboard/roles.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { BenchmarkStat } from "./BenchmarkStat.tsx";
import { ModerationNotice } from "../settings/ModerationNotice.tsx";

/**
 * The page at a glance: the last 30 days (views and stakeholder feedback),
 * the latest benchmark score, what it still needs, where it lives.
 * A member sees the ways on only to what their role can do.
 */
export function HomeScreen({ emailVerified }: { emailVerified: boolean }) {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  const stats = useQuery({ queryKey: ["stats", page.id], queryFn: () => sdk.pages.stats(page.id) });
  const contents = useQuery({ queryKey: ["contents", page.id], queryFn: () => sdk.contents.list(page.id) });
  const linkBlocks = useQuery({ queryKey: linkBlocksKey(page.id), queryFn: () => sdk.linkBlocks.list(page.id) });
  const number = new Intl.NumberFormat(i18n.language);
  const initiatives = contents.data?.length ?? 0;
  const blocks = linkBlocks.data?.length ?? 0;
  const items = contents.data ? readiness(page, initiatives, emailVerified, blocks) : [];
  const resume = contents.data && onboardingStep(page, initiatives, blocks) !== "done" && hasRole(page.role, "editor");
  // The page's own plan governs what this screen shows (its limits), not the viewer's account.
  const plan = page.page_subscription?.subscription_plan;
  const planLabel = plan ? (plan.name_json[i18n.language.startsWith("ja") ? "ja" : "en"] ?? plan.code) : "Starter";

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <ModerationNotice />
      {resume ? (
        <p className="card notice dash-section">
          {t("home.resume")}{" "}
          <a className="button primary small" href="/dashboard/onboarding">
            {t("home.resume_action")}
          </a>
        </p>
      ) : null}
      <p className="hint dash-section" data-testid="page-plan">
        {t("home.page_plan", { plan: planLabel })} {hasRole(page.role, "owner") ? <a href="/dashboard/billing">{t("home.billing")}</a> : null}
      </p>
      <section className="dash-section" aria-labelledby="home-stats">
        <h2 id="home-stats">{t("home.last_30_days")}</h2>
        <div className="dash-grid">
          <div className="card stat" data-testid="stat-views">
            <span>{t("home.page_views")}</span>
            {stats.isError ? (
              <span className="empty">{t("errors.network")}</span>
            ) : (
              <span className="value" aria-busy={stats.isPending}>
                {stats.data ? number.format(stats.data.page_views) : "…"}
              </span>
            )}
            {stats.data ? <small className="hint">{t("home.visitors", { count: stats.data.visitors, n: number.format(stats.data.visitors) })}</small> : null}
          </div>
          <div className="card stat" data-testid="stat-feedback">
            <span>{t("home.feedback")}</span>
            {stats.isError ? (
              <span className="empty">{t("errors.network")}</span>
            ) : (
              <span className="value" aria-busy={stats.isPending}>
                {stats.data ? number.format(stats.data.feedback_30d) : "…"}
              </span>
            )}
            <small>
              <a href="/dashboard/feedback/results">{t("home.feedback_results")}</a>
            </small>
          </div>
          <BenchmarkStat pageId={page.id} />
        </div>
      </section>
      <section className="card dash-section" aria-labelledby="home-ready">
        <h2 id="home-ready">{page.is_published ? t("home.published_title") : t("home.unpublished_title")}</h2>
        <p>
          {page.is_published ? t("home.published_lead") : t("home.unpublished_lead")}{" "}
          <a href={`/${page.handle}`} target="_blank" rel="noopener">
            {`${window.location.origin}/${page.handle}`}
          </a>
        </p>
        <ul className="checklist" aria-busy={contents.isPending}>
          {items.map((item) => (
            <li key={item.key} className={item.done ? "done" : undefined}>
              <span className="visually-hidden">{item.done ? t("home.done") : t("home.todo")}: </span>
              {item.done || !hasRole(page.role, item.role) ? t(`home.item_${item.key}`) : <a href={item.href}>{t(`home.item_${item.key}`)}</a>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default withDashboard(HomeScreen, { screen: "home", texts: ["dashboard-start", "dashboard-moderation"] });
