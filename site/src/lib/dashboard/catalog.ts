import { useQuery } from "@tanstack/react-query";
import type { Catalog, StatusCategory } from "@greenpage/sdk";
import { sdk } from "./api.ts";

export type { Catalog, StatusCategory };

/** Frameworks, business categories and standard initiatives: they never change while the dashboard is open. */
export function useCatalog() {
  return useQuery({ queryKey: ["catalog"], queryFn: () => sdk.catalog.get(), staleTime: Infinity });
}

/** Progress statuses: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved. */
export function useStatuses() {
  return useQuery({ queryKey: ["statuses"], queryFn: () => sdk.catalog.statuses(), staleTime: Infinity });
}
