import type { LanguageCode } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText, type TextLanguage } from "../../lib/localize.ts";
import { fileUrl } from "../../lib/storage.ts";
import { preparedPublicQueries } from "../published-pages/queries.ts";
import type { PublicLinkBlock } from "./model.ts";

/** A published page's shown link blocks, in order, their text in the visitor's language (else the page's default). */
export async function listPublicLinkBlocks(
  ctx: AppContext,
  page: { id: number; defaultLanguage: LanguageCode },
  language: TextLanguage,
): Promise<PublicLinkBlock[]> {
  const rows = await preparedPublicQueries(ctx.db).linkBlockList.execute({ pageId: page.id });
  return rows.map((row) => ({
    id: row.id,
    title: pickText(row.titleJson, language, page.defaultLanguage) ?? row.url,
    description: pickText(row.descriptionJson, language, page.defaultLanguage),
    url: row.url,
    icon: row.icon,
    thumbnail_url: fileUrl(ctx, row.thumbnail),
  }));
}
