import { apiLinks } from "@greenpage/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";

const PAGE_SIZE = 20;
/** Typing settles before the table asks the server again. */
const SEARCH_DELAY_MS = 300;

function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Who opened the page's gated items (limited: name, company, work email; or a
 * password), when, and what it opened: searchable, page by page, and as CSV.
 */
export function AccessControlScreen() {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  // The page's plan is its owner's to change.
  const canUpgrade = useCan("owner");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const q = useSettled(search.trim(), SEARCH_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts again at page 1.
  useEffect(() => setPageNo(1), [q]);
  const logs = useQuery({
    queryKey: ["access-logs", page.id, q, pageNo],
    queryFn: () => sdk.accessLogs.list(page.id, { page: pageNo, page_size: PAGE_SIZE, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  const plans = useQuery({ queryKey: ["plans"], queryFn: () => sdk.plans.list(), staleTime: 60_000 });
  const code = page.page_subscription?.subscription_plan.code ?? "starter";
  const included = plans.data?.find((p) => p.code === code)?.limits.access_control;
  const pagesTotal = logs.data ? Math.max(1, Math.ceil(logs.data.count / PAGE_SIZE)) : 1;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("access_control.lead")}</p>
      {included === false ? (
        <p className="card notice dash-section">
          {t("access_control.plan")} {canUpgrade ? <a href="/dashboard/billing">{t("access_control.upgrade")}</a> : null}
        </p>
      ) : null}
      <div className="access-toolbar dash-section">
        <div className="field">
          <label htmlFor={searchId}>{t("access_control.search")}</label>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("access_control.search_placeholder")} />
        </div>
        <a className="button" href={apiLinks.accessLogExport(page.id, { q })} download>
          {t("access_control.export")}
        </a>
      </div>
      {logs.isError ? (
        <LoadFailure onRetry={() => void logs.refetch()} />
      ) : !logs.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : logs.data.count === 0 ? (
        <p className="card">{q ? t("access_control.no_match", { q }) : t("access_control.empty")}</p>
      ) : (
        <>
          <p className="hint" aria-live="polite">
            {t("access_control.count", { count: logs.data.count })}
          </p>
          <div className="table-wrap">
            <table className="data access-log" aria-busy={logs.isFetching}>
              <caption className="visually-hidden">{t("access_control.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("access_control.name")}</th>
                  <th scope="col">{t("access_control.email")}</th>
                  <th scope="col">{t("access_control.company")}</th>
                  <th scope="col">{t("access_control.date")}</th>
                  <th scope="col">{t("access_control.data_accessed")}</th>
                </tr>
              </thead>
              <tbody>
                {logs.data.results.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t("access_control.name")}>{row.name ?? <span className="hint">{t("access_control.by_password")}</span>}</td>
                    <td data-label={t("access_control.email")}>{row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : "—"}</td>
                    <td data-label={t("access_control.company")}>{row.company ?? "—"}</td>
                    <td data-label={t("access_control.date")}>
                      <time dateTime={row.created_at}>{when.format(new Date(row.created_at))}</time>
                    </td>
                    <td data-label={t("access_control.data_accessed")}>
                      <strong>{row.content_title}</strong>
                      <br />
                      <span className="hint">{row.data_accessed}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pagesTotal > 1 ? (
            <nav className="actions pager" aria-label={t("access_control.pages")}>
              <button type="button" className="button small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                {t("access_control.previous")}
              </button>
              <span>{t("access_control.page_of", { page: pageNo, total: pagesTotal })}</span>
              <button type="button" className="button small" disabled={pageNo >= pagesTotal} onClick={() => setPageNo((n) => n + 1)}>
                {t("access_control.next")}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

export default withDashboard(AccessControlScreen, { screen: "access_control", texts: ["dashboard-access"] });
