import { useQuery } from "@tanstack/react-query";
import { sdk } from "../../../lib/dashboard/api.ts";

/** The largest page the API serves: the screen lists that many news items, newest first. */
export const NEWS_PAGE_SIZE = 100;

export const categoriesKey = (pageId: number) => ["contents", pageId, "categories"] as const;
export const newsKey = (pageId: number) => ["contents", pageId, "news"] as const;

/** Categories with their initiatives, News (id null) last. */
export function useCategories(pageId: number) {
  return useQuery({ queryKey: categoriesKey(pageId), queryFn: () => sdk.categories.list(pageId) });
}

export function useNews(pageId: number) {
  return useQuery({ queryKey: newsKey(pageId), queryFn: () => sdk.news.list(pageId, { page_size: NEWS_PAGE_SIZE }) });
}
