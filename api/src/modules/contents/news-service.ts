import { checkPageRoom } from "../../lib/plans/index.ts";
import { lockPage } from "./ordering.ts";
import { and, count, desc, eq } from "drizzle-orm";
import { news } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { blankToNull, cleanLocalized, cleanUrl, definedOnly, RULES } from "../../lib/validate.ts";
import { CONTENT_MESSAGES } from "./messages.ts";
import type { NewsBody, NewsItem } from "./model.ts";
import { cleanImageKey, fileUrl } from "../../lib/storage.ts";

type NewsRow = typeof news.$inferSelect;

export function toNewsView(ctx: AppContext, row: NewsRow): NewsItem {
  return {
    id: row.id,
    business_id: row.pageId,
    kind: row.kind,
    title_json: row.titleJson as Record<string, string>,
    body_json: row.bodyJson as Record<string, string>,
    date: row.publishedAt.toISOString(),
    starts_at: row.eventStartsAt?.toISOString() ?? null,
    ends_at: row.eventEndsAt?.toISOString() ?? null,
    location: row.location,
    link: row.link,
    image: row.image,
    image_url: fileUrl(ctx, row.image),
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function cleanDateTime(errors: FieldErrorCollector, field: string, value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null || value === "") return value === "" ? null : value;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    errors.add(field, CONTENT_MESSAGES.dateTime);
    return undefined;
  }
  return date;
}

function cleanNews(pageId: number, body: NewsBody, existing?: NewsRow) {
  const errors = new FieldErrorCollector();
  const values = definedOnly({
    titleJson: cleanLocalized(errors, "title_json", body.title_json ?? (existing ? undefined : {}), { required: true }) ?? undefined,
    bodyJson: cleanLocalized(errors, "body_json", body.body_json) ?? undefined,
    publishedAt: cleanDateTime(errors, "date", body.date) ?? undefined,
    eventStartsAt: cleanDateTime(errors, "starts_at", body.starts_at),
    eventEndsAt: cleanDateTime(errors, "ends_at", body.ends_at),
    location: blankToNull(body.location),
    link: cleanUrl(errors, "link", body.link),
    image: cleanImageKey(errors, "image", pageId, body.image),
    isPublished: body.is_published,
  }) as Partial<typeof news.$inferInsert>;
  if (body.kind !== undefined) values.kind = body.kind;
  const kind = values.kind ?? existing?.kind ?? "news";
  const starts = values.eventStartsAt !== undefined ? values.eventStartsAt : existing?.eventStartsAt;
  const ends = values.eventEndsAt !== undefined ? values.eventEndsAt : existing?.eventEndsAt;
  if (kind === "event" && !starts && !errors.fields.starts_at) errors.add("starts_at", RULES.required);
  if (starts && ends && ends.getTime() < starts.getTime()) errors.add("ends_at", CONTENT_MESSAGES.eventEnd);
  errors.throwIfAny();
  return values;
}

async function findNews(ctx: AppContext, pageId: number, newsId: number): Promise<NewsRow> {
  rowIdOrNotFound(newsId);
  const [row] = await ctx.db
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.pageId, pageId)));
  if (!row) throw notFound();
  return row;
}

export async function listNews(ctx: AppContext, pageId: number, window: { pageSize: number; offset: number }, publishedOnly = false) {
  const where = publishedOnly ? and(eq(news.pageId, pageId), eq(news.isPublished, true)) : eq(news.pageId, pageId);
  const [total, rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(news).where(where),
    ctx.db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(window.pageSize).offset(window.offset),
  ]);
  return { count: total[0]?.n ?? 0, results: rows.map((row) => toNewsView(ctx, row)) };
}

export async function createNews(ctx: AppContext, pageId: number, body: NewsBody): Promise<NewsItem> {
  const values = cleanNews(pageId, body);
  const row = await ctx.db.transaction(async (tx) => {
    await lockPage(tx, pageId);
    await checkPageRoom(tx, pageId, "news_posts");
    const [inserted] = await tx
      .insert(news)
      .values({ ...values, pageId })
      .returning();
    return inserted!;
  });
  return toNewsView(ctx, row);
}

export async function updateNews(ctx: AppContext, pageId: number, newsId: number, body: NewsBody): Promise<NewsItem> {
  const existing = await findNews(ctx, pageId, newsId);
  const values = cleanNews(pageId, body, existing);
  const [row] = await ctx.db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(news.id, newsId))
    .returning();
  return toNewsView(ctx, row!);
}

export async function deleteNews(ctx: AppContext, pageId: number, newsId: number): Promise<void> {
  await findNews(ctx, pageId, newsId);
  await ctx.db.delete(news).where(eq(news.id, newsId));
}
