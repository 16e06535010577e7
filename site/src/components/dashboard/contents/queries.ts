import { useQuery } from "@tanstack/react-query";
import { api, type ContentCategory, type NewsItem } from "../../../lib/dashboard/api.ts";

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
