import type { FrameworkSelection } from "@greenpage/db/schema";
import { FRAMEWORK_CODES } from "../catalog/frameworks.ts";
import { disclosuresOf } from "../frameworks/data/index.ts";

/** Frameworks there are disclosures for, in the catalogue's order: the ones a score can be given against. */
export const scorableFrameworks = (): string[] => FRAMEWORK_CODES.filter((code) => disclosuresOf(code).length > 0);

export type PageFrameworks = {
  /** The frameworks the benchmark shows, the main one first. */
  frameworks: string[];
  /** `selected`: the page's own choice; `all`: it chose none, so every framework is scored. */
  basis: "selected" | "all";
  /** The page's main framework (`framework_type`) when it is scored; else the summary averages. */
  main: string | null;
};

/** Which frameworks a page reports against: its `framework_type` first, then its framework selections; all when it chose none. */
export function pageFrameworks(page: { frameworkType: string | null; frameworks: readonly FrameworkSelection[] }): PageFrameworks {
  const scorable = new Set(scorableFrameworks());
  const chosen = [page.frameworkType, ...page.frameworks.map((f) => f.framework)].filter((code): code is string => Boolean(code));
  const unique = [...new Set(chosen)];
  if (unique.length === 0) return { frameworks: [...scorable], basis: "all", main: null };
  const frameworks = unique.filter((code) => scorable.has(code));
  return { frameworks, basis: "selected", main: page.frameworkType && scorable.has(page.frameworkType) ? page.frameworkType : null };
}
