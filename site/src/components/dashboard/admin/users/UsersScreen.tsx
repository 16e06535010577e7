import type { AdminUsersQuery } from "@greenpage/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { searchTextFrom } from "../../../../lib/dashboard/admin/search.ts";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { UserDetail } from "./UserDetail.tsx";
import { UsersTable } from "./UsersTable.tsx";

export const USERS_KEY = ["admin", "users"] as const;
const PAGE_SIZE = 25;

type Search = { q: string; role: "" | "admin" | "user"; state: "" | "active" | "disabled" };

type Props = {
  /** The address's query as the server read it: `?q=` (a link from the Audit log) starts the screen searched. */
  search?: string;
};

/** The console's Users screen: search by email or name, narrow by role and state, open one user to act on their account. */
function UsersScreen({ search: address = "" }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Search>(() => ({ q: searchTextFrom(address), role: "", state: "" }));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query: AdminUsersQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(search.q.trim() ? { q: search.q.trim() } : {}),
    ...(search.role ? { role: search.role } : {}),
    ...(search.state ? { state: search.state } : {}),
  };
  const list = useQuery({ queryKey: [...USERS_KEY, query], queryFn: () => sdk.admin.users.list(query), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <>
      <p className="hint dash-section">{t("admin_users.lead")}</p>
      <SearchForm
        initial={search}
        onSearch={(values) => {
          setSearch(values);
          setPage(1);
        }}
      />
      {open ? <UserDetail userId={open} onClose={() => setOpen(null)} onDeleted={() => setOpen(null)} /> : null}
      {list.isError ? <LoadFailure onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <p aria-busy="true">{t("dash.loading")}</p> : null}
      {list.data ? (
        <section className="card dash-section" aria-live="polite">
          <p className="hint">{t("admin_users.results", { count: list.data.count })}</p>
          {list.data.results.length === 0 ? <p>{t("admin_users.empty")}</p> : <UsersTable users={list.data.results} openId={open} onOpen={setOpen} />}
          {pages > 1 ? (
            <nav className="admin-pager" aria-label={t("admin_users.page_of", { page, pages })}>
              <button type="button" className="button small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("admin_users.previous")}
              </button>
              <span>{t("admin_users.page_of", { page, pages })}</span>
              <button type="button" className="button small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("admin_users.next")}
              </button>
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: Search; onSearch: (values: Search) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit } = useForm<Search>({ defaultValues: initial });
  return (
    <form className="form card admin-user-search" aria-label={t("admin_users.search")} onSubmit={handleSubmit(onSearch)}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t("admin_users.search_label")}</label>
        <input id={`${id}-q`} type="search" maxLength={200} autoComplete="off" {...register("q")} />
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-role`}>{t("admin_users.role")}</label>
          <select id={`${id}-role`} {...register("role")}>
            <option value="">{t("admin_users.any")}</option>
            <option value="admin">{t("admin_users.role_admin")}</option>
            <option value="user">{t("admin_users.role_user")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t("admin_users.state")}</label>
          <select id={`${id}-state`} {...register("state")}>
            <option value="">{t("admin_users.any")}</option>
            <option value="active">{t("admin_users.state_active")}</option>
            <option value="disabled">{t("admin_users.state_disabled")}</option>
          </select>
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button primary">
          {t("admin_users.search")}
        </button>
      </div>
    </form>
  );
}

export default withDashboard(UsersScreen, { needsPage: false, texts: ["admin-users"] });
