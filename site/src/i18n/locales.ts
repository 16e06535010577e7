/** The interface languages and how a request picks one: no strings here, so any bundle may import it. */
export const LOCALES = ["en-US", "ja-JP"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
/** Essential cookie remembering the interface language (1 year, path /). */
export const LOCALE_COOKIE = "lang";
/** How `?lang=` remembers the language it names (the middleware sets the cookie with these). */
export const LOCALE_COOKIE_OPTIONS = { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" } as const;

/**
 * The `Set-Cookie` header Astro writes for `cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS)`
 * (the `cookie` package's serialization, attributes in its order): what a kept page answered in front of
 * Astro sends to `?lang=` (kept-pages.ts). page-cache.e2e.ts holds the two to the same bytes.
 */
export function localeSetCookie(locale: Locale): string {
  const { path, maxAge, sameSite } = LOCALE_COOKIE_OPTIONS;
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
}

/** `ja`, `ja-JP`, `en`… → a supported locale, or null. */
export function matchLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith("ja")) return "ja-JP";
  if (lower.startsWith("en")) return "en-US";
  return null;
}

/** ?lang= wins, then the remembered cookie, then the browser's Accept-Language. */
export function pickLocale(query: string | null, cookie: string | undefined, acceptLanguage: string | null): Locale {
  const fromHeader = (acceptLanguage ?? "")
    .split(",")
    .map((part) => matchLocale(part.split(";")[0]?.trim()))
    .find((l): l is Locale => l !== null);
  return matchLocale(query) ?? matchLocale(cookie) ?? fromHeader ?? DEFAULT_LOCALE;
}
