import type { AppContext } from "../../lib/context.ts";
import { ApiError, notFound } from "../../lib/errors.ts";
import { escapeHtml } from "../../lib/html.ts";
import { pickText } from "../../lib/localize.ts";
import { findPublicContentRow, findPublishedPage, languageFor, type PublishedPage } from "../published-pages/lookup.ts";
import type { OEmbed, OEmbedQuery } from "./model.ts";
import { SHARE_IMAGE_SIZE } from "../share-images/render.ts";
import { type CardSource, shareImageUrl } from "../share-images/service.ts";
import { OEMBED_ERRORS } from "./errors.ts";
import { readPublished } from "../../lib/read-routing.ts";

/** The widget view's size when the consumer sets no bounds: the whole page, or one initiative's card. */
export const EMBED_SIZE = { width: 400, height: 600 } as const;
export const ITEM_EMBED_SIZE = { width: 400, height: 420 } as const;

type PageAddress = { key: string; contentId: number | null };

/**
 * `{site}/{handle}` or `{site}/{handle}/{content_id}` on the site's own
 * origin; a trailing slash, a query (`?lang=ja`) or a fragment is ignored.
 */
export function pageAddressOf(url: string, siteUrl: string): PageAddress | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(siteUrl).origin) return null;
  const [key, contentId, ...rest] = parsed.pathname.split("/").filter(Boolean);
  if (!key || rest.length > 0 || !/^[A-Za-z0-9_-]{1,30}$/.test(key)) return null;
  if (contentId === undefined) return { key, contentId: null };
  return /^\d{1,10}$/.test(contentId) ? { key, contentId: Number(contentId) } : null;
}

/** Unpublished pages are simply not found here: an embed must not reveal that a draft exists. */
async function publishedPageOrNotFound(ctx: AppContext, key: string): Promise<PublishedPage> {
  try {
    return await findPublishedPage(ctx, key);
  } catch (error) {
    if (error instanceof ApiError && error.code === "coming_soon") throw notFound();
    throw error;
  }
}

type Embedded = { title: string; frame: string; size: { width: number; height: number }; card: CardSource };

/** What the URL names: the page's widget view, or one initiative's card (its own title, frame and share image). */
async function embeddedOf(ctx: AppContext, page: PublishedPage, contentId: number | null): Promise<Embedded> {
  const language = languageFor(page, undefined);
  const card = { page, language: language.code, fallback: page.defaultLanguage };
  const name = pageName(page);
  const handle = encodeURIComponent(page.handle);
  if (contentId === null) return { title: name, frame: `${ctx.config.siteUrl}/widget/${handle}`, size: EMBED_SIZE, card };
  const item = await findPublicContentRow(ctx, page, contentId);
  const title = pickText(item.titleJson, language, page.defaultLanguage);
  return {
    title: title ? `${title} · ${name}` : name,
    frame: `${ctx.config.siteUrl}/widget/${handle}/${item.id}`,
    size: ITEM_EMBED_SIZE,
    card: { ...card, contentId: item.id, itemTitle: item.titleJson },
  };
}

const pageName = (page: PublishedPage) => pickText(page.nameJson, { code: page.defaultLanguage, unsupported: false }, page.defaultLanguage) ?? page.handle;

/**
 * The thumbnail is the share image (1200×630). oEmbed gives a thumbnail's URL,
 * width and height together or not at all, and it must fit `maxwidth` and
 * `maxheight`: a consumer asking for less gets none.
 */
function thumbnail(ctx: AppContext, card: CardSource, query: OEmbedQuery) {
  const { width, height } = SHARE_IMAGE_SIZE;
  if (width > (query.maxwidth ?? Infinity) || height > (query.maxheight ?? Infinity)) return {};
  return { thumbnail_url: shareImageUrl(ctx, card), thumbnail_width: width, thumbnail_height: height };
}

export async function embedFor(ctx: AppContext, query: OEmbedQuery, request?: Request): Promise<OEmbed> {
  if (query.format !== undefined && query.format !== "json") throw OEMBED_ERRORS.raise("not_implemented");
  const address = query.url ? pageAddressOf(query.url, ctx.config.siteUrl) : null;
  if (!address) throw notFound();
  const { reader, page } = await readPublished(ctx, request, (db) => publishedPageOrNotFound(db, address.key));
  const embedded = await embeddedOf(reader, page, address.contentId);
  const name = pageName(page);
  const width = Math.min(embedded.size.width, query.maxwidth ?? Infinity);
  const height = Math.min(embedded.size.height, query.maxheight ?? Infinity);
  // Marked as an embed: the frame's view and its links count under that source, not the popup widget's.
  const src = `${embedded.frame}?src=embed`;
  const html =
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" style="border:0" ` +
    `title="${escapeHtml(`${embedded.title} · Greenpage`)}" loading="lazy" allow="clipboard-write"></iframe>`;
  return {
    version: "1.0",
    type: "rich",
    provider_name: "Greenpage",
    provider_url: ctx.config.siteUrl,
    title: embedded.title,
    author_name: name,
    author_url: `${ctx.config.siteUrl}/${encodeURIComponent(page.handle)}`,
    html,
    width,
    height,
    ...thumbnail(ctx, embedded.card, query),
  };
}
