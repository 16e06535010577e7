import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { pages, pageMembers, contentReviews, contents } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { containing } from "../../lib/like.ts";
import { limitsFor, pagePlanCode, planLimit } from "../../lib/plans/index.ts";
import { EVIDENCE_MESSAGES } from "./messages.ts";
import type { Tx } from "../../lib/transaction.ts";
import { type EvidenceAction, moveEvidence, transition } from "../contents/evidence-state.ts";
import { EVIDENCE_ERRORS } from "./errors.ts";
import { notifyMembers } from "../notifications/record.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { issueForApproval } from "../credentials/store.ts";

type ContentRow = typeof contents.$inferSelect;

/** The item under a row lock, so two requests cannot both pass the state or plan check. */
async function lockedContent(tx: Tx, contentId: number, pageId?: number): Promise<ContentRow> {
  const where = pageId === undefined ? eq(contents.id, contentId) : and(eq(contents.id, contentId), eq(contents.pageId, pageId));
  const [row] = await tx.select().from(contents).where(where).for("update");
  if (!row) throw notFound();
  return row;
}

/** The page's plan, its allowance of verified certificates (null: unlimited) and how much of it pending and verified items use. */
export async function verificationAllowance(db: Pick<Tx, "select">, pageId: number) {
  const code = await pagePlanCode(db, pageId);
  const [used] = await db
    .select({ n: count() })
    .from(contents)
    .where(and(eq(contents.pageId, pageId), inArray(contents.evidenceState, ["submitted", "verified"])));
  return { plan: code, used: used?.n ?? 0, limit: limitsFor(code).verified_certificates };
}

/** Verified and pending items count against the plan's allowance (pending ones would become verified). */
async function checkAllowance(tx: Tx, pageId: number) {
  const { used, limit } = await verificationAllowance(tx, pageId);
  if (limit !== null && used >= limit) throw planLimit(EVIDENCE_MESSAGES.planLimit(limit));
}

/**
 * The owner asks for review: the item must be Self Reported, carry evidence
 * (a PDF or a link), and fit the plan. A Verified item is sent for
 * re-verification instead: it stays Verified (and counted) while it waits.
 */
export async function requestVerification(ctx: AppContext, pageId: number, contentId: number, userId: string) {
  return ctx.db.transaction(async (tx) => {
    // The page row is locked first, so two requests for the same page are counted one after the other.
    await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for("update");
    const row = await lockedContent(tx, contentId, pageId);
    if (row.evidenceState === "verified") {
      if (row.reverificationRequestedAt) return row.evidenceState;
      return moveEvidence(tx, row, "resubmit", userId, { reverificationRequestedAt: new Date() });
    }
    transition(row.evidenceState, "submit");
    if (row.attachments.length === 0 && !row.link) throw fieldError("attachments", EVIDENCE_MESSAGES.needsEvidence);
    await checkAllowance(tx, pageId);
    return moveEvidence(tx, row, "submit", userId);
  });
}

/** Withdraws a pending request: a submitted item goes back to Self Reported, a re-verification leaves the item Verified. */
export async function withdrawVerification(ctx: AppContext, pageId: number, contentId: number, userId: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedContent(tx, contentId, pageId);
    if (row.evidenceState === "verified" && row.reverificationRequestedAt)
      return moveEvidence(tx, row, "unresubmit", userId, { reverificationRequestedAt: null });
    return moveEvidence(tx, row, "withdraw", userId);
  });
}

/**
 * The state move a reviewer's decision makes: on a submitted item approve or
 * reject; on a Verified one waiting for re-verification, verify it again or
 * decline (back to Self Reported); revoke on any Verified item. Approving or
 * rejecting a Verified item nobody sent back is refused.
 */
function decisionAction(row: ContentRow, decision: Decision): EvidenceAction {
  if (decision === "revoke" || row.evidenceState !== "verified" || !row.reverificationRequestedAt) return decision;
  return decision === "approve" ? "reapprove" : "decline";
}

/** A reviewer never decides on a page they belong to (a verification, and the team's moderation: `detail` says which). */
export async function refuseOwnPage(tx: Pick<Tx, "select">, reviewerId: string, pageId: number, detail?: string) {
  const [member] = await tx
    .select({ id: pageMembers.userId })
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, reviewerId)));
  if (member) throw EVIDENCE_ERRORS.raise("own_page", detail ? { detail } : {});
}

/** What the audit log reads for an item: its page's handle and its title (English first). */
function itemLabel(handle: string, title: unknown): string {
  const titles = (title ?? {}) as Record<string, string>;
  const text = titles.en || Object.values(titles).find(Boolean) || "";
  return text ? `${handle}: ${text}` : handle;
}

/** A reviewer's decision: what it is logged and told as, and the state the item ends in. */
const DECISIONS = {
  approve: { outcome: "approved", audit: "verification.approve", state: "verified" },
  reject: { outcome: "rejected", audit: "verification.reject", state: "self_reported" },
  revoke: { outcome: "revoked", audit: "verification.revoke", state: "self_reported" },
} as const;
export type Decision = keyof typeof DECISIONS;

/**
 * The admin's decision, told to the page's members (a notification, recorded
 * with the decision) and written to the audit log in the same transaction; a
 * rejection or a revocation carries its reason (the `Rejection` model
 * requires one). Approving issues the item's credential; revoking takes an
 * approval back, so its credential reads as revoked from then on.
 */
export async function decideVerification(ctx: AppContext, reviewer: AuditActor, contentId: number, decision: Decision, reason?: string) {
  const { audit } = DECISIONS[decision];
  const cleanReason = decision === "approve" ? "" : (reason ?? "");
  const reviewerId = reviewer.id;
  const issuer = decision === "approve" ? await ctx.credentials.issuer() : null;
  const told = await ctx.db.transaction(async (tx) => {
    const locked = await lockedContent(tx, contentId);
    await refuseOwnPage(tx, reviewerId, locked.pageId);
    const action = decisionAction(locked, decision);
    // Refusing a re-verification takes an existing verification back: the owner is told so, as for a revocation.
    const { outcome, state } = DECISIONS[action === "decline" ? "revoke" : decision];
    const extra = { reverificationRequestedAt: null, ...(decision === "approve" ? { lastVerified: new Date(), verifiedBy: reviewerId } : {}) };
    await moveEvidence(tx, locked, action, reviewerId, extra, cleanReason || null);
    // The approval and its signed credential are one: both kept, or neither.
    if (issuer) await issueForApproval(ctx, tx, locked, issuer);
    const members = await notifyMembers(tx, locked.pageId, { kind: "verification", item: locked.titleJson, decision: outcome, reason: cleanReason || null });
    const [page] = await tx.select({ handle: pages.handle }).from(pages).where(eq(pages.id, locked.pageId));
    await recordAdminAction(tx, {
      actor: reviewer,
      action: audit,
      target: { type: "content", id: locked.id, label: itemLabel(page?.handle ?? String(locked.pageId), locked.titleJson) },
      reason: cleanReason || null,
      details: { business_id: locked.pageId, handle: page?.handle ?? null, evidence_state: state },
    });
    return { members, pageId: locked.pageId };
  });
  await ctx.notifier.wake(told.members);
  await ctx.pageChanges.changed(told.pageId);
}

/** Verified items the review list shows at most, newest verification first (a search narrows it). */
export const VERIFIED_LIST_LIMIT = 50;

/**
 * The review queue: submitted items, oldest request first, with their
 * evidence; or, with `state: "verified"`, the items reviewers have verified,
 * newest first, so one can be taken back. `q` matches the page's handle or
 * the item's title (en or ja).
 */
export async function reviewQueue(ctx: AppContext, options: { state?: "submitted" | "verified"; q?: string | undefined } = {}) {
  const verified = options.state === "verified";
  // A re-verification waits since its request; a first request since its last 'submitted' review.
  const submittedAt = sql<Date>`coalesce(${contents.reverificationRequestedAt}, (select max(${contentReviews.createdAt}) from ${contentReviews} where ${contentReviews.contentId} = ${contents.id} and ${contentReviews.action} = 'submitted'))`;
  const like = options.q ? containing(options.q) : null;
  const matches = like
    ? or(ilike(pages.handle, like), sql`${contents.titleJson}->>'en' ilike ${like}`, sql`${contents.titleJson}->>'ja' ilike ${like}`)
    : undefined;
  const waiting = or(eq(contents.evidenceState, "submitted"), and(eq(contents.evidenceState, "verified"), isNotNull(contents.reverificationRequestedAt)));
  const query = ctx.db
    .select({ content: contents, handle: pages.handle, pageName: pages.nameJson, submittedAt })
    .from(contents)
    .innerJoin(pages, eq(pages.id, contents.pageId))
    .where(and(verified ? eq(contents.evidenceState, "verified") : waiting, matches));
  return verified
    ? query.orderBy(sql`${contents.lastVerified} desc nulls last`, desc(contents.id)).limit(VERIFIED_LIST_LIMIT)
    : query.orderBy(submittedAt, contents.id);
}

/** An item's review history, newest first; only its own page's members ask, so the page is part of the question. */
export async function reviewHistory(ctx: AppContext, pageId: number, contentId: number) {
  const [item] = await ctx.db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)));
  if (!item) throw notFound();
  return ctx.db
    .select()
    .from(contentReviews)
    .where(and(eq(contentReviews.contentId, contentId), eq(contentReviews.pageId, pageId)))
    .orderBy(desc(contentReviews.createdAt), desc(contentReviews.id));
}
