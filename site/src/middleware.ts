import type { APIContext, MiddlewareNext } from "astro";
import { defineMiddleware } from "astro:middleware";
import { GRANT_COOKIE_PREFIX } from "@greenpage/sdk";
import { LOCALE_COOKIE, pickLocale, translator } from "./i18n/index.ts";
import { PAGE_CACHE_SECONDS, SITE_URL } from "./lib/config.ts";
import { createPageCache } from "./lib/page-cache.ts";
import { requestedPageLanguage } from "./lib/public-page/language.ts";
import { framingPolicy, securityHeaders, withHeaders } from "./lib/security/headers.ts";
import { checkSession, signInRedirect } from "./lib/session.ts";
import { afterSignUp } from "./lib/after-sign-up.ts";

const PROTECTED = ["/dashboard", "/checkout"];
/** Rendered in place of a page that needs the API while it cannot be reached (the address stays, so reloading retries). */
const UNAVAILABLE_PAGE = "/unavailable";
const ONE_YEAR = 60 * 60 * 24 * 365;
const pageCache = createPageCache(PAGE_CACHE_SECONDS);
/** better-auth's session cookie: signed-in visitors (owners checking their edits) always get a fresh page. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
/** A visitor who passed an item's gate sees what others do not: never from, nor into, the shared cache. */
const GRANT_COOKIE = new RegExp(`(?:^|;\\s*)${GRANT_COOKIE_PREFIX}\\d+=`);

/** The widget's scripts answer for themselves (their own caching, no locale, no page cache). */
const isWidgetAsset = (path: string) => path === "/widget.js" || path.startsWith("/widget/v/");

export const onRequest = defineMiddleware(async (context, next) => {
  const { url } = context;
  if (url.pathname.startsWith("/api/") || isWidgetAsset(url.pathname)) {
    return withHeaders(await next(), securityHeaders(false, SITE_URL));
  }
  const response = await render(context, next);
  const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  return withHeaders(response, [...securityHeaders(html, SITE_URL), ...framingPolicy(url.pathname, response)]);
});

async function render(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { url, cookies, request } = context;

  const query = url.searchParams.get("lang");
  const locale = pickLocale(query, cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (query) cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  context.locals.locale = locale;
  context.locals.t = translator(locale);

  if (PROTECTED.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
    const session = await checkSession(request);
    if (session.state === "signed_out") return context.redirect(signInRedirect(url), 302);
    // The session stays; the owner sees the specification's "could not get your data" state and may reload.
    if (session.state === "unavailable") return next(UNAVAILABLE_PAGE);
    context.locals.user = session.user;
  }
  const cookieHeader = request.headers.get("cookie") ?? "";
  const withSession = SESSION_COOKIE.test(cookieHeader);
  if (withSession && !context.locals.user) {
    // The header shows a signed-in visitor their account (and a public page its owner the way to edit it).
    const session = await checkSession(request);
    if (session.state === "signed_in") context.locals.user = session.user;
  }
  if (url.pathname === "/signup" && context.locals.user) {
    // Signed in already (e.g. "Choose Plus" on the pricing page): no second account, straight on to what was chosen.
    return context.redirect(afterSignUp(url), 302);
  }
  if (request.method === "GET" && !withSession && !GRANT_COOKIE.test(cookieHeader)) {
    // A public page's HTML depends only on its path and the language asked for (?lang= or the remembered one).
    // Only requests without a session cookie read or fill the cache: an anonymous render never reaches
    // a signed-in visitor, and a render for a signed-in visitor (their header, "Edit page") never another.
    const language = requestedPageLanguage(query, cookies.get(LOCALE_COOKIE)?.value) ?? "";
    return pageCache.serve(`${url.origin}${url.pathname}|${language}`, () => next());
  }
  const response = await next();
  // What was drawn for one signed-in person is theirs: no shared cache (a proxy, a CDN) may keep it.
  if (!context.locals.user || response.headers.has("cache-control")) return response;
  return withHeaders(response, [["cache-control", "private, no-store"]]);
}
