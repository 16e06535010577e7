import type { Business } from "../../../lib/dashboard/api.ts";
import type { PageLanguage } from "../form/LocalizedInputs.tsx";

/** The page's enabled languages, its default first: the languages its text is written in. */
export function pageLanguages(page: Business): PageLanguage[] {
  const enabled = page.languages.filter((l) => l.is_enabled).map((l) => l.code as PageLanguage);
  const first = page.default_language as PageLanguage;
  return [first, ...enabled.filter((c) => c !== first)];
}

/** Keeps only the languages written in, so an empty field never reaches the API as "". */
export function filled(value: Partial<Record<string, string>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(value ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}
