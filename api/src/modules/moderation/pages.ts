import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import {
  adminAuditLog,
  languageCodeOfId,
  type LanguageCode,
  type LocalizedText,
  notificationSettings,
  pageMembers,
  pageReports,
  pageSubscriptions,
  pages,
  subscriptionPlans,
  users,
} from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import type { Tx } from "../../lib/transaction.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { pageByReference } from "../../lib/admin-lookup.ts";
import { refuseOwnPage } from "../evidence/verification.ts";
import { isReady } from "../pages/service.ts";
import { MODERATION_ERRORS } from "./errors.ts";
import { restoredMail, takedownMail } from "./mails.ts";
import type { AdminPage, AdminPageDetail, AdminPagesQuery } from "./model.ts";
import { listReportsWhere } from "./report-list.ts";
import { containing } from "../../lib/like.ts";

export type TakedownState = "unpublished" | "hidden";
type PageRow = typeof pages.$inferSelect;

/** A page by id or by handle (any case). */
export async function findPageId(db: Database, reference: string): Promise<number> {
  const [row] = await db.select({ id: pages.id }).from(pages).where(pageByReference(reference));
  if (!row) throw notFound();
  return row.id;
}

const openReports = sql<number>`(select count(*)::int from ${pageReports} where ${pageReports.pageId} = ${pages.id} and ${pageReports.status} = 'open')`;
const ownerEmail = sql<
  string | null
>`(select ${users.email} from ${pageMembers} join ${users} on ${users.id} = ${pageMembers.userId} where ${pageMembers.pageId} = ${pages.id} and ${pageMembers.role} = 'owner' limit 1)`;

function pagesWhere(query: AdminPagesQuery): SQL | undefined {
  const q = query.q?.trim();
  const conditions: (SQL | undefined)[] = [
    q
      ? or(ilike(pages.handle, containing(q)), sql`${pages.nameJson}->>'en' ilike ${containing(q)}`, sql`${pages.nameJson}->>'ja' ilike ${containing(q)}`)
      : undefined,
    query.country ? eq(pages.country, query.country.toUpperCase()) : undefined,
    query.plan ? eq(subscriptionPlans.code, query.plan) : undefined,
    query.state === "published" ? eq(pages.isPublished, true) : undefined,
    query.state === "unpublished" ? and(eq(pages.isPublished, false), isNull(pages.moderationState)) : undefined,
    query.state === "moderated" ? isNotNull(pages.moderationState) : undefined,
  ];
  return and(...conditions.filter(Boolean));
}

const selection = { page: pages, plan: subscriptionPlans.code, ownerEmail, openReports };

function listing(db: Database | Tx) {
  return db
    .select(selection)
    .from(pages)
    .leftJoin(pageSubscriptions, eq(pageSubscriptions.pageId, pages.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, pageSubscriptions.planId));
}

function toAdminPage(row: { page: PageRow; plan: string | null; ownerEmail: string | null; openReports: number }): AdminPage {
  const p = row.page;
  return {
    id: p.id,
    handle: p.handle,
    name_json: p.nameJson as Record<string, string> | null,
    owner_email: row.ownerEmail,
    country: p.country,
    plan: row.plan,
    is_published: p.isPublished,
    is_visible: p.isVisible,
    moderation_state: p.moderationState as AdminPage["moderation_state"],
    moderation_reason: p.moderationReason,
    moderated_at: p.moderatedAt?.toISOString() ?? null,
    open_reports: Number(row.openReports),
    created_at: p.createdAt.toISOString(),
  };
}

/** Every page, newest first, found by handle or name and filtered by country, plan and state. */
export async function listAdminPages(db: Database, query: AdminPagesQuery, window: { pageSize: number; offset: number }) {
  const where = pagesWhere(query);
  const [total] = await db
    .select({ n: count() })
    .from(pages)
    .leftJoin(pageSubscriptions, eq(pageSubscriptions.pageId, pages.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, pageSubscriptions.planId))
    .where(where);
  const rows = await listing(db).where(where).orderBy(desc(pages.createdAt), desc(pages.id)).limit(window.pageSize).offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toAdminPage) };
}

async function loadAdminPage(db: Database | Tx, pageId: number): Promise<AdminPage> {
  const [row] = await listing(db).where(eq(pages.id, pageId));
  if (!row) throw notFound();
  return toAdminPage(row);
}

/** One page (id or handle) with its reports and the team's actions on it. */
export async function getAdminPage(db: Database, reference: string): Promise<AdminPageDetail> {
  const pageId = await findPageId(db, reference);
  const [page, reports, history] = await Promise.all([
    loadAdminPage(db, pageId),
    listReportsWhere(db, eq(pageReports.pageId, pageId), { pageSize: 100, offset: 0 }),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "page"), eq(adminAuditLog.targetId, String(pageId))))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(100),
  ]);
  return {
    ...page,
    reports: reports.results,
    history: history.map((e) => ({ action: e.action, actor_email: e.actorEmail, reason: e.reason, created_at: e.createdAt.toISOString() })),
  };
}

/** The page's owner, and the language mails to them are in: theirs, else the page's. */
export async function ownerOf(tx: Tx, page: PageRow): Promise<{ email: string; language: LanguageCode } | null> {
  const [row] = await tx
    .select({ email: users.email, language: notificationSettings.language })
    .from(pageMembers)
    .innerJoin(users, eq(users.id, pageMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(pageMembers.pageId, page.id), eq(pageMembers.role, "owner")));
  return row ? { email: row.email, language: row.language ?? languageCodeOfId(page.defaultLanguageId) } : null;
}

export const pageName = (page: { handle: string; nameJson: LocalizedText | null }, language: LanguageCode) =>
  page.nameJson?.[language] || page.nameJson?.en || page.nameJson?.ja || page.handle;

/** The page under a row lock, after the rule that a reviewer never decides on a page they belong to. */
export async function lockPageFor(tx: Tx, actor: AuditActor, pageId: number): Promise<PageRow> {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) throw notFound();
  await refuseOwnPage(tx, actor.id, pageId, "You cannot moderate a page you belong to.");
  return page;
}

/** Mails composed in a transaction, to dispatch once it commits. */
export type Composed = number[];

/**
 * Takes a locked page down (inside the caller's transaction): not published
 * any more, remembering whether it was, with the reason; audits it and
 * composes the owner's mail. Taking down a page already down changes its
 * state and reason but keeps what a restore puts back.
 */
export async function takeDownIn(ctx: AppContext, tx: Tx, actor: AuditActor, page: PageRow, state: TakedownState, reason: string): Promise<Composed> {
  const wasPublished = page.moderationState ? (page.moderationWasPublished ?? false) : page.isPublished;
  const now = new Date();
  await tx
    .update(pages)
    .set({
      isPublished: false,
      moderationState: state,
      moderationReason: reason,
      moderatedAt: now,
      moderatedBy: actor.id,
      moderationWasPublished: wasPublished,
      updatedAt: now,
    })
    .where(eq(pages.id, page.id));
  await recordAdminAction(tx, {
    actor,
    action: state === "hidden" ? "page.hide" : "page.unpublish",
    target: { type: "page", id: page.id, label: page.handle },
    reason,
    details: { previous_state: page.moderationState, was_published: wasPublished },
  });
  const owner = await ownerOf(tx, page);
  if (!owner) return [];
  const mail = takedownMail(owner.language, state, pageName(page, owner.language), reason, `${ctx.config.siteUrl}/dashboard`);
  return [await ctx.mailer.compose(tx, { to: owner.email, kind: state === "hidden" ? "page_hidden" : "page_unpublished", ...mail })];
}

/** After a commit: the mails go out and what depends on the page is brought up to date. */
export async function afterChange(ctx: AppContext, pageId: number, mails: Composed) {
  await ctx.mailer.dispatch(mails);
  await ctx.pageChanges.changed(pageId);
}

export async function takeDownPage(ctx: AppContext, actor: AuditActor, reference: string, state: TakedownState, reason: string): Promise<AdminPage> {
  const pageId = await findPageId(ctx.db, reference);
  const mails = await ctx.db.transaction(async (tx) => takeDownIn(ctx, tx, actor, await lockPageFor(tx, actor, pageId), state, reason));
  await afterChange(ctx, pageId, mails);
  return loadAdminPage(ctx.db, pageId);
}

/** Puts a taken-down page back as it was (published again if it was, and still has a name and description). */
export async function restorePage(ctx: AppContext, actor: AuditActor, reference: string): Promise<AdminPage> {
  const pageId = await findPageId(ctx.db, reference);
  const mails = await ctx.db.transaction(async (tx) => {
    const page = await lockPageFor(tx, actor, pageId);
    if (!page.moderationState) throw MODERATION_ERRORS.raise("not_moderated");
    const republished = (page.moderationWasPublished ?? false) && isReady(page);
    const now = new Date();
    await tx
      .update(pages)
      .set({
        isPublished: republished,
        publishedAt: republished ? (page.publishedAt ?? now) : page.publishedAt,
        moderationState: null,
        moderationReason: null,
        moderatedAt: null,
        moderatedBy: null,
        moderationWasPublished: null,
        updatedAt: now,
      })
      .where(eq(pages.id, pageId));
    await recordAdminAction(tx, {
      actor,
      action: "page.restore",
      target: { type: "page", id: pageId, label: page.handle },
      details: { previous_state: page.moderationState, previous_reason: page.moderationReason, published: republished },
    });
    const owner = await ownerOf(tx, page);
    if (!owner) return [];
    const mail = restoredMail(owner.language, pageName(page, owner.language), republished, `${ctx.config.siteUrl}/dashboard`);
    return [await ctx.mailer.compose(tx, { to: owner.email, kind: "page_restored", ...mail })];
  });
  await afterChange(ctx, pageId, mails);
  return loadAdminPage(ctx.db, pageId);
}
