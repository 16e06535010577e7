import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PageRole } from "@greenpage/sdk";
import { type OwnedPage, sdk } from "../../../lib/dashboard/api.ts";
import { hasRole, showPageRole } from "../../../lib/dashboard/roles.ts";
import { lastSelectedPageId, pickCurrentPage, rememberPageRole, rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { LoadFailure } from "./LoadFailure.tsx";

export const PAGES_KEY = ["businesses", "my"] as const;

type CurrentPage = {
  pages: OwnedPage[];
  page: OwnedPage;
  /** Makes another of the user's pages current (remembered in local storage). */
  select: (id: number) => void;
  /** Puts a changed page into the cache (after an update call returns it). */
  replace: (page: OwnedPage) => void;
};

const Context = createContext<CurrentPage | null>(null);

/** The page being edited. Only usable inside a screen that requires a page. */
export function useCurrentPage(): CurrentPage {
  const value = useContext(Context);
  if (!value) throw new Error("useCurrentPage needs a CurrentPageProvider with a page");
  return value;
}

/** Whether the user's role on the current page allows what needs at least `least` (the API's rule; lib/dashboard/roles.ts). */
export function useCan(least: PageRole): boolean {
  return hasRole(useCurrentPage().page.role, least);
}

export function useMyPages() {
  return useQuery({ queryKey: PAGES_KEY, queryFn: () => sdk.pages.mine() });
}

/**
 * Loads the user's pages and picks the current one: the one the address
 * names (`?page=`), else the stored id if it is still theirs, else the first. A user with no page yet is sent to choose a
 * page type and handle.
 */
export function CurrentPageProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useMyPages();
  const [selected, setSelected] = useState<number | null>(() => (typeof window === "undefined" ? null : lastSelectedPageId()));
  const page = query.data ? pickCurrentPage(query.data, selected) : null;

  useEffect(() => {
    if (query.data && query.data.length === 0) window.location.assign("/dashboard/start");
  }, [query.data]);

  // The navigation (drawn by the server for every role) hides what this role cannot use; the next screen draws it so at once.
  const role = page?.role ?? null;
  const pageId = page?.id ?? null;
  useEffect(() => {
    if (pageId === null || role === null) return;
    showPageRole(role);
    rememberPageRole(pageId, role);
  }, [pageId, role]);

  const select = useCallback((id: number) => {
    rememberSelectedPage(id);
    setSelected(id);
  }, []);

  // A link that names the page (`?page=<id>`: the handover mail, the join page) makes it current, and the address is tidied.
  const pages = query.data;
  useEffect(() => {
    const address = new URL(window.location.href);
    const named = Number(address.searchParams.get("page"));
    if (!named || !pages) return;
    if (pages.some((p) => p.id === named)) select(named);
    address.searchParams.delete("page");
    window.history.replaceState(null, "", address);
  }, [pages, select]);
  const replace = useCallback(
    (next: OwnedPage) => client.setQueryData<OwnedPage[]>(PAGES_KEY, (old) => old?.map((p) => (p.id === next.id ? next : p)) ?? [next]),
    [client],
  );
  const value = useMemo(() => (page && query.data ? { pages: query.data, page, select, replace } : null), [page, query.data, select, replace]);

  if (query.isError) {
    return <LoadFailure onRetry={() => void query.refetch()} />;
  }
  if (!value) return <p aria-busy="true">{t("dash.loading")}</p>;
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
