import { eq } from "drizzle-orm";
import { type LanguageCode, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { pickText, type TextLanguage, UNSUPPORTED_PREFIX } from "../../lib/localize.ts";
import { findPublicContentRow, type PageLanguages, type PublishedPage } from "../published-pages/lookup.ts";
import { listedContents, preparedPublicQueries } from "../published-pages/queries.ts";
import { NEWS_CATEGORY_NAME } from "../contents/category-service.ts";
import { type ContentRow, isExpired, listContentRows } from "../contents/content-service.ts";
import { listNews } from "../contents/news-service.ts";
import { attachmentFileId } from "../evidence/attachment-access.ts";
import { grantAllows } from "../../lib/grants.ts";
import type { PublicPage, PublicContent } from "./model.ts";
import { fileUrl } from "../../lib/storage.ts";
import { shareImageUrl } from "../share-images/service.ts";
import type { PageRow } from "../../lib/page-access.ts";

export function toPublicPage(ctx: AppContext, page: PublishedPage, language: TextLanguage): PublicPage {
  const text = (value: PageRow["nameJson"]) => pickText(value, language, page.defaultLanguage);
  return {
    id: page.id,
    handle: page.handle,
    page_type: page.pageType,
    country: page.country,
    language: language.code,
    default_language: page.defaultLanguage,
    languages: page.enabled,
    name: text(page.nameJson),
    description: text(page.descriptionJson),
    introduction: text(page.introductionJson),
    mission: text(page.missionJson),
    logo_url: fileUrl(ctx, page.logo),
    style: page.style,
    links: page.links as PublicPage["links"],
    default_view: page.defaultView,
    frameworks: page.frameworks,
    business_category: page.businessCategory,
    is_visible: page.isVisible,
    upvote_count: page.upvoteCount,
    published_at: page.publishedAt?.toISOString() ?? null,
    updated_at: page.updatedAt.toISOString(),
    share_image_url: shareImageUrl(ctx, { page, language: language.code, fallback: page.defaultLanguage }),
  };
}

type ListRow = Awaited<ReturnType<ReturnType<typeof preparedPublicQueries>["contentList"]["execute"]>>[number];
/** The columns a public item needs besides its text; a full content row has them too. */
type ItemRow = Omit<ListRow, "title" | "description" | "attachments">;

/**
 * What a visitor may see of a content. Gated contents (limited or password
 * access) show their teaser only: the protected fields are not even present.
 */
function toPublicItem(ctx: AppContext, row: ItemRow, title: string | null, description: string | null, unlocked = false): PublicContent {
  const teaser: PublicContent = {
    id: row.id,
    content_category_id: row.contentCategoryId,
    order_key: row.orderKey,
    kind: row.kind,
    title,
    description,
    image_url: fileUrl(ctx, row.image),
    cover_image_url: fileUrl(ctx, row.coverImage),
    status_id: row.statusId,
    evidence_state: row.evidenceState,
    frameworks: row.frameworks,
    access: row.access,
    is_locked: row.access !== "public" && !unlocked,
  };
  if (teaser.is_locked) return teaser;
  return {
    ...teaser,
    issuing_organization: row.issuingOrganization,
    auditor: row.auditor,
    issue_date: row.issueDate,
    expiration_date: row.expirationDate,
    is_expired: isExpired(row.expirationDate),
    credential_id: row.credentialId,
    last_verified: row.lastVerified?.toISOString() ?? null,
    link: row.link,
  };
}

const publicAttachments = (ctx: AppContext, files: ContentRow["attachments"]) =>
  files.map((file) => ({ name: file.name, url: fileUrl(ctx, file.key)!, content_type: file.content_type, size: file.size }));

/** A gated item's files are served only through the grant that opened it, never from a lasting URL. */
export const grantedAttachmentUrl = (ctx: AppContext, handle: string, contentId: number, key: string, grant: string) =>
  `${ctx.config.siteUrl}/api/v1/businesses/public/${handle}/contents/${contentId}/attachments/${attachmentFileId(key)}/?grant=${grant}`;

/** Who passed the gate of this item: its page's handle and the grant (see the gates module). */
export type Unlock = { handle: string; grant: string };

/** A whole content, its text picked from the per-language maps, with body text and attachments when not gated (or unlocked). */
export function toPublicContent(ctx: AppContext, row: ContentRow, language: TextLanguage, fallback: LanguageCode, unlock?: Unlock): PublicContent {
  const text = (value: ContentRow["titleJson"]) => pickText(value, language, fallback);
  const item = toPublicItem(ctx, row, text(row.titleJson), text(row.descriptionJson), unlock !== undefined);
  if (item.is_locked) return item;
  const attachments =
    unlock && row.access !== "public"
      ? row.attachments.map((f) => ({
          name: f.name,
          url: grantedAttachmentUrl(ctx, unlock.handle, row.id, f.key, unlock.grant),
          content_type: f.content_type,
          size: f.size,
        }))
      : publicAttachments(ctx, row.attachments);
  return { ...item, content: text(row.contentJson), additional_info: text(row.additionalInfoJson), attachments };
}

/** A list item: the text arrives in one language from the database. */
function toPublicListItem(ctx: AppContext, row: ListRow, language: TextLanguage): PublicContent {
  const mark = (text: string | null) => (text !== null && language.unsupported ? `${UNSUPPORTED_PREFIX} ${text}` : text);
  const item = toPublicItem(ctx, row, mark(row.title), mark(row.description));
  return item.is_locked ? item : { ...item, attachments: publicAttachments(ctx, row.attachments) };
}

/** Published, listed contents in display order: light (lists) or with their full text. */
export async function listPublicContents(ctx: AppContext, page: PageLanguages, language: TextLanguage, light: boolean) {
  if (light) {
    const rows = await preparedPublicQueries(ctx.db).contentList.execute({ pageId: page.id, lang: language.code, fallback: page.defaultLanguage });
    return rows.map((row) => toPublicListItem(ctx, row, language));
  }
  const rows = await listContentRows(ctx, page.id, listedContents(page.id));
  return rows.map((row) => toPublicContent(ctx, row, language, page.defaultLanguage));
}

/** One content by its own URL: published, and public or unlisted (an unlisted one is shared by link only). */
export async function getPublicContent(ctx: AppContext, page: PublishedPage, contentId: number, language: TextLanguage, grant?: string) {
  const row = await findPublicContentRow(ctx, page, contentId);
  const unlocked = row.access !== "public" && grant !== undefined && (await grantAllows(ctx.config.authSecret, grant, page.id, row.id));
  const shown = toPublicContent(ctx, row, language, page.defaultLanguage, unlocked ? { handle: page.handle, grant } : undefined);
  const card = { page, language: language.code, fallback: page.defaultLanguage, contentId: row.id, itemTitle: row.titleJson };
  const item = { ...shown, share_image_url: shareImageUrl(ctx, card) };
  if (item.is_locked || row.evidenceState !== "verified") return item;
  return { ...item, verified_by: await reviewerName(ctx, row.verifiedBy) };
}

/** The public verification record names the reviewer; a deleted reviewer leaves the date only. */
async function reviewerName(ctx: AppContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

/** Categories that have something to show, in order, then News (null id) last. */
export async function listPublicCategories(ctx: AppContext, page: PageLanguages, language: TextLanguage) {
  const [categories, items] = await Promise.all([
    preparedPublicQueries(ctx.db).categoryList.execute({ pageId: page.id, lang: language.code, fallback: page.defaultLanguage }),
    listPublicContents(ctx, page, language, true),
  ]);
  const mark = (text: string | null) => (language.unsupported ? `${UNSUPPORTED_PREFIX} ${text ?? ""}` : (text ?? ""));
  const groups = [
    ...categories.map((c) => ({ id: c.id as number | null, order_key: c.orderKey, name: mark(c.name) })),
    { id: null, order_key: categories.length, name: pickText(NEWS_CATEGORY_NAME, language, page.defaultLanguage)! },
  ];
  return groups
    .map((group) => ({ ...group, custom_contents: items.filter((item) => item.content_category_id === group.id) }))
    .filter((group) => group.custom_contents.length > 0);
}

/** Published news and events, newest first: one window, with the count of all in the same query. */
export async function listPublicNews(ctx: AppContext, page: PageLanguages, language: TextLanguage, window: { pageSize: number; offset: number }) {
  const rows = await preparedPublicQueries(ctx.db).newsList.execute({ pageId: page.id, limit: window.pageSize, offset: window.offset });
  // A window past the end has no row to carry the count: only then is it asked for on its own.
  const count = rows[0]?.total ?? (window.offset > 0 ? (await listNews(ctx, page.id, { pageSize: 1, offset: 0 }, true)).count : 0);
  return {
    count,
    results: rows.map(({ news: item }) => ({
      id: item.id,
      kind: item.kind,
      title: pickText(item.titleJson, language, page.defaultLanguage),
      body: pickText(item.bodyJson, language, page.defaultLanguage),
      date: item.publishedAt.toISOString(),
      starts_at: item.eventStartsAt?.toISOString() ?? null,
      ends_at: item.eventEndsAt?.toISOString() ?? null,
      location: item.location,
      link: item.link,
      image_url: fileUrl(ctx, item.image),
    })),
  };
}
