import { useQuery } from "@tanstack/react-query";
import type { Catalog, StatusCategory } from "../../../../api/src/modules/catalog/index.ts";
import { api } from "./api.ts";

export type { Catalog, StatusCategory };

/** Frameworks, business categories and standard initiatives: they never change while the dashboard is open. */
export function useCatalog() {
  return useQuery({ queryKey: ["catalog"], queryFn: () => api<Catalog>("/businesses/catalog/"), staleTime: Infinity });
}

/** Progress statuses: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved. */
export function useStatuses() {
  return useQuery({ queryKey: ["statuses"], queryFn: () => api<StatusCategory[]>("/businesses/initiatives-status/"), staleTime: Infinity });
}
