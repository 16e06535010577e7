import { and, eq, sql } from "drizzle-orm";
import { contents, type LanguageCode, languageCodeOfId } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText } from "../../lib/localize.ts";
import type { PageRow } from "../../lib/page-access.ts";
import { limitsFor, pagePlanCode, planLimit } from "../../lib/plans/index.ts";
import { pageDisclosures } from "../frameworks/page-disclosures.ts";
import { buildGriIndex, type GriIndex } from "./gri-index.ts";
import { griIndexPdf } from "./gri-index-pdf.ts";
import { griIndexCsv, griIndexHtml } from "./gri-index-render.ts";
import { BENCHMARK_MESSAGES } from "./messages.ts";
import type { GriIndexFormat } from "./model.ts";

/** The reporting period starts at the page's earliest published initiative (its issue date, else when it was added). */
async function periodStart(ctx: AppContext, pageId: number, today: string): Promise<string> {
  const [row] = await ctx.db
    .select({ from: sql<string | null>`min(coalesce(${contents.issueDate}, (${contents.createdAt} at time zone 'UTC')::date))::text` })
    .from(contents)
    .where(and(eq(contents.pageId, pageId), eq(contents.isPublished, true)));
  return row?.from && row.from < today ? row.from : today;
}

/** A page's GRI content index (the plan must include `content_index`: else 403 `plan_limit`). */
export async function griIndexOf(
  ctx: AppContext,
  page: PageRow,
  language: LanguageCode | undefined,
  today: string,
): Promise<{ index: GriIndex; name: string }> {
  if (!limitsFor(await pagePlanCode(ctx.db, page.id)).content_index) throw planLimit(BENCHMARK_MESSAGES.contentIndex);
  const fallback = languageCodeOfId(page.defaultLanguageId);
  const lang = language ?? fallback;
  const name = pickText(page.nameJson, { code: lang, unsupported: false }, fallback) ?? page.handle;
  const gri = page.frameworks.find((f) => f.framework === "gri");
  const [items, from] = await Promise.all([pageDisclosures(ctx.db, page.id), periodStart(ctx, page.id, today)]);
  const index = buildGriIndex({
    page: { name, handle: page.handle, griTopics: gri && gri.categories.length > 0 ? gri.categories : null },
    items,
    language: lang,
    siteUrl: ctx.config.siteUrl,
    today,
    from,
  });
  return { index, name };
}

const TYPES: Record<GriIndexFormat, string> = { html: "text/html; charset=utf-8", csv: "text/csv; charset=utf-8", pdf: "application/pdf" };

/** The index as a download in `format`, named `gri-content-index-<handle>-<day>.<format>`. */
export async function griIndexDownload(ctx: AppContext, page: PageRow, format: GriIndexFormat, language: LanguageCode | undefined, today: string) {
  const { index, name } = await griIndexOf(ctx, page, language, today);
  const body = format === "pdf" ? new Uint8Array(await griIndexPdf(index, name)) : format === "csv" ? griIndexCsv(index) : griIndexHtml(index);
  return new Response(body, {
    headers: {
      "content-type": TYPES[format],
      "content-disposition": `attachment; filename="gri-content-index-${page.handle}-${today}.${format}"`,
      "cache-control": "private, no-store",
    },
  });
}
