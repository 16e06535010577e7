import { defineMiddleware } from "astro:middleware";
import { GRANT_COOKIE_PREFIX } from "../../api/src/modules/gates/grants.ts";
import { LOCALE_COOKIE, pickLocale, translator } from "./i18n/index.ts";
import { PAGE_CACHE_SECONDS } from "./lib/config.ts";
import { createPageCache } from "./lib/page-cache.ts";
import { requestedPageLanguage } from "./lib/public-page/language.ts";
import { loadSessionUser, signInRedirect } from "./lib/session.ts";

const PROTECTED = ["/dashboard"];
const ONE_YEAR = 60 * 60 * 24 * 365;
const pageCache = createPageCache(PAGE_CACHE_SECONDS);
/** better-auth's session cookie: signed-in visitors (owners checking their edits) always get a fresh page. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** A visitor who passed an item's gate sees what others do not: never from, nor into, the shared cache. */
const GRANT_COOKIE = new RegExp(`(?:^|;\\s*)${GRANT_COOKIE_PREFIX}\\d+=`);

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies, request } = context;
  if (url.pathname.startsWith("/api/")) return next();

  const query = url.searchParams.get("lang");
  const locale = pickLocale(query, cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (query) cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  context.locals.locale = locale;
  context.locals.t = translator(locale);

  if (PROTECTED.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
    const user = await loadSessionUser(request);
    if (!user) return context.redirect(signInRedirect(url), 302);
    context.locals.user = user;
  }
  const cookieHeader = request.headers.get("cookie") ?? "";
  if (request.method === "GET" && !SESSION_COOKIE.test(cookieHeader) && !GRANT_COOKIE.test(cookieHeader)) {
    // A public page's HTML depends only on its path and the language asked for (?lang= or the remembered one).
    const language = requestedPageLanguage(query, cookies.get(LOCALE_COOKIE)?.value) ?? "";
    return pageCache.serve(`${url.origin}${url.pathname}|${language}`, () => next());
  }
  return next();
});
