import { createHash } from "node:crypto";
import type { LanguageCode } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText } from "../../lib/localize.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { renderShareImage, type ShareCard } from "./render.ts";

/** Bump when the card's layout changes: every image is drawn anew under new keys. */
const CARD_LAYOUT = 1;
const DEFAULT_COLOR = "#166534";
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** What a card is drawn from; its hash is the image's version, so any edit to these makes a new image. */
export type CardSource = {
  page: Pick<PageRow, "id" | "handle" | "nameJson" | "descriptionJson" | "logo" | "style">;
  /** The initiative's title map, for an initiative's card. */
  itemTitle?: PageRow["nameJson"] | undefined;
  contentId?: number | undefined;
  language: LanguageCode;
  fallback: LanguageCode;
};

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

type CardText = Omit<ShareCard, "logo"> & { logoKey: string | null };

function cardText(ctx: AppContext, source: CardSource): CardText {
  const text = (value: PageRow["nameJson"] | null | undefined) => pickText(value, { code: source.language, unsupported: false }, source.fallback);
  const style = source.page.style as Record<string, unknown>;
  const color = typeof style.primary_color === "string" && HEX.test(style.primary_color) ? style.primary_color.toLowerCase() : DEFAULT_COLOR;
  const title = source.itemTitle !== undefined ? text(source.itemTitle) : text(source.page.descriptionJson);
  return {
    name: text(source.page.nameJson) ?? source.page.handle,
    title: title ? title.replace(/\s+/g, " ").slice(0, 200) : null,
    color,
    onColor: luminance(color) > 0.35 ? "#111827" : "#ffffff",
    address: `${new URL(ctx.config.siteUrl).host}/${source.page.handle}`,
    logoKey: source.page.logo,
  };
}

/** The content version of a card: 32 hex digits of the hash of everything drawn, shaped as a storage key's uuid part. */
export function cardVersion(ctx: AppContext, source: CardSource): string {
  const hex = createHash("sha256")
    .update(JSON.stringify([CARD_LAYOUT, cardText(ctx, source)]))
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Where the card is served; `v` changes with the content, so the image can be cached for a year. */
export function shareImageUrl(ctx: AppContext, source: CardSource): string {
  const item = source.contentId === undefined ? "" : `contents/${source.contentId}/`;
  return `${ctx.config.siteUrl}/api/v1/businesses/public/${source.page.handle}/${item}share-image/?lang=${source.language}&v=${cardVersion(ctx, source)}`;
}

const drawing = new Map<string, Promise<Uint8Array>>();

/**
 * The card as PNG: drawn once per version and kept in storage (the uploads
 * folder under DATA_DIR, or the bucket) beside the page's files, so deleting
 * the page deletes its cards. Requests for a card being drawn wait for it.
 */
export async function shareImage(ctx: AppContext, source: CardSource): Promise<{ png: Uint8Array; version: string }> {
  const version = cardVersion(ctx, source);
  const key = `pages/${source.page.id}/share/${version}.png`;
  const stored = await ctx.storage.get(key);
  if (stored) return { png: stored.body, version };
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(ctx, source, key).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return { png: await pending, version };
}

async function draw(ctx: AppContext, source: CardSource, key: string): Promise<Uint8Array> {
  const { logoKey, ...text } = cardText(ctx, source);
  const logo = logoKey ? await ctx.storage.get(logoKey) : null;
  const png = await renderShareImage({ ...text, logo: logo ? { data: logo.body, contentType: logo.contentType } : null });
  await ctx.storage.put(key, png, "image/png");
  return png;
}
