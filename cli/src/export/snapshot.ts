import {
  type Content,
  type DownloadedFile,
  type GreenpageClient,
  type Id,
  isNotFound,
  type LinkBlock,
  type NewsItem,
  type OwnedPage,
  type PageLanguage,
} from "@greenpage/sdk";
import type { Progress } from "./progress.ts";
import { loadReference, type Reference } from "./reference.ts";

export type SnapshotCategory = { id: number; order_key: number; name_json: Record<string, string> };

/** Everything the owner's API says about one page, and the stored files an export needs. */
export type PageSnapshot = {
  page: OwnedPage;
  languages: PageLanguage[];
  /** The page's own categories in order; News (no id) is not among them. */
  categories: SnapshotCategory[];
  /** The name of the default News category, as the server gives it. */
  newsCategoryName: Record<string, string>;
  /** In display order: categories by their order, News last, then each list's order. */
  contents: Content[];
  /** Newest first. */
  news: NewsItem[];
  /** In page order. */
  linkBlocks: LinkBlock[];
  reference: Reference;
  /** Downloaded files by storage key. */
  files: Map<string, DownloadedFile>;
};

const NEWS_PAGE_SIZE = 100;

async function allNews(client: GreenpageClient, pageId: Id): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (let page = 1; ; page++) {
    const list = await client.news.list(pageId, { page, page_size: NEWS_PAGE_SIZE });
    items.push(...list.results);
    if (list.results.length < NEWS_PAGE_SIZE || items.length >= Number(list.count)) return items;
  }
}

/** Reads the page's data through the owner's calls (files not yet downloaded). */
export async function readPage(client: GreenpageClient, page: OwnedPage): Promise<PageSnapshot> {
  const [languages, categories, contents, news, linkBlocks, reference] = await Promise.all([
    client.languages.list(page.id),
    client.categories.list(page.id),
    client.contents.list(page.id),
    allNews(client, page.id),
    client.linkBlocks.list(page.id),
    loadReference(client),
  ]);
  const own = categories.flatMap((c) => (c.id === null ? [] : [{ id: Number(c.id), order_key: Number(c.order_key), name_json: c.name_json }]));
  const newsCategory = categories.find((c) => c.id === null);
  return {
    page,
    languages,
    categories: own,
    newsCategoryName: newsCategory?.name_json ?? { en: "News" },
    contents,
    news,
    linkBlocks,
    reference,
    files: new Map(),
  };
}

/**
 * Downloads the files with these keys into the snapshot, one by one with the
 * bar. A file the server no longer has is left out with a warning (the
 * export stays usable); any other failure stops the export.
 */
export async function downloadFiles(
  client: GreenpageClient,
  snapshot: PageSnapshot,
  keys: readonly string[],
  progress: Progress,
  warn: (message: string) => void,
): Promise<void> {
  if (keys.length === 0) return;
  progress.start(keys.length, "downloading files");
  for (const key of keys) {
    try {
      snapshot.files.set(key, await client.files.download(key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      warn(`The file ${key} is missing on the server; it is left out of the export.`);
    }
    progress.tick();
  }
  progress.stop();
}
