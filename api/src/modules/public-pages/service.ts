import { and, asc, eq, sql } from "drizzle-orm";
import { businesses, contentCategories, contents, type LanguageCode } from "@greenpage/db/schema";
import type { AppContext } from "../../context.ts";
import { ApiError, notFound } from "../../lib/errors.ts";
import { chooseLanguage, pickText, type TextLanguage } from "../../lib/localize.ts";
import { fileUrl } from "../businesses/service.ts";
import { NEWS_CATEGORY_NAME } from "../contents/category-service.ts";
import { type ContentRow, listContentRows } from "../contents/content-service.ts";
import { listNews } from "../contents/news-service.ts";
import type { PublicBusiness, PublicContent } from "./model.ts";

export const MESSAGES = { comingSoon: "Page coming soon" } as const;

type BusinessRow = typeof businesses.$inferSelect;
export type PublishedPage = { business: BusinessRow; enabled: string[]; defaultLanguage: LanguageCode };

// Drizzle writes a column of the only table in a select without its table name,
// which a subquery would resolve to its own tables: qualify the outer columns by hand.
const enabledLanguages = sql<string[]>`coalesce((
  select json_agg(l.code order by l.id) from business_languages bl join languages l on l.id = bl.language_id
  where bl.business_id = "businesses"."id" and bl.is_enabled), '[]'::json)`;
const defaultLanguage = sql<string>`(select l.code from languages l where l.id = "businesses"."default_language_id")`;

/**
 * `{business}` is a handle (case-insensitive) or an id; handles are never all
 * digits, so the two cannot collide. Unpublished pages answer "Page coming soon".
 */
export async function findPublishedPage(ctx: AppContext, key: string): Promise<PublishedPage> {
  const byId = /^\d{1,9}$/.test(key);
  if (!byId && (key.length < 4 || key.length > 30)) throw notFound();
  const [row] = await ctx.db
    .select({ business: businesses, enabled: enabledLanguages, defaultLanguage })
    .from(businesses)
    .where(byId ? eq(businesses.id, Number(key)) : sql`lower(${businesses.handle}) = ${key.toLowerCase()}`);
  if (!row) throw notFound();
  if (!row.business.isPublished) throw new ApiError(404, "coming_soon", MESSAGES.comingSoon);
  const fallback = (row.defaultLanguage === "ja" ? "ja" : "en") as LanguageCode;
  return { business: row.business, enabled: row.enabled, defaultLanguage: fallback };
}

export function languageFor(page: PublishedPage, requested: string | undefined): TextLanguage {
  return chooseLanguage(requested, page.enabled, page.defaultLanguage);
}

export function toPublicBusiness(ctx: AppContext, page: PublishedPage, language: TextLanguage): PublicBusiness {
  const b = page.business;
  const text = (value: BusinessRow["nameJson"]) => pickText(value, language, page.defaultLanguage);
  return {
    id: b.id,
    handle: b.handle,
    page_type: b.pageType,
    country: b.country,
    language: language.code,
    default_language: page.defaultLanguage,
    languages: page.enabled,
    name: text(b.nameJson),
    description: text(b.descriptionJson),
    introduction: text(b.introductionJson),
    mission: text(b.missionJson),
    logo_url: fileUrl(ctx, b.logo),
    style: b.style,
    links: b.links as PublicBusiness["links"],
    default_view: b.defaultView,
    frameworks: b.frameworks,
    business_category: b.businessCategory,
    is_visible: b.isVisible,
    published_at: b.publishedAt?.toISOString() ?? null,
    updated_at: b.updatedAt.toISOString(),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What a visitor may see of a content. Gated contents (limited or password
 * access) show their teaser only: the protected fields are not even present.
 */
export function toPublicContent(ctx: AppContext, row: ContentRow, language: TextLanguage, fallback: LanguageCode, light = false): PublicContent {
  const text = (value: ContentRow["titleJson"]) => pickText(value, language, fallback);
  const teaser: PublicContent = {
    id: row.id,
    content_category_id: row.contentCategoryId,
    order_key: row.orderKey,
    kind: row.kind,
    title: text(row.titleJson),
    description: text(row.descriptionJson),
    image_url: fileUrl(ctx, row.image),
    cover_image_url: fileUrl(ctx, row.coverImage),
    status_id: row.statusId,
    evidence_state: row.evidenceState,
    frameworks: row.frameworks,
    access: row.access,
    is_locked: row.access !== "public",
  };
  if (teaser.is_locked) return teaser;
  const evidence = {
    issuing_organization: row.issuingOrganization,
    auditor: row.auditor,
    issue_date: row.issueDate,
    expiration_date: row.expirationDate,
    is_expired: row.expirationDate !== null && row.expirationDate < today(),
    credential_id: row.credentialId,
    last_verified: row.lastVerified?.toISOString() ?? null,
    link: row.link,
  };
  if (light) return { ...teaser, ...evidence };
  return {
    ...teaser,
    ...evidence,
    content: text(row.contentJson),
    additional_info: text(row.additionalInfoJson),
    attachments: row.attachments.map((file) => ({ name: file.name, url: fileUrl(ctx, file.key)!, content_type: file.content_type, size: file.size })),
  };
}

const listed = (businessId: number) =>
  and(eq(contents.businessId, businessId), eq(contents.isPublished, true), eq(contents.visibility, "public"));

export async function listPublicContents(ctx: AppContext, page: PublishedPage, language: TextLanguage, light: boolean) {
  const rows = await listContentRows(ctx, page.business.id, listed(page.business.id));
  return rows.map((row) => toPublicContent(ctx, row, language, page.defaultLanguage, light));
}

/** One content by its own URL: published, and public or unlisted (an unlisted one is shared by link only). */
export async function getPublicContent(ctx: AppContext, page: PublishedPage, contentId: number, language: TextLanguage) {
  if (!Number.isSafeInteger(contentId) || contentId < 1 || contentId > 2_147_483_647) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.businessId, page.business.id), eq(contents.isPublished, true)));
  if (!row) throw notFound();
  return toPublicContent(ctx, row, language, page.defaultLanguage);
}

/** Categories that have something to show, in order, then News (null id) last. */
export async function listPublicCategories(ctx: AppContext, page: PublishedPage, language: TextLanguage) {
  const [categories, items] = await Promise.all([
    ctx.db
      .select()
      .from(contentCategories)
      .where(eq(contentCategories.businessId, page.business.id))
      .orderBy(asc(contentCategories.orderKey), asc(contentCategories.id)),
    listPublicContents(ctx, page, language, true),
  ]);
  const groups = [
    ...categories.map((c) => ({ id: c.id as number | null, order_key: c.orderKey, name: pickText(c.nameJson, language, page.defaultLanguage) ?? "" })),
    { id: null, order_key: categories.length, name: pickText(NEWS_CATEGORY_NAME, language, page.defaultLanguage)! },
  ];
  return groups
    .map((group) => ({ ...group, custom_contents: items.filter((item) => item.content_category_id === group.id) }))
    .filter((group) => group.custom_contents.length > 0);
}

export async function listPublicNews(ctx: AppContext, page: PublishedPage, language: TextLanguage, window: { pageSize: number; offset: number }) {
  const { count, results } = await listNews(ctx, page.business.id, window, true);
  return {
    count,
    results: results.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: pickText(item.title_json, language, page.defaultLanguage),
      body: pickText(item.body_json, language, page.defaultLanguage),
      date: item.date,
      starts_at: item.starts_at,
      ends_at: item.ends_at,
      location: item.location,
      link: item.link,
      image_url: item.image_url,
    })),
  };
}
