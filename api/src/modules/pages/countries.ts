import isoCountries from "i18n-iso-countries";

/**
 * The countries a page may give: ISO 3166-1 alpha-2 as maintained by
 * `i18n-iso-countries` (only its codes are used; names come from
 * `Intl.DisplayNames` where they are shown). The runtime's ICU is not the
 * list: it also names withdrawn codes (DD, SU, UK, YU…), so a country would
 * appear two or three times. The user-assigned codes some lists carry (XK for
 * Kosovo) are not ISO's and are left out.
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(isoCountries.getAlpha2Codes())
  .filter((code) => !/^(?:AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code))
  .sort();

const CURRENT = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string) => CURRENT.has(code);

/**
 * Codes a page may have been saved with before the list above was enforced
 * (the API once took anything the runtime could name), each with the current
 * country it became — CLDR's own aliases, so the runtime already named them so
 * (SU "Russia", DD "Germany"). Other codes the runtime names (EU, IC "Canary
 * Islands") are no country of the list: a page keeps and shows them as saved.
 */
export const WITHDRAWN_COUNTRIES: Readonly<Record<string, string>> = {
  AN: "CW",
  BU: "MM",
  CS: "RS",
  DD: "DE",
  DY: "BJ",
  FX: "FR",
  HV: "BF",
  NH: "VU",
  RH: "ZW",
  SU: "RU",
  TP: "TL",
  UK: "GB",
  VD: "VN",
  YD: "YE",
  YU: "RS",
  ZR: "CD",
};

/** A saved code as Explore shows and filters it: a withdrawn code as its successor. */
export const currentCountry = (code: string | null) => (code ? (WITHDRAWN_COUNTRIES[code] ?? code) : null);

/** The saved codes that mean `code` today: itself and the withdrawn codes it replaced. */
export const countryAliases = (code: string) => [code, ...Object.keys(WITHDRAWN_COUNTRIES).filter((old) => WITHDRAWN_COUNTRIES[old] === code)];
