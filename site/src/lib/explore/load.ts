import type { ExploreInitiative, ExploreInitiatives, ExplorePage, ExplorePages } from "@greenpage/sdk";
import { visitorApi } from "../server-api.ts";
import type { ExploreRead } from "./query.ts";

export type { ExploreInitiative, ExplorePage };
export type ExploreResults = ExplorePages | ExploreInitiatives;

/** One Explore read on behalf of the visitor (their cookie tells the API what they have upvoted); null when it failed. */
export async function loadExplore({ list, query }: ExploreRead, request: Request): Promise<ExploreResults | null> {
  try {
    const explore = visitorApi(request).explore;
    return list === "initiatives" ? await explore.initiatives(query) : await explore.pages(query);
  } catch {
    return null;
  }
}
