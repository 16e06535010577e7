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

const countryLists = new Map<string, { code: string; name: string }[]>();

/** Every ISO 3166 region the runtime can name, sorted by its name in the visitor's language. */
export function countries(locale: string): { code: string; name: string }[] {
  let list = countryLists.get(locale);
  if (list) return list;
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  list = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code && name !== "Unknown Region" && !/^(?:AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(code)) list.push({ code, name });
    }
  }
  list.sort((x, y) => x.name.localeCompare(y.name, locale));
  countryLists.set(locale, list);
  return list;
}
