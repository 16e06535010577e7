import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/dashboard/api.ts";

export type Catalog = {
  standard_initiatives: { id: number; code: string; kind: string; translations: Record<string, { title: string; description: string }> }[];
};
export type StatusCategory = { id: number; code: string; name: string; name_json: Record<string, string> };

/** The catalogue and the progress statuses never change while the dashboard is open. */
export function useCatalog() {
  return useQuery({ queryKey: ["catalog"], queryFn: () => api<Catalog>("/businesses/catalog/"), staleTime: Infinity });
}

export function useStatuses() {
  return useQuery({ queryKey: ["statuses"], queryFn: () => api<StatusCategory[]>("/businesses/initiatives-status/"), staleTime: Infinity });
}
