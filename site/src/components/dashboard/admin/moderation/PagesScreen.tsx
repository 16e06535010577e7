import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type AdminPage, type AdminPagesQuery, PLAN_CODES } from "@greenpage/sdk";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import type { CountryOption } from "../../../../lib/countries.ts";
import { searchTextFrom } from "../../../../lib/dashboard/admin/search.ts";
import { localized, uiLanguage } from "../../../../lib/dashboard/page-text.ts";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { type Takedown, TakedownDialog } from "./TakedownDialog.tsx";

const PAGE_SIZE = 25;
const STATES = ["published", "unpublished", "moderated"] as const;
type Filters = Pick<AdminPagesQuery, "q" | "country" | "plan" | "state">;
const pagesKey = (filters: Filters, page: number) => ["admin", "pages", filters, page] as const;

/** What a page's state reads as. */
function statusKey(p: AdminPage): string {
  if (p.moderation_state === "hidden") return "hidden";
  if (p.moderation_state === "unpublished") return "taken_down";
  return p.is_published ? "published" : "unpublished";
}

type Props = {
  countries: CountryOption[];
  /** The address's query as the server read it: `?q=` (a link from the Audit log) starts the screen searched. */
  search?: string;
};

/**
 * The console's Pages screen: every page, found by handle or name and
 * filtered by country, plan and state; open its public page, unpublish it
 * or hide it for abuse with a reason its owner is mailed, restore it.
 */
function PagesScreen({ countries, search: address = "" }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(() => {
    const q = searchTextFrom(address, 100);
    return q ? { q } : {};
  });
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: pagesKey(filters, pageNo),
    queryFn: () => sdk.admin.pages.list({ ...filters, page: pageNo, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
    setFilters({ q: text("q"), country: text("country"), plan: text("plan") as Filters["plan"], state: text("state") as Filters["state"] });
    setPageNo(1);
  }

  const total = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;
  return (
    <>
      <p className="hint dash-section">{t("admin_pages.lead")}</p>
      <form className="card form moderation-filters dash-section" aria-label={t("admin_pages.filters")} onSubmit={search}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t("admin_pages.search")}</label>
          <input id={`${id}-q`} name="q" type="search" maxLength={100} defaultValue={filters.q ?? ""} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-country`}>{t("admin_pages.country")}</label>
          <select id={`${id}-country`} name="country" defaultValue="">
            <option value="">{t("admin_pages.any_country")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-plan`}>{t("admin_pages.plan")}</label>
          <select id={`${id}-plan`} name="plan" defaultValue="">
            <option value="">{t("admin_pages.any_plan")}</option>
            {PLAN_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t("admin_pages.state")}</label>
          <select id={`${id}-state`} name="state" defaultValue="">
            <option value="">{t("admin_pages.any_state")}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`admin_pages.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button primary">
            {t("admin_pages.apply")}
          </button>
        </div>
      </form>
      {list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : list.data.count === 0 ? (
        <p className="card">{t("admin_pages.empty")}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data moderation-table" aria-busy={list.isFetching}>
              <caption>{t("admin_pages.caption", { count: list.data.count })}</caption>
              <thead>
                <tr>
                  {(["page", "owner", "country", "plan", "state", "reports", "actions"] as const).map((col) => (
                    <th key={col} scope="col">
                      {t(`admin_pages.col.${col}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((row) => (
                  <PageRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {total > 1 ? (
            <nav className="actions pager" aria-label={t("admin_pages.caption", { count: list.data.count })}>
              <button type="button" className="button small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                {t("admin_pages.previous")}
              </button>
              <span>{t("admin_pages.page_of", { page: pageNo, pages: total })}</span>
              <button type="button" className="button small" disabled={pageNo >= total} onClick={() => setPageNo((n) => n + 1)}>
                {t("admin_pages.next")}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

function PageRow({ row }: { row: AdminPage }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Takedown | null>(null);
  const [busy, setBusy] = useState(false);
  const name = localized(row.name_json, uiLanguage(i18n.language)) || row.handle;
  const changed = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ["admin", "pages"] });
  };

  async function restore() {
    if (!window.confirm(t("admin_pages.restore_confirm", { name }))) return;
    setBusy(true);
    try {
      await sdk.admin.pages.restore(row.id);
      changed(t("admin_pages.restored", { name }));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr data-testid={`admin-page-${row.handle}`}>
      <td data-label={t("admin_pages.col.page")}>
        <strong>{name}</strong>
        <br />
        <span className="hint">@{row.handle}</span>
      </td>
      <td data-label={t("admin_pages.col.owner")}>{row.owner_email ?? "—"}</td>
      <td data-label={t("admin_pages.col.country")}>{row.country ?? "—"}</td>
      <td data-label={t("admin_pages.col.plan")}>{row.plan ?? "—"}</td>
      <td data-label={t("admin_pages.col.state")}>
        {t(`admin_pages.status.${statusKey(row)}`)}
        {!row.is_visible ? <span className="hint"> ({t("admin_pages.hidden_from_explore")})</span> : null}
        {row.moderation_reason ? (
          <>
            <br />
            <span className="hint">{t("admin_pages.moderated_reason", { reason: row.moderation_reason })}</span>
          </>
        ) : null}
      </td>
      <td data-label={t("admin_pages.col.reports")}>{row.open_reports}</td>
      <td data-label={t("admin_pages.col.actions")}>
        <div className="actions">
          <a className="button small" href={`/${row.handle}`} target="_blank" rel="noopener">
            {t("admin_pages.open")}
            <span className="visually-hidden">: {name}</span>
          </a>
          {row.moderation_state ? (
            <button type="button" className="button small" disabled={busy} onClick={() => void restore()}>
              {t("admin_pages.restore")}
              <span className="visually-hidden">: {name}</span>
            </button>
          ) : null}
          {row.moderation_state !== "unpublished" && row.moderation_state !== "hidden" && row.is_published ? (
            <button type="button" className="button small" disabled={busy} onClick={() => setDialog("unpublish")}>
              {t("admin_pages.unpublish")}
              <span className="visually-hidden">: {name}</span>
            </button>
          ) : null}
          {row.moderation_state !== "hidden" ? (
            <button type="button" className="button small danger" disabled={busy} onClick={() => setDialog("hide")}>
              {t("admin_pages.hide")}
              <span className="visually-hidden">: {name}</span>
            </button>
          ) : null}
        </div>
        {dialog ? (
          <TakedownDialog
            pageId={row.id}
            name={name}
            kind={dialog}
            onClose={() => setDialog(null)}
            onDone={() => {
              const kind = dialog;
              setDialog(null);
              changed(t(kind === "hide" ? "admin_pages.hidden" : "admin_pages.unpublished", { name }));
            }}
          />
        ) : null}
      </td>
    </tr>
  );
}

export default withDashboard(PagesScreen, { needsPage: false, screen: "admin_pages", texts: ["admin-moderation"] });
