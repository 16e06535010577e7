import type { PublicBusiness, PublicContent } from "../../../../api/src/modules/public-pages/model.ts";
import { API_URL } from "../config.ts";

export type { PublicBusiness, PublicContent };
export type PublicCategory = { id: number | null; order_key: number; name: string; custom_contents: PublicContent[] };
export type PublicNews = {
  id: number;
  kind: string;
  title: string | null;
  body: string | null;
  date: string;
  starts_at: string | null;
  ends_at: string | null;
  location: string | null;
  link: string | null;
  image_url: string | null;
};
export type PageBundle = { page: PublicBusiness; categories: PublicCategory[]; news: PublicNews[] };

/** What a public read can come to: the page, or one of the two states a visitor is told about. */
export type Loaded<T> = { state: "ok"; data: T } | { state: "coming_soon" } | { state: "not_found" };

/** The API could not be reached or failed: the page shows a friendly error, never a stack. */
export class PublicApiError extends Error {}

const HANDLE = /^[A-Za-z0-9_-]{4,30}$/;
/** News and events shown on the page itself. */
const NEWS_ON_PAGE = 10;

async function read<T>(path: string): Promise<Loaded<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/api/v1${path}`, { headers: { accept: "application/json" } });
  } catch {
    throw new PublicApiError("api_unavailable");
  }
  if (response.status === 404) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    return { state: body?.code === "coming_soon" ? "coming_soon" : "not_found" };
  }
  if (!response.ok) throw new PublicApiError(`api_${response.status}`);
  return { state: "ok", data: (await response.json()) as T };
}

const langQuery = (lang: string | undefined) => (lang ? `lang=${encodeURIComponent(lang)}` : "");

/** Everything `/{handle}` renders, in one read. */
export async function loadPageBundle(handle: string, lang: string | undefined): Promise<Loaded<PageBundle>> {
  if (!HANDLE.test(handle)) return { state: "not_found" };
  const loaded = await read<{ page: PublicBusiness; categories: PublicCategory[]; news: { results: PublicNews[] } }>(
    `/businesses/public/${encodeURIComponent(handle)}/page/?news_page_size=${NEWS_ON_PAGE}&${langQuery(lang)}`,
  );
  if (loaded.state !== "ok") return loaded;
  return { state: "ok", data: { ...loaded.data, news: loaded.data.news.results } };
}

/** `/{handle}/{content_id}`: the page's display fields and the one content (opened by `grant` when its gate was passed). */
export async function loadPageContent(
  handle: string,
  contentId: string,
  lang: string | undefined,
  grant?: string,
): Promise<Loaded<{ page: PublicBusiness; content: PublicContent }>> {
  if (!HANDLE.test(handle) || !/^\d{1,9}$/.test(contentId)) return { state: "not_found" };
  const base = `/businesses/public/${encodeURIComponent(handle)}`;
  const q = langQuery(lang);
  const opened = grant ? `&grant=${encodeURIComponent(grant)}` : "";
  const [page, content] = await Promise.all([read<PublicBusiness>(`${base}/?${q}`), read<PublicContent>(`${base}/contents/${contentId}/?${q}${opened}`)]);
  if (page.state !== "ok") return page;
  if (content.state !== "ok") return { state: "not_found" };
  return { state: "ok", data: { page: page.data, content: content.data } };
}
