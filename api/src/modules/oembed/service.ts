import type { AppContext } from "../../lib/context.ts";
import { ApiError, notFound } from "../../lib/errors.ts";
import { escapeHtml } from "../../lib/html.ts";
import { pickText } from "../../lib/localize.ts";
import { findPublishedPage, languageFor, type PublishedPage } from "../published-pages/lookup.ts";
import { getPublicContent } from "../public-pages/service.ts";
import type { OEmbed, OEmbedQuery } from "./model.ts";
import { fileUrl } from "../../lib/storage.ts";
import { OEMBED_ERRORS } from "./errors.ts";

/** The widget view's size when the consumer sets no bounds. */
export const EMBED_SIZE = { width: 400, height: 600 } as const;

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

export async function embedFor(ctx: AppContext, query: OEmbedQuery): Promise<OEmbed> {
  if (query.format !== undefined && query.format !== "json") throw OEMBED_ERRORS.raise("not_implemented");
  const address = query.url ? pageAddressOf(query.url, ctx.config.siteUrl) : null;
  if (!address) throw notFound();
  const page = await publishedPageOrNotFound(ctx, address.key);
  if (address.contentId !== null) await getPublicContent(ctx, page, address.contentId, languageFor(page, undefined));

  const { siteUrl } = ctx.config;
  const handle = page.handle;
  const name = pickText(page.nameJson, { code: page.defaultLanguage, unsupported: false }, page.defaultLanguage) ?? handle;
  const width = Math.min(EMBED_SIZE.width, query.maxwidth ?? Infinity);
  const height = Math.min(EMBED_SIZE.height, query.maxheight ?? Infinity);
  // Marked as an embed: the frame's view and its links count under that source, not the popup widget's.
  const src = `${siteUrl}/widget/${encodeURIComponent(handle)}?src=embed`;
  const html =
    `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" style="border:0" ` +
    `title="${escapeHtml(`${name} · Greenpage`)}" loading="lazy" allow="clipboard-write"></iframe>`;
  const logo = fileUrl(ctx, page.logo);
  return {
    version: "1.0",
    type: "rich",
    provider_name: "Greenpage",
    provider_url: siteUrl,
    title: name,
    author_name: name,
    author_url: `${siteUrl}/${encodeURIComponent(handle)}`,
    html,
    width,
    height,
    ...(logo ? { thumbnail_url: logo } : {}),
  };
}
