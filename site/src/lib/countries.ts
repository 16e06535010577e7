import { COUNTRY_CODES } from "@greenpage/sdk";

export type CountryOption = { code: string; name: string };

const lists = new Map<string, CountryOption[]>();

/**
 * The countries a page may give, named in the interface language and sorted by
 * name: the API's list (from the SDK), so creation, Page settings and Explore
 * offer the same ones. Built on the server: the browser's ICU may name regions
 * differently and break hydration.
 */
export function countryOptions(locale: string): CountryOption[] {
  let list = lists.get(locale);
  if (list) return list;
  const names = new Intl.DisplayNames([locale], { type: "region" });
  list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  lists.set(locale, list);
  return list;
}

/** A saved code's name: one of the list, or (a code an old page kept, such as IC) whatever the runtime calls it. */
export function countryName(locale: string, code: string | null): string | null {
  if (!code) return null;
  const known = countryOptions(locale).find((c) => c.code === code);
  if (known) return known.name;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
