import { apiFetch } from "../api-proxy.ts";

export type ExplorePage = {
  id: number;
  handle: string;
  page_type: string;
  country: string | null;
  name: string | null;
  description: string | null;
  logo_url: string | null;
  upvote_count: number;
  upvoted: boolean;
};
export type ExploreInitiative = {
  id: number;
  page: { handle: string; name: string | null; page_type: string; logo_url?: string | null; logo?: string | null };
  title: string | null;
  description: string | null;
  cover_image_url: string | null;
  status: { id: number; label: string } | null;
  upvote_count: number;
  upvoted: boolean;
  url?: string;
};
export type ExploreResults<T> = { count: number; page: number; page_size: number; results: T[] };

/** One Explore read on behalf of the visitor (their cookie tells the API what they have upvoted). */
export async function loadExplore<T>(path: string, request: Request): Promise<ExploreResults<T> | null> {
  try {
    const response = await apiFetch(path, request, { headers: { accept: "application/json" } });
    if (!response.ok) return null;
    return (await response.json()) as ExploreResults<T>;
  } catch {
    return null;
  }
}
