/** Explore's state lives in the URL, so every search, filter, tab and page is a link that can be shared. */
export const TABS = ["organizations", "individuals", "initiatives"] as const;
export type Tab = (typeof TABS)[number];
export const SORTS = ["upvotes", "recent"] as const;
export type Sort = (typeof SORTS)[number];

export type ExploreQuery = {
  tab: Tab;
  q: string;
  country: string;
  framework: string;
  category: string;
  sort: Sort;
  /** Initiatives tab: only those whose verification holds today. */
  verified: boolean;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  const page = Number(params.get("page"));
  return {
    tab: oneOf(TABS, params.get("tab"), "organizations"),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    country: /^[A-Za-z]{2}$/.test(params.get("country") ?? "") ? params.get("country")!.toUpperCase() : "",
    framework: (params.get("framework") ?? "").slice(0, 20),
    category: (params.get("category") ?? "").slice(0, 40),
    sort: oneOf(SORTS, params.get("sort"), "upvotes"),
    verified: params.get("verified") === "true",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The site URL for a state; defaults are left out so links stay short. */
export function exploreHref(query: ExploreQuery, change: Partial<ExploreQuery> = {}): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "organizations") params.set("tab", next.tab);
  for (const key of ["q", "country", "framework", "category"] as const) if (next[key]) params.set(key, next[key]);
  if (next.sort !== "upvotes") params.set("sort", next.sort);
  if (next.verified && next.tab === "initiatives") params.set("verified", "true");
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/explore${search ? `?${search}` : ""}`;
}

/** The API call for a state: pages for the two page tabs (by page type), initiatives for the third. */
export function exploreApiQuery(query: ExploreQuery, lang: string, pageSize: number): ExploreRead {
  const params: Record<string, string | number> = { sort: query.sort, page: query.page, page_size: pageSize, lang };
  for (const key of ["q", "country", "framework", "category"] as const) if (query[key]) params[key] = query[key];
  if (query.tab === "initiatives") return { list: "initiatives", query: query.verified ? { ...params, verified: "true" } : params };
  return { list: "pages", query: { ...params, page_type: query.tab === "individuals" ? "personal" : "business" } };
}

/** Which Explore list to read (`explore.pages` or `explore.initiatives` of the SDK), with its query. */
export type ExploreRead = { list: "pages" | "initiatives"; query: Record<string, string | number> };

/**
 * The pager of one answer. Past 1,000 the API counts no further
 * (`count_capped`, "1,000+"): the number of pages is then unknown and there
 * is a next page while this one is full.
 */
export function explorePaging(found: { count: number; count_capped?: boolean; results: unknown[] } | null, page: number, pageSize: number) {
  const pages = found ? Math.max(1, Math.ceil(found.count / pageSize)) : 1;
  const capped = Boolean(found?.count_capped);
  const hasNext = page < pages || (capped && found?.results.length === pageSize);
  return { pages, capped, hasNext, shown: Boolean(found) && (pages > 1 || hasNext) };
}
