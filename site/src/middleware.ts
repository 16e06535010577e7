import type { APIContext, MiddlewareNext } from "astro";
import { defineMiddleware } from "astro:middleware";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, localeSetCookie, matchLocale, pickLocale, translator } from "./i18n/index.ts";
import { API_URL, PAGE_CACHE_SECONDS, SITE_URL } from "./lib/config.ts";
import { keptPagesHandler, offerKeptPages } from "./lib/kept-pages.ts";
import { answer, type CachedPage, createPageCache } from "./lib/page-cache.ts";
import { followPageChanges } from "./lib/page-changes.ts";
import { privateView, sharedHeaders, sharedView } from "./lib/public-page/cdn.ts";
import { SESSION_COOKIE, sharedKey } from "./lib/public-page/shared-key.ts";
import { framingPolicy, securityHeaders, withHeaders } from "./lib/security/headers.ts";
import { checkSession, signInRedirect } from "./lib/session.ts";
import { afterSignUp } from "./lib/after-sign-up.ts";

const PROTECTED = ["/dashboard", "/checkout"];
/** Rendered in place of a page that needs the API while it cannot be reached (the address stays, so reloading retries). */
const UNAVAILABLE_PAGE = "/unavailable";
const pageCache = createPageCache(PAGE_CACHE_SECONDS);
/** Whether the API's page-change stream is up: only then may a kept page be trusted to be purged on change. */
let changesFollowed = false;
let following = false;
/** Starts on the first request (not at import: a build or a test importing this module opens no connection). */
function followChanges() {
  if (following || PAGE_CACHE_SECONDS <= 0) return;
  following = true;
  followPageChanges(`${API_URL}/api/internal/page-changes`, {
    onReady() {
      pageCache.clear();
      changesFollowed = true;
    },
    onChange: (pageId) => (pageId === null ? pageCache.clear() : pageCache.purge(String(pageId))),
    onLost() {
      changesFollowed = false;
      pageCache.clear();
    },
  });
}
/**
 * The kept copy of an anonymous view, while fresh and while changes are followed. Its headers, security ones
 * included, were finished when it was kept. `?lang=` also remembers the language (a cookie): inside Astro that
 * takes the long way (prepare() sets it); in front of Astro, the kept-pages handler below sets it itself.
 */
function keptPage(url: URL, key: string): CachedPage | undefined {
  return changesFollowed && !url.searchParams.has("lang") ? pageCache.fresh(key) : undefined;
}
offerKeptPages(
  keptPagesHandler((method, url, cookieHeader) => {
    const key = sharedKey(method, url, cookieHeader);
    if (key === null) return undefined;
    const query = url.searchParams.get("lang");
    if (query === null) {
      const page = keptPage(url, key);
      return page && { page };
    }
    // `?lang=` naming a language (the key's language): its kept page, and the cookie prepare() would set, whose
    // value is that language whatever the visitor sent, so the answer is the same for everyone asking this
    // address. Any other `?lang=` remembers a language from the visitor's cookie or browser: the long way.
    const locale = matchLocale(query);
    const page = locale && changesFollowed ? pageCache.fresh(key) : undefined;
    return locale && page ? { page, setCookie: localeSetCookie(locale) } : undefined;
  }),
);

/** The widget's scripts answer for themselves (their own caching, no locale, no page cache). */
const isWidgetAsset = (path: string) => path === "/widget.js" || path.startsWith("/widget/v/");

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  if (url.pathname.startsWith("/api/") || isWidgetAsset(url.pathname)) {
    return withHeaders(await next(), securityHeaders(false, SITE_URL));
  }
  const key = sharedKey(request.method, url, request.headers.get("cookie") ?? "");
  if (key !== null) {
    followChanges();
    // Behind site/server.mjs a hit never gets here; run any other way (entry.mjs alone), it is answered
    // before anything else is set up all the same.
    const page = keptPage(url, key);
    if (page) return answer(page, request.method, request.headers.get("if-none-match"));
  }
  const early = await prepare(context, next);
  if (early) return finish(early, url.pathname);
  if (key !== null) {
    // Only requests without a session cookie or a grant read or fill the cache: an anonymous render never
    // reaches a signed-in visitor, and a render for a signed-in visitor (their header, "Edit page") never another.
    // Kept pages are used only while page changes are followed, so an edit anywhere shows at once.
    const draw = async () => finish(sharedHeaders(await next()), url.pathname);
    return sharedView(changesFollowed ? await pageCache.serve(key, draw) : await draw(), request);
  }
  const response = privateView(await next());
  // What was drawn for one signed-in person is theirs: no shared cache (a proxy, a CDN) may keep it.
  if (!context.locals.user || response.headers.has("cache-control")) return finish(response, url.pathname);
  return finish(withHeaders(response, [["cache-control", "private, no-store"]]), url.pathname);
});

/** The security headers of a page or a file as sent, whether drawn now or kept in the page cache. */
function finish(response: Response, path: string): Response {
  const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  return withHeaders(response, [...securityHeaders(html, SITE_URL), ...framingPolicy(path, response)]);
}

/**
 * Sets up a request that is drawn: its language and the signed-in visitor. Answers at once (a redirect,
 * the unavailable page) when the request goes no further.
 */
async function prepare(context: APIContext, next: MiddlewareNext): Promise<Response | undefined> {
  const { url, cookies, request } = context;

  const query = url.searchParams.get("lang");
  const locale = pickLocale(query, cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (query) cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  context.locals.locale = locale;
  context.locals.t = translator(locale);

  if (PROTECTED.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
    const session = await checkSession(request);
    if (session.state === "signed_out") return context.redirect(signInRedirect(url), 302);
    // The session stays; the owner sees the specification's "could not get your data" state and may reload.
    if (session.state === "unavailable") return next(UNAVAILABLE_PAGE);
    context.locals.user = session.user;
  }
  if (SESSION_COOKIE.test(request.headers.get("cookie") ?? "") && !context.locals.user) {
    // The header shows a signed-in visitor their account (and a public page its owner the way to edit it).
    const session = await checkSession(request);
    if (session.state === "signed_in") context.locals.user = session.user;
  }
  if (url.pathname === "/signup" && context.locals.user) {
    // Signed in already (e.g. "Choose Plus" on the pricing page): no second account, straight on to what was chosen.
    return context.redirect(afterSignUp(url), 302);
  }
  return undefined;
}
