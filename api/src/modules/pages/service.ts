import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import {
  LANGUAGE_IDS,
  languageCodeOfId,
  type LocalizedText,
  pages,
  pageHandleHistory,
  pageLanguages,
  pageMembers,
  languages,
  pageSubscriptions,
  subscriptionPlans,
  users,
} from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { CurrentUser } from "../../lib/auth-guard.ts";
import { COMMON_ERRORS, fieldError, FieldErrorCollector } from "../../lib/errors.ts";
import type { PageAccess, PageRole, PageRow } from "../../lib/page-access.ts";
import { checkAccountPageRoom, planView } from "../../lib/plans/index.ts";
import { cleanImageKey, fileUrl } from "../../lib/storage.ts";
import { blankToNull, cleanLocalized, definedOnly } from "../../lib/validate.ts";
import { cleanFrameworks } from "../catalog/framework-selection.ts";
import { insertDefaultForm } from "../feedback/default-form.ts";
import { checkHandleShape, isHandleConflict, isHandleTaken, nextHandleChangeAt } from "./handle.ts";
import { PAGE_MESSAGES } from "./messages.ts";
import { type Page, type CreatePageBody, PAGE_TEXT_LIMITS, type UpdatePageBody } from "./model.ts";
import * as fields from "./page-fields.ts";
import { PAGE_ERRORS } from "./errors.ts";

export const isReady = (row: Pick<PageRow, "nameJson" | "descriptionJson">) =>
  Object.keys(row.nameJson ?? {}).length > 0 && Object.keys(row.descriptionJson ?? {}).length > 0;

/** A new page's one language, and so its default, until the owner turns on another. */
const NEW_PAGE_LANGUAGE_ID = LANGUAGE_IDS.en;

/**
 * The display name of an owner's first page when they give none: the business
 * name they gave at sign-up, in the page's default language (cut to the
 * name's limit). A later page is another business's or a person's: no name.
 */
async function signUpName(tx: Pick<Database, "select">, userId: string): Promise<LocalizedText | undefined> {
  const [owner] = await tx.select({ businessName: users.businessName }).from(users).where(eq(users.id, userId));
  const name = [...(owner?.businessName?.trim() ?? "")].slice(0, PAGE_TEXT_LIMITS.name_json).join("").trim();
  if (!name) return undefined;
  const [owned] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.ownerId, userId)).limit(1);
  return owned ? undefined : { [languageCodeOfId(NEW_PAGE_LANGUAGE_ID)]: name };
}

/**
 * A new page: the creator becomes its owner, English is on, the page takes the
 * owner's plan and gets its default feedback form. An owner's first page
 * without a name takes the business name given at sign-up.
 */
export async function createPage(ctx: AppContext, user: CurrentUser, body: CreatePageBody): Promise<Page> {
  const errors = new FieldErrorCollector();
  const handle = checkHandleShape(errors, body.handle);
  const values = {
    country: fields.cleanCountry(errors, body.country),
    pageType: body.page_type ?? "business",
    frameworkType: blankToNull(body.framework_type),
    businessCategory: fields.cleanBusinessCategories(errors, body.business_category ?? []),
    businessInitiative: await fields.cleanBusinessInitiatives(ctx.db, errors, body.business_initiative ?? []),
    nameJson: cleanLocalized(errors, "name_json", body.name_json),
    descriptionJson: cleanLocalized(errors, "description_json", body.description_json),
  };
  if (handle && (await isHandleTaken(ctx.db, handle))) errors.add("handle", PAGE_MESSAGES.handleTaken);
  errors.throwIfAny();

  try {
    const id = await ctx.db.transaction(async (tx) => {
      // Serialises one user's creations so two at once cannot both pass the plan check.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      const plan = await checkAccountPageRoom(tx, user.id);
      const nameJson = values.nameJson && Object.keys(values.nameJson).length > 0 ? values.nameJson : ((await signUpName(tx, user.id)) ?? values.nameJson);
      const [page] = await tx
        .insert(pages)
        .values({
          ...(definedOnly({ ...values, nameJson }) as Partial<typeof pages.$inferInsert>),
          handle: handle!,
          ownerId: user.id,
          defaultLanguageId: NEW_PAGE_LANGUAGE_ID,
        })
        .returning({ id: pages.id });
      await tx.insert(pageMembers).values({ pageId: page!.id, userId: user.id, role: "owner" });
      await tx.insert(pageLanguages).values({ pageId: page!.id, languageId: NEW_PAGE_LANGUAGE_ID, isEnabled: true });
      if (plan) await tx.insert(pageSubscriptions).values({ pageId: page!.id, planId: plan.id });
      await insertDefaultForm(tx, page!.id);
      return page!.id;
    });
    return (await loadMyPage(ctx, user.id, id))!;
  } catch (error) {
    if (isHandleConflict(error)) throw fieldError("handle", PAGE_MESSAGES.handleTaken);
    throw error;
  }
}

/** Deletes a page: its rows go with it (foreign keys cascade; payments keep theirs with no page), then its files. */
export async function deletePage(ctx: AppContext, pageId: number): Promise<void> {
  await ctx.db.delete(pages).where(eq(pages.id, pageId));
  await ctx.storage.deletePage(pageId);
}

const OWNER_ONLY = ["handle", "is_published", "is_visible"] as const;

export async function updatePage(ctx: AppContext, user: CurrentUser, access: PageAccess, body: UpdatePageBody): Promise<Page> {
  const { page } = access;
  const current = { handle: page.handle, is_published: page.isPublished, is_visible: page.isVisible };
  // An editor re-saving a whole form sends these back unchanged; only a change needs the owner.
  if (access.role !== "owner" && OWNER_ONLY.some((key) => body[key] !== undefined && body[key] !== current[key])) {
    throw COMMON_ERRORS.raise("owner_required");
  }
  const errors = new FieldErrorCollector();
  const values = definedOnly({
    country: fields.cleanCountry(errors, body.country, page.country),
    pageType: body.page_type,
    frameworkType: blankToNull(body.framework_type),
    frameworks: cleanFrameworks(errors, "frameworks", body.frameworks),
    businessCategory: fields.cleanBusinessCategories(errors, body.business_category),
    businessInitiative: await fields.cleanBusinessInitiatives(ctx.db, errors, body.business_initiative),
    nameJson: cleanLocalized(errors, "name_json", body.name_json),
    descriptionJson: cleanLocalized(errors, "description_json", body.description_json),
    introductionJson: cleanLocalized(errors, "introduction_json", body.introduction_json),
    missionJson: cleanLocalized(errors, "mission_json", body.mission_json),
    logo: cleanImageKey(errors, "logo", page.id, body.logo),
    style: fields.cleanStyle(body.style),
    links: fields.cleanLinks(errors, body.links),
    defaultView: body.default_view,
    isVisible: body.is_visible,
  }) as Partial<typeof pages.$inferInsert>;
  // Empty maps clear the text: stored as null so readiness is a plain presence check.
  for (const key of ["nameJson", "descriptionJson", "introductionJson", "missionJson"] as const) {
    if (values[key] && Object.keys(values[key]!).length === 0) values[key] = null;
  }

  if (body.default_language_id !== undefined) {
    const enabled = await enabledLanguageIds(ctx.db, page.id);
    if (!enabled.includes(body.default_language_id)) errors.add("default_language_id", PAGE_MESSAGES.defaultLanguage);
    else values.defaultLanguageId = body.default_language_id;
  }

  const handle = body.handle === undefined || body.handle === page.handle ? undefined : checkHandleShape(errors, body.handle);
  if (handle) {
    const next = nextHandleChangeAt(page.handleChangedAt);
    if (next && next.getTime() > Date.now()) errors.add("handle", PAGE_MESSAGES.handleTooSoon(next.toISOString().slice(0, 10)));
    else if (await isHandleTaken(ctx.db, handle, page.id)) errors.add("handle", PAGE_MESSAGES.handleTaken);
  }

  const publishing = body.is_published === true && !page.isPublished;
  if (body.is_published !== undefined) values.isPublished = body.is_published;
  const ready = isReady({
    nameJson: values.nameJson !== undefined ? values.nameJson : page.nameJson,
    descriptionJson: values.descriptionJson !== undefined ? values.descriptionJson : page.descriptionJson,
  });
  if ((values.isPublished ?? page.isPublished) && !ready) {
    if (publishing) errors.add("is_published", PAGE_MESSAGES.notReady);
    else errors.add(values.nameJson === null ? "name_json" : "description_json", PAGE_MESSAGES.staysReady);
  }
  errors.throwIfAny();
  if (publishing && page.moderationState === "hidden") throw PAGE_ERRORS.raise("page_hidden");
  if (publishing && !user.emailVerified) throw PAGE_ERRORS.raise("email_not_verified");
  if (publishing) values.publishedAt = new Date();
  // Publishing again after the team unpublished the page: the owner fixed it, the notice goes.
  if (publishing) Object.assign(values, { moderationState: null, moderationReason: null, moderatedAt: null, moderatedBy: null, moderationWasPublished: null });

  try {
    await ctx.db.transaction(async (tx) => {
      // Re-check under a row lock the rules two concurrent updates could both pass.
      const [locked] = await tx.select().from(pages).where(eq(pages.id, page.id)).for("update");
      if (publishing && locked!.moderationState === "hidden") throw PAGE_ERRORS.raise("page_hidden");
      if (handle) {
        const next = nextHandleChangeAt(locked!.handleChangedAt);
        if (next && next.getTime() > Date.now()) throw fieldError("handle", PAGE_MESSAGES.handleTooSoon(next.toISOString().slice(0, 10)));
      }
      if (values.defaultLanguageId !== undefined && !(await enabledLanguageIds(tx, page.id)).includes(values.defaultLanguageId)) {
        throw fieldError("default_language_id", PAGE_MESSAGES.defaultLanguage);
      }
      if (handle) {
        const now = new Date();
        Object.assign(values, { handle, handleChangedAt: now });
        await tx.insert(pageHandleHistory).values({ pageId: page.id, oldHandle: page.handle, newHandle: handle, changedAt: now });
      }
      await tx
        .update(pages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pages.id, page.id));
    });
  } catch (error) {
    if (isHandleConflict(error)) throw fieldError("handle", PAGE_MESSAGES.handleTaken);
    throw error;
  }
  return (await loadMyPage(ctx, user.id, page.id))!;
}

export async function enabledLanguageIds(db: Pick<Database, "select">, pageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pageLanguages.languageId })
    .from(pageLanguages)
    .where(and(eq(pageLanguages.pageId, pageId), eq(pageLanguages.isEnabled, true)));
  return rows.map((r) => r.id);
}

/** The pages the user owns or edits, oldest first. */
export async function listMyPages(ctx: AppContext, userId: string): Promise<Page[]> {
  const rows = await ctx.db
    .select({ page: pages, role: pageMembers.role })
    .from(pageMembers)
    .innerJoin(pages, eq(pages.id, pageMembers.pageId))
    .where(eq(pageMembers.userId, userId))
    .orderBy(asc(pages.id));
  return toPageViews(ctx, rows);
}

export async function loadMyPage(ctx: AppContext, userId: string, id: number): Promise<Page | undefined> {
  const rows = await ctx.db
    .select({ page: pages, role: pageMembers.role })
    .from(pageMembers)
    .innerJoin(pages, eq(pages.id, pageMembers.pageId))
    .where(and(eq(pageMembers.userId, userId), eq(pages.id, id)));
  return (await toPageViews(ctx, rows))[0];
}

async function toPageViews(ctx: AppContext, rows: { page: PageRow; role: PageRole }[]): Promise<Page[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.page.id);
  const [langs, subs, allLanguages] = await Promise.all([
    ctx.db.select().from(pageLanguages).where(inArray(pageLanguages.pageId, ids)),
    ctx.db
      .select({
        pageId: pageSubscriptions.pageId,
        status: pageSubscriptions.status,
        code: subscriptionPlans.code,
        nameJson: subscriptionPlans.nameJson,
      })
      .from(pageSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pageSubscriptions.planId))
      .where(inArray(pageSubscriptions.pageId, ids)),
    ctx.db.select().from(languages).orderBy(asc(languages.id)),
  ]);
  const codeOf = new Map(allLanguages.map((l) => [l.id, l.code]));
  return rows.map(({ page: b, role }) => {
    const sub = subs.find((s) => s.pageId === b.id);
    const next = nextHandleChangeAt(b.handleChangedAt);
    return {
      id: b.id,
      handle: b.handle,
      country: b.country,
      page_type: b.pageType,
      framework_type: b.frameworkType,
      frameworks: b.frameworks,
      business_category: b.businessCategory,
      business_initiative: b.businessInitiative,
      name_json: b.nameJson as Record<string, string> | null,
      description_json: b.descriptionJson as Record<string, string> | null,
      introduction_json: b.introductionJson as Record<string, string> | null,
      mission_json: b.missionJson as Record<string, string> | null,
      logo: b.logo,
      logo_url: fileUrl(ctx, b.logo),
      style: b.style,
      links: b.links as Page["links"],
      default_language_id: b.defaultLanguageId,
      default_language: codeOf.get(b.defaultLanguageId) ?? "en",
      default_view: b.defaultView,
      languages: langs
        .filter((l) => l.pageId === b.id)
        .sort((x, y) => x.languageId - y.languageId)
        .map((l) => ({
          language_id: l.languageId,
          code: codeOf.get(l.languageId) ?? languageCodeOfId(l.languageId),
          is_enabled: l.isEnabled,
          is_default: l.languageId === b.defaultLanguageId,
        })),
      is_published: b.isPublished,
      is_visible: b.isVisible,
      is_ready: isReady(b),
      published_at: b.publishedAt?.toISOString() ?? null,
      moderation_state: b.moderationState,
      moderation_reason: b.moderationReason,
      moderated_at: b.moderatedAt?.toISOString() ?? null,
      handle_changed_at: b.handleChangedAt?.toISOString() ?? null,
      next_handle_change_at: next && next.getTime() > Date.now() ? next.toISOString() : null,
      role,
      page_subscription: sub ? { status: sub.status, subscription_plan: planView(sub) } : null,
      created_at: b.createdAt.toISOString(),
      updated_at: b.updatedAt.toISOString(),
    };
  });
}
