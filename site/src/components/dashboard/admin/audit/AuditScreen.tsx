import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AUDIT_FILTER_FIELDS,
  actionLabel,
  type AuditFilter,
  type AuditLogEntry,
  auditExportHref,
  auditFilterFromSearch,
  auditParams,
  auditQuery,
  targetHref,
} from "../../../../lib/dashboard/admin/audit.ts";
import { GreenpageError, sdk } from "../../../../lib/dashboard/api.ts";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { AuditFilters } from "./AuditFilters.tsx";

const PAGE_SIZE = 25;
/** Typing settles before the table asks the server again. */
const SETTLE_MS = 300;

function useSettled<T>(value: T, key: string, delay: number): T {
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value` (a new object each render).
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

/** The server's word on a filter (a 400 keyed by the filter's name), shown beside it rather than as a failure. */
function filterMessages(error: unknown): Partial<Record<keyof AuditFilter, string>> | null {
  if (!(error instanceof GreenpageError) || error.status !== 400 || typeof error.body !== "object" || error.body === null) return null;
  const body = error.body as Record<string, unknown>;
  const messages = AUDIT_FILTER_FIELDS.flatMap((field) => (Array.isArray(body[field]) ? [[field, String(body[field][0])] as const] : []));
  return messages.length > 0 ? Object.fromEntries(messages) : null;
}

/**
 * The Audit log: every action of the product team, newest first, filtered
 * by action, admin, target, dates and a search; page by page, and the
 * filtered view as CSV. The filters live in the address, so a link opens them set.
 */
type Props = {
  /** The address's query (`?action=…`) as the server read it, so the server's render and the browser's start alike. */
  search?: string;
};

function AuditScreen({ search = "" }: Props) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>(() => auditFilterFromSearch(search));
  const typed = auditParams(filter).toString();
  const settled = useSettled(filter, typed, SETTLE_MS);
  const query = auditParams(settled).toString();
  const [pageNo, setPageNo] = useState(1);
  const backwards = Boolean(filter.from && filter.to && filter.to < filter.from);

  useEffect(() => window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`), [query]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start again at page 1.
  useEffect(() => setPageNo(1), [query]);

  const actions = useQuery({ queryKey: ["admin", "audit", "actions"], queryFn: () => sdk.admin.audit.actions(), staleTime: 60_000 });
  const list = useQuery({
    queryKey: ["admin", "audit", query, pageNo],
    queryFn: () => sdk.admin.audit.list({ ...auditQuery(settled), page: pageNo, page_size: PAGE_SIZE }),
    enabled: !backwards,
    placeholderData: keepPreviousData,
  });
  const serverMessages = filterMessages(list.error);
  const errors = backwards ? { to: t("admin_audit.date_range") } : (serverMessages ?? {});
  const labelOf = (action: string) => actionLabel(t, action);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const pagesTotal = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <>
      <p className="hint dash-section">{t("admin_audit.lead")}</p>
      <AuditFilters filter={filter} onChange={setFilter} errors={errors} actions={actions.data ?? []} actionLabel={labelOf} />
      <div className="actions dash-section">
        <a className="button" href={auditExportHref(settled)} download>
          {t("admin_audit.export")}
        </a>
      </div>
      {list.isError && !serverMessages ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        backwards || serverMessages ? null : (
          <p aria-busy="true">{t("dash.loading")}</p>
        )
      ) : list.data.count === 0 ? (
        <p className="card">{query ? t("admin_audit.no_match") : t("admin_audit.empty")}</p>
      ) : (
        <>
          <p className="hint" aria-live="polite">
            {t("admin_audit.count", { count: list.data.count })}
          </p>
          <div className="table-wrap">
            <table className="data audit-log" aria-busy={list.isFetching}>
              <caption className="visually-hidden">{t("admin_audit.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin_audit.when")}</th>
                  <th scope="col">{t("admin_audit.who")}</th>
                  <th scope="col">{t("admin_audit.what")}</th>
                  <th scope="col">{t("admin_audit.on")}</th>
                  <th scope="col">{t("admin_audit.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} when={when} actionLabel={labelOf} />
                ))}
              </tbody>
            </table>
          </div>
          {pagesTotal > 1 ? (
            <nav className="actions pager" aria-label={t("admin_audit.pages")}>
              <button type="button" className="button small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                {t("admin_audit.previous")}
              </button>
              <span>{t("admin_audit.page_of", { page: pageNo, total: pagesTotal })}</span>
              <button type="button" className="button small" disabled={pageNo >= pagesTotal} onClick={() => setPageNo((n) => n + 1)}>
                {t("admin_audit.next")}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

function AuditRow({ entry, when, actionLabel }: { entry: AuditLogEntry; when: Intl.DateTimeFormat; actionLabel: (action: string) => string }) {
  const { t } = useTranslation();
  const href = targetHref(entry.target, entry.details);
  const targetText = entry.target.label || entry.target.id || "—";
  return (
    <tr>
      <td data-label={t("admin_audit.when")}>
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
      </td>
      <td data-label={t("admin_audit.who")}>
        {entry.actor.email}
        {entry.actor.id ? null : <span className="hint"> {t("admin_audit.former_account")}</span>}
      </td>
      <td data-label={t("admin_audit.what")}>
        {actionLabel(entry.action)}
        <br />
        <code className="hint">{entry.action}</code>
      </td>
      <td data-label={t("admin_audit.on")}>
        <span className="hint">{t(`admin_audit.target_types.${entry.target.type}`, { defaultValue: entry.target.type })}: </span>
        {href ? <a href={href}>{targetText}</a> : targetText}
      </td>
      <td data-label={t("admin_audit.reason")}>{entry.reason || t("admin_audit.no_reason")}</td>
    </tr>
  );
}

export default withDashboard(AuditScreen, { needsPage: false, screen: "admin_audit", texts: ["admin-audit"] });
