import type { ExploreInitiative, ExplorePage } from "../../../../api/src/modules/explore/model.ts";

import { apiFetch } from "../api-proxy.ts";

export type { ExploreInitiative, ExplorePage };
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
