import type { Locale } from "../../i18n/locales.ts";

/**
 * Formatters are costly to build (an `Intl.DateTimeFormat` takes longer than
 * the render of a whole initiative card) and never change: one per locale,
 * made on first use and shared by every render.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }));
const wholeNumber = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const oneDecimal = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A calendar date (YYYY-MM-DD) or timestamp in the visitor's language; dates stay on their day in every time zone. */
export function formatDate(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale).format(date);
}

/** Bytes as a short size (attachments). */
export function formatSize(bytes: number, locale: Locale): string {
  const units = ["B", "KB", "MB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${(unit === 0 ? wholeNumber : oneDecimal)(locale).format(value)} ${units[unit]}`;
}
