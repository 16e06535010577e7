import type { AstroGlobal } from "astro";
import { type Locale, LOCALE_COOKIE, translator } from "../../i18n/index.ts";
import { SITE_URL } from "../config.ts";
import { CACHEABLE_HEADER } from "../page-cache.ts";
import { surrogateKeys } from "./cdn.ts";
import { localeOf, type PageLanguage, requestedPageLanguage } from "./language.ts";
import { type Loaded, PublicApiError, type PublicPage } from "./load.ts";

/**
 * What every public view does first: read the page in the language the visitor
 * asked for, turn an unreachable API into the "error" state, pick the interface
 * language from the page's own, and mark a full render cacheable.
 */
export async function readPublicView<T extends { page: PublicPage }>(Astro: AstroGlobal, read: (language: PageLanguage | undefined) => Promise<Loaded<T>>) {
  const requested = requestedPageLanguage(Astro.url.searchParams.get("lang"), Astro.cookies.get(LOCALE_COOKIE)?.value);
  let loaded: Loaded<T> | { state: "error" };
  try {
    loaded = await read(requested);
  } catch (error) {
    if (!(error instanceof PublicApiError)) throw error;
    loaded = { state: "error" };
  }
  const data = loaded.state === "ok" ? loaded.data : null;
  const locale: Locale = data ? localeOf(data.page.language) : Astro.locals.locale;
  if (data) {
    // The page's id tags the kept copy (purged when the page changes) and names it for a CDN.
    Astro.response.headers.set(CACHEABLE_HEADER, String(data.page.id));
    for (const [name, value] of surrogateKeys(data.page.id, data.page.handle)) Astro.response.headers.set(name, value);
  }
  const failure = loaded.state === "ok" ? ("not_found" as const) : loaded.state;
  return { data, failure, locale, t: translator(locale), origin: SITE_URL ?? Astro.url.origin };
}
