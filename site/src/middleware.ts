import { defineMiddleware } from "astro:middleware";
import { createI18n, LOCALE_COOKIE, pickLocale } from "./i18n/index.ts";
import { loadSessionUser, signInRedirect } from "./lib/session.ts";

const PROTECTED = ["/dashboard"];
const ONE_YEAR = 60 * 60 * 24 * 365;

export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies, request } = context;
  if (url.pathname.startsWith("/api/")) return next();

  const query = url.searchParams.get("lang");
  const locale = pickLocale(query, cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (query) cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  context.locals.locale = locale;
  context.locals.t = createI18n(locale).t;

  if (PROTECTED.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
    const user = await loadSessionUser(request);
    if (!user) return context.redirect(signInRedirect(url), 302);
    context.locals.user = user;
  }
  return next();
});
