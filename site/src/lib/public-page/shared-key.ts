import { GRANT_COOKIE_PREFIX } from "@greenpage/sdk";
import { LOCALE_COOKIE } from "../../i18n/locales.ts";
import { requestedPageLanguage } from "./language.ts";

/** better-auth's session cookie: signed-in visitors (owners checking their edits) always get a fresh page. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** A visitor who passed an item's gate sees what others do not: never from, nor into, the shared cache. */
const GRANT_COOKIE = new RegExp(`(?:^|;\\s*)${GRANT_COOKIE_PREFIX}\\d+=`);
const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The remembered language (the site's language cookie), read straight from the header: a hit sets up no cookie jar. */
export function rememberedLocale(cookieHeader: string): string | undefined {
  const raw = LOCALE_COOKIE_VALUE.exec(cookieHeader)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where an anonymous view of this address is kept (middleware.ts, page-cache.ts): its path and the language
 * asked for (?lang= or the remembered one), all a public page's HTML depends on. `null` for a visitor who must
 * never share a view (a session: the owner checking their edits; a gate's grant) and for anything but GET and HEAD.
 */
export function sharedKey(method: string, url: URL, cookieHeader: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (SESSION_COOKIE.test(cookieHeader) || GRANT_COOKIE.test(cookieHeader)) return null;
  const language = requestedPageLanguage(url.searchParams.get("lang"), rememberedLocale(cookieHeader)) ?? "";
  return `${url.origin}${url.pathname}|${language}`;
}
