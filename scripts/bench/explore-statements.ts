import { cleanExploreQuery } from "../../api/src/modules/explore/filters.ts";
import { initiativeSearchStatements } from "../../api/src/modules/explore/initiative-search.ts";
import { pageSearchStatements } from "../../api/src/modules/explore/page-search.ts";
import type { PageStatements } from "../../api/src/modules/explore/search.ts";

/** The service's statements for an Explore path of the bench's mix (`pages/?q=green`, `initiatives/?country=JP`). */
export function exploreStatements(path: string): PageStatements {
  const [kind = "", search = ""] = path.split("?");
  const filters = cleanExploreQuery(Object.fromEntries(new URLSearchParams(search)));
  return kind.startsWith("pages") ? pageSearchStatements(filters) : initiativeSearchStatements(filters);
}
