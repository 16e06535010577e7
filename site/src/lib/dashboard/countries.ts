/** Countries offered first when a page is created (any ISO 3166 code is valid to the API; these cover our users). */
export const COUNTRY_CODES = [
  "JP",
  "US",
  "GB",
  "AU",
  "CA",
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "SE",
  "DK",
  "NO",
  "FI",
  "CH",
  "AT",
  "BE",
  "IE",
  "NZ",
  "SG",
  "KR",
  "TW",
  "HK",
  "CN",
  "IN",
  "ID",
  "TH",
  "VN",
  "MY",
  "PH",
  "BR",
  "MX",
  "ZA",
  "AE",
] as const;

/** Codes with their names in the interface language, sorted by name. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
