import type { Catalog } from "@greenpage/sdk";
import { serverApi } from "../server-api.ts";

export type { Catalog };

let cached: { at: number; catalog: Catalog } | null = null;
const TEN_MINUTES = 10 * 60 * 1000;

/** Frameworks and business categories for the filters; the catalogue changes with deployments only, so it is kept for ten minutes. */
export async function loadCatalog(): Promise<Catalog> {
  if (cached && Date.now() - cached.at < TEN_MINUTES) return cached.catalog;
  try {
    const catalog = await serverApi.catalog.get();
    cached = { at: Date.now(), catalog };
    return catalog;
  } catch {
    return cached?.catalog ?? { frameworks: [], business_categories: [], standard_initiatives: [] };
  }
}
