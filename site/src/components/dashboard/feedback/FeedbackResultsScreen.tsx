import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GreenpageError, sdk } from "../../../lib/dashboard/api.ts";
import { exportHref, FILTER_FIELDS, filterFromSearch, filterQuery, filterParams, type ResultsFilter } from "../../../lib/dashboard/feedback/results.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { useFeedbackForms, useInitiatives } from "./queries.ts";
import { ResponseList } from "./ResponseList.tsx";
import { ResultsFilters } from "./ResultsFilters.tsx";
import { ResultsSummary } from "./ResultsSummary.tsx";

const PAGE_SIZE = 20;

/** The server's word on a filter (a 400 keyed by the filter's name), to show beside it rather than as a failure. */
function filterMessages(error: unknown): Partial<Record<keyof ResultsFilter, string>> | null {
  if (!(error instanceof GreenpageError) || error.status !== 400 || typeof error.body !== "object" || error.body === null) return null;
  const body = error.body as Record<string, unknown>;
  const messages = FILTER_FIELDS.flatMap((field) => (Array.isArray(body[field]) ? [[field, String(body[field][0])] as const] : []));
  return messages.length > 0 ? Object.fromEntries(messages) : null;
}

/**
 * Results: the page's stakeholder feedback filtered by dates, stakeholder
 * type, form and initiative; the numbers, a chart of responses per day, the
 * responses themselves page by page, and the same as CSV. The filters live in
 * the address, so a link (from a form's response count) opens them set.
 */
export function FeedbackResultsScreen() {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const { page, pages } = useCurrentPage();
  const canEditForms = useCan("editor");
  const [filter, setFilter] = useState<ResultsFilter>(() => filterFromSearch(window.location.search));
  const [pageNo, setPageNo] = useState(1);
  const query = filterParams(filter).toString();
  const backwards = Boolean(filter.from && filter.to && filter.to < filter.from);

  useEffect(() => window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`), [query]);
  const changeFilter = (next: ResultsFilter) => {
    setFilter(next);
    setPageNo(1);
  };

  const forms = useFeedbackForms(page.id);
  const initiatives = useInitiatives(page.id);
  const summary = useQuery({
    queryKey: ["feedback", page.id, "summary", query],
    queryFn: () => sdk.feedback.summary(page.id, filterQuery(filter)),
    enabled: !backwards,
    placeholderData: keepPreviousData,
  });
  const list = useQuery({
    queryKey: ["feedback", page.id, "list", query, pageNo],
    queryFn: () => sdk.feedback.responses.list(page.id, { ...filterQuery(filter), page: pageNo, page_size: PAGE_SIZE }),
    enabled: !backwards,
    placeholderData: keepPreviousData,
  });

  const serverMessages = filterMessages(summary.error) ?? filterMessages(list.error);
  const errors = backwards ? { to: t("feedback_results.date_range") } : (serverMessages ?? {});
  const calls = [forms, initiatives, summary, list];
  const failed = !serverMessages && calls.some((call) => call.isError);
  const retry = () => void Promise.all(calls.filter((call) => call.isError).map((call) => call.refetch()));
  const pagesTotal = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("feedback_results.lead")}</p>
      {forms.data && initiatives.data ? (
        <ResultsFilters filter={filter} onChange={changeFilter} errors={errors} forms={forms.data} initiatives={initiatives.data} language={language} />
      ) : null}
      <div className="actions dash-section">
        <a className="button" href={exportHref(page.id, filter, language)} download>
          {t("feedback_results.export")}
        </a>
        {canEditForms ? <a href="/dashboard/feedback">{t("feedback_results.manage_forms")}</a> : null}
      </div>
      {failed ? (
        <LoadFailure message={t("feedback_results.load_failed")} onRetry={retry} />
      ) : backwards || serverMessages ? null : !summary.data || !list.data || !forms.data || !initiatives.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <>
          <ResultsSummary summary={summary.data} language={language} />
          <section className="dash-section" aria-labelledby="feedback-responses-title" aria-busy={list.isFetching}>
            <h2 id="feedback-responses-title">{t("feedback_results.responses")}</h2>
            {list.data.count === 0 ? (
              <p className="empty-state">{t(filterParams(filter).size > 0 ? "feedback_results.no_match" : "feedback_results.empty")}</p>
            ) : (
              <>
                <p className="hint" aria-live="polite">
                  {t("feedback_results.responses_count", { count: list.data.count, n: new Intl.NumberFormat(i18n.language).format(list.data.count) })}
                </p>
                <ResponseList items={list.data.results} forms={forms.data} initiatives={initiatives.data} language={language} />
              </>
            )}
            {pagesTotal > 1 ? (
              <nav className="actions pager" aria-label={t("feedback_results.pages")}>
                <button type="button" className="button small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                  {t("feedback_results.previous")}
                </button>
                <span>{t("feedback_results.page_of", { page: pageNo, total: pagesTotal })}</span>
                <button type="button" className="button small" disabled={pageNo >= pagesTotal} onClick={() => setPageNo((n) => n + 1)}>
                  {t("feedback_results.next")}
                </button>
              </nav>
            ) : null}
          </section>
        </>
      )}
    </>
  );
}

export default withDashboard(FeedbackResultsScreen, { screen: "feedback_results", texts: ["dashboard-feedback"] });
