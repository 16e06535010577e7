import type { AnalysisRunList } from "@greenpage/sdk";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { sdk } from "../../../lib/dashboard/api.ts";

/** How many runs the history shows at a time. */
export const HISTORY_PAGE_SIZE = 10;

export const runsKey = (pageId: number) => ["analyses", pageId] as const;
export const runKey = (pageId: number, runId: number) => ["analyses", pageId, "run", runId] as const;

/**
 * The page's runs, newest first, with the month's usage (the newest page's),
 * a page of the history at a time: asking for pages rather than one growing
 * page size keeps within the API's 100 per request however long it gets.
 */
export function useRuns(pageId: number) {
  return useInfiniteQuery({
    queryKey: [...runsKey(pageId), "history"],
    queryFn: ({ pageParam }) => sdk.analysis.list(pageId, { page: pageParam, page_size: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * HISTORY_PAGE_SIZE < last.count ? all.length + 1 : undefined),
    select: (data): AnalysisRunList => {
      const [first] = data.pages;
      return { ...first!, results: data.pages.flatMap((p) => p.results) };
    },
  });
}

/** One run with its findings and prose. */
export function useRun(pageId: number, runId: number | null) {
  return useQuery({
    queryKey: runKey(pageId, runId ?? 0),
    queryFn: () => sdk.analysis.get(pageId, runId!),
    enabled: runId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
