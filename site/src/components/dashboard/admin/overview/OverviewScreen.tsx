import { formatMoney } from "@greenpage/sdk";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../../lib/dashboard/page-text.ts";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { withDashboard } from "../../shell/DashboardIsland.tsx";

/** The screen each link opens, by its path, named as the navigation names it. */
const SCREEN_LABELS: Record<string, string> = {
  "/dashboard/admin/users": "dash.nav.admin_users",
  "/dashboard/admin/pages": "dash.nav.admin_pages",
  "/dashboard/admin/plans": "dash.nav.admin_plans",
  "/dashboard/admin/verifications": "dash.nav.review",
  "/dashboard/admin/reports": "dash.nav.admin_reports",
  "/dashboard/admin/messages": "dash.nav.admin_messages",
};

/** The console's first screen: figures as cards, each linking to the screen that handles it. */
function OverviewScreen() {
  const { t, i18n } = useTranslation();
  const overview = useQuery({ queryKey: ["admin", "overview"], queryFn: () => sdk.admin.overview() });
  if (overview.isError) return <LoadFailure onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  const o = overview.data;
  const number = new Intl.NumberFormat(i18n.language);
  const language = uiLanguage(i18n.language);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const monthStart = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(o.month_start));

  return (
    <>
      <p className="hint dash-section">{t("admin_overview.lead")}</p>
      <ul className="admin-figures">
        <Figure id="signups" title={t("admin_overview.signups")} value={number.format(o.signups.last_7_days)} link={o.links.signups}>
          <p>{t("admin_overview.signups_detail", { week: number.format(o.signups.last_7_days), month: number.format(o.signups.last_30_days) })}</p>
          <p className="hint">{t("admin_overview.signups_total", { count: o.signups.total })}</p>
        </Figure>
        <Figure id="published_pages" title={t("admin_overview.published_pages")} value={number.format(o.published_pages)} link={o.links.published_pages} />
        <Figure id="subscriptions" title={t("admin_overview.subscriptions")} link={o.links.subscriptions}>
          <dl className="admin-plan-counts">
            {o.subscriptions.map((s) => (
              <div key={s.plan}>
                <dt>{localized(s.name_json, language) || s.plan}</dt>
                <dd>{number.format(s.active)}</dd>
              </div>
            ))}
          </dl>
        </Figure>
        <Figure id="revenue" title={t("admin_overview.revenue")} link={o.links.revenue_this_month}>
          {o.revenue_this_month.length === 0 ? (
            <p>{t("admin_overview.revenue_none")}</p>
          ) : (
            <ul className="plain">
              {o.revenue_this_month.map((r) => (
                <li key={r.currency}>
                  {t("admin_overview.revenue_line", {
                    net: money(r.net, r.currency),
                    charged: money(r.charged, r.currency),
                    refunded: money(r.refunded, r.currency),
                  })}
                </li>
              ))}
            </ul>
          )}
          <p className="hint">{t("admin_overview.revenue_since", { date: monthStart })}</p>
        </Figure>
        {(["verification_queue", "open_reports", "unhandled_messages"] as const).map((key) => (
          <Figure key={key} id={key} title={t(`admin_overview.${key}`)} value={number.format(o[key])} link={o.links[key]} />
        ))}
        {(["failed_mails", "failed_jobs"] as const).map((key) => (
          <Figure key={key} id={key} title={t(`admin_overview.${key}`)} value={number.format(o[key])}>
            {o[key] > 0 ? <p className="hint">{t("admin_overview.failures_hint")}</p> : null}
          </Figure>
        ))}
      </ul>
    </>
  );
}

function Figure({ id, title, value, link, children }: { id: string; title: string; value?: string; link?: string | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const screen = link ? SCREEN_LABELS[link] : undefined;
  return (
    <li className="card admin-figure" data-testid={`figure-${id}`} aria-labelledby={`figure-${id}`}>
      <h2 id={`figure-${id}`}>{title}</h2>
      {value !== undefined ? <p className="admin-figure-value">{value}</p> : null}
      {children}
      {link ? <a href={link}>{t("admin_overview.open", { screen: screen ? t(screen) : title })}</a> : null}
    </li>
  );
}

export default withDashboard(OverviewScreen, { needsPage: false, texts: ["admin-users"] });
