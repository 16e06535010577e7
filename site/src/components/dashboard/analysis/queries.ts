import { useQuery } from "@tanstack/react-query";
import { sdk } from "../../../lib/dashboard/api.ts";

/** How many runs the history shows at a time. */
export const HISTORY_PAGE_SIZE = 10;

export const runsKey = (pageId: number) => ["analyses", pageId] as const;
export const runKey = (pageId: number, runId: number) => ["analyses", pageId, "run", runId] as const;

/** The page's runs, newest first, with the month's usage; `pages` of them (history grows by pages). */
export function useRuns(pageId: number, pages: number) {
  return useQuery({ queryKey: [...runsKey(pageId), pages], queryFn: () => sdk.analysis.list(pageId, { page_size: HISTORY_PAGE_SIZE * pages }) });
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
