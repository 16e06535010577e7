import { and, asc, eq } from "drizzle-orm";
import { type LanguageCode, linkBlocks } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText, type TextLanguage } from "../../lib/localize.ts";
import { fileUrl } from "../../lib/storage.ts";
import type { PublicLinkBlock } from "./model.ts";

/** A published page's shown link blocks, in order, their text in the visitor's language (else the page's default). */
export async function listPublicLinkBlocks(
  ctx: AppContext,
  page: { id: number; defaultLanguage: LanguageCode },
  language: TextLanguage,
): Promise<PublicLinkBlock[]> {
  const rows = await ctx.db
    .select()
    .from(linkBlocks)
    .where(and(eq(linkBlocks.pageId, page.id), eq(linkBlocks.isHidden, false)))
    .orderBy(asc(linkBlocks.orderKey), asc(linkBlocks.id));
  return rows.map((row) => ({
    id: row.id,
    title: pickText(row.titleJson, language, page.defaultLanguage) ?? row.url,
    description: pickText(row.descriptionJson, language, page.defaultLanguage),
    url: row.url,
    icon: row.icon,
    thumbnail_url: fileUrl(ctx, row.thumbnail),
  }));
}
