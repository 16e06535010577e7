import { GreenpageError, type PublicContent, type PublicPage, type PublicPageView } from "@greenpage/sdk";
import { serverApi } from "../server-api.ts";

export type { PublicPage };
export type PublicCategory = PublicPageView["categories"][number];
export type PublicNews = PublicPageView["news"]["results"][number];
export type { PublicContent };
export type PageBundle = { page: PublicPage; link_blocks: PublicPageView["link_blocks"]; categories: PublicCategory[]; news: PublicNews[] };

/** What a public read can come to: the page, or one of the two states a visitor is told about. */
export type Loaded<T> = { state: "ok"; data: T } | { state: "coming_soon" } | { state: "not_found" };

/** The API could not be reached or failed: the page shows a friendly error, never a stack. */
export class PublicApiError extends Error {}

const HANDLE = /^[A-Za-z0-9_-]{4,30}$/;
/** News and events shown on the page itself. */
const NEWS_ON_PAGE = 10;

/** A read's data, or the visitor-facing state of its 404; anything else is the API failing. */
async function read<T>(pending: Promise<T>): Promise<Loaded<T>> {
  try {
    return { state: "ok", data: await pending };
  } catch (error) {
    if (error instanceof GreenpageError && (error.kind === "coming_soon" || error.kind === "not_found")) return { state: error.kind };
    throw new PublicApiError(error instanceof GreenpageError ? `api_${error.status || "unavailable"}` : "api_unavailable");
  }
}

const langQuery = (lang: string | undefined) => (lang ? { lang } : {});

/** Everything `/{handle}` renders, in one read. */
export async function loadPageBundle(handle: string, lang: string | undefined): Promise<Loaded<PageBundle>> {
  if (!HANDLE.test(handle)) return { state: "not_found" };
  const loaded = await read(serverApi.pages.view(handle, { news_page_size: NEWS_ON_PAGE, ...langQuery(lang) }));
  if (loaded.state !== "ok") return loaded;
  return { state: "ok", data: { ...loaded.data, news: loaded.data.news.results } };
}

/** A page's display fields alone (the report form names the page it is about). */
export async function loadPublicPage(handle: string, lang: string | undefined): Promise<Loaded<PublicPage>> {
  if (!HANDLE.test(handle)) return { state: "not_found" };
  return read(serverApi.pages.get(handle, langQuery(lang)));
}

/** `/{handle}/{content_id}`: the page's display fields and the one content (opened by `grant` when its gate was passed). */
export async function loadPageContent(
  handle: string,
  contentId: string,
  lang: string | undefined,
  grant?: string,
): Promise<Loaded<{ page: PublicPage; content: PublicContent; credential: Record<string, unknown> | null }>> {
  if (!HANDLE.test(handle) || !/^\d{1,9}$/.test(contentId)) return { state: "not_found" };
  const [page, content] = await Promise.all([
    read(serverApi.pages.get(handle, langQuery(lang))),
    read(serverApi.pages.content(handle, contentId, { ...langQuery(lang), ...(grant ? { grant } : {}) })),
  ]);
  if (page.state !== "ok") return page;
  if (content.state !== "ok") return { state: "not_found" };
  return { state: "ok", data: { page: page.data, content: content.data, credential: await publicCredential(handle, content.data) } };
}

/**
 * A Verified public item's signed credential, embedded in its page for the
 * Verify panel and for crawlers. Only Verified items have one, so only they
 * pay for the read; a failure to read it leaves the page without it.
 */
async function publicCredential(handle: string, content: PublicContent): Promise<Record<string, unknown> | null> {
  if (content.evidence_state !== "verified" || content.access !== "public" || content.is_locked) return null;
  return serverApi.pages.credential(handle, content.id).catch(() => null);
}
