import { useQuery } from "@tanstack/react-query";
import type { Framework } from "../../../../../api/src/modules/catalog/frameworks.ts";
import { api, type ContentCategory, type NewsItem } from "../../../lib/dashboard/api.ts";

/** What `GET /businesses/catalog/` answers that this screen reads. */
export type Catalog = {
  frameworks: Framework[];
  standard_initiatives: { id: number; code: string; translations: Record<string, { title: string; description: string }>; frameworks: { framework: string; categories: string[] }[] }[];
};
export type StatusCategory = { id: number; code: string; name: string; name_json: Record<string, string> };
type NewsPage = { count: number; results: NewsItem[] };

/** The largest page the API serves: the screen lists that many news items, newest first. */
export const NEWS_PAGE_SIZE = 100;

export const categoriesKey = (pageId: number) => ["contents", pageId, "categories"] as const;
export const newsKey = (pageId: number) => ["contents", pageId, "news"] as const;

/** Categories with their initiatives, News (id null) last. */
export function useCategories(pageId: number) {
  return useQuery({ queryKey: categoriesKey(pageId), queryFn: () => api<ContentCategory[]>(`/businesses/${pageId}/content-categories/`) });
}

export function useNews(pageId: number) {
  return useQuery({ queryKey: newsKey(pageId), queryFn: () => api<NewsPage>(`/businesses/${pageId}/news/?page_size=${NEWS_PAGE_SIZE}`) });
}

/** The catalogue and the progress statuses never change while the dashboard is open. */
export function useCatalog() {
  return useQuery({ queryKey: ["catalog"], queryFn: () => api<Catalog>("/businesses/catalog/"), staleTime: Infinity });
}

export function useStatuses() {
  return useQuery({ queryKey: ["statuses"], queryFn: () => api<StatusCategory[]>("/businesses/initiatives-status/"), staleTime: Infinity });
}
