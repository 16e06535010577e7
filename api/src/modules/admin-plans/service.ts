import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { adminAuditLog, billingTransactions, pageSubscriptions, pages, subscriptionPlans, userSubscriptions, users } from "@greenpage/db/schema";
import { fieldError, notFound } from "../../lib/errors.ts";
import { assignPagePlan, assignUserPlan, findPageSubscription, findUserSubscription, planView } from "../../lib/plans/index.ts";
import type { Tx } from "../../lib/transaction.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { transactionView } from "../billing/history.ts";
import { refundableAmount } from "../billing/money.ts";
import { planIdOf } from "../billing/state.ts";
import { ADMIN_OFFICE_ERRORS } from "../admin-codes/errors.ts";
import { pageByReference, userByReference } from "../../lib/admin-lookup.ts";
import { type ExtendBody, PLAN_MESSAGES, type PlanChoice, type TargetQuery } from "./model.ts";

const DAY_MS = 86_400_000;

type UserTarget = { type: "user"; id: string; label: string; owner: null };
type PageTarget = { type: "page"; id: string; pageId: number; label: string; owner: { id: string; email: string } | null };
export type Target = UserTarget | PageTarget;

/** A user by id or by email address (any case). */
export async function findUser(db: Database | Tx, reference: string): Promise<UserTarget> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(userByReference(reference));
  if (!row) throw notFound();
  return { type: "user", id: row.id, label: row.email, owner: null };
}

/** A page by id or by handle (any case). */
export async function findPage(db: Database | Tx, reference: string): Promise<PageTarget> {
  const [row] = await db
    .select({ id: pages.id, handle: pages.handle, ownerId: users.id, ownerEmail: users.email })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.ownerId))
    .where(pageByReference(reference));
  if (!row) throw notFound();
  const owner = row.ownerId && row.ownerEmail ? { id: row.ownerId, email: row.ownerEmail } : null;
  return { type: "page", id: String(row.id), pageId: row.id, label: row.handle, owner };
}

export async function findTarget(db: Database, query: TargetQuery): Promise<Target> {
  if (query.user && !query.business) return findUser(db, query.user);
  if (query.business && !query.user) return findPage(db, query.business);
  throw fieldError("user", PLAN_MESSAGES.target);
}

/** A date (00:00 UTC that day) or a date-time, which must be in the future. */
function parseUntil(value: string, now: Date): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || date <= now) throw fieldError("until", PLAN_MESSAGES.until);
  return date;
}

const planCodeOf = async (tx: Tx, planId: number) =>
  (await tx.select({ code: subscriptionPlans.code }).from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)))[0]?.code ?? null;

/**
 * Puts a user on a plan (no payment), and their pages with it. With `until`
 * the plan ends then (back to Starter, by billing's sweep); audited as
 * `plan.assign_user` with the plan before.
 */
export async function assignPlanToUser(db: Database, actor: AuditActor, reference: string, body: PlanChoice) {
  const now = new Date();
  const target = await findUser(db, reference);
  const until = body.until ? parseUntil(body.until, now) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ planId: userSubscriptions.planId }).from(userSubscriptions).where(eq(userSubscriptions.userId, target.id));
    if (!(await assignUserPlan(tx, target.id, body.plan))) throw fieldError("plan", PLAN_MESSAGES.plan);
    if (until) {
      // A scheduled end to Starter: billing's sweep applies it at `until` like a cancelled plan's.
      const starter = await planIdOf(tx, "starter");
      await tx
        .update(userSubscriptions)
        .set({ status: "scheduled_end", endsAt: until, nextAttemptAt: until, scheduledPlanId: starter, scheduledTier: null })
        .where(eq(userSubscriptions.userId, target.id));
    }
    await recordAdminAction(tx, {
      actor,
      action: "plan.assign_user",
      target: { type: "user", id: target.id, label: target.label },
      reason: body.reason || null,
      details: { plan: body.plan, previous_plan: before ? await planCodeOf(tx, before.planId) : null, until: until?.toISOString() ?? null },
    });
  });
  return (await findUserSubscription(db, target.id))!;
}

/** Puts one page on a plan (an admin's exception); with `until` it goes back to its owner's plan then. Audited as `plan.assign_page`. */
export async function assignPlanToPage(db: Database, actor: AuditActor, reference: string, body: PlanChoice) {
  const now = new Date();
  const target = await findPage(db, reference);
  const until = body.until ? parseUntil(body.until, now) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ planId: pageSubscriptions.planId }).from(pageSubscriptions).where(eq(pageSubscriptions.pageId, target.pageId));
    if (!(await assignPagePlan(tx, target.pageId, body.plan))) throw fieldError("plan", PLAN_MESSAGES.plan);
    if (until) await tx.update(pageSubscriptions).set({ status: "scheduled_end", endsAt: until }).where(eq(pageSubscriptions.pageId, target.pageId));
    await recordAdminAction(tx, {
      actor,
      action: "plan.assign_page",
      target: { type: "page", id: target.pageId, label: target.label },
      reason: body.reason || null,
      details: { plan: body.plan, previous_plan: before ? await planCodeOf(tx, before.planId) : null, until: until?.toISOString() ?? null },
    });
  });
  return (await findPageSubscription(db, target.pageId))!;
}

/** The new end: `days` after the current one, or `until` (later than it). */
function newEnd(current: Date, body: ExtendBody, now: Date): Date {
  if ((body.days === undefined) === !body.until) throw fieldError("days", PLAN_MESSAGES.daysOrUntil);
  if (body.days !== undefined) return new Date(current.getTime() + body.days * DAY_MS);
  const until = parseUntil(body.until!, now);
  if (until <= current) throw fieldError("until", PLAN_MESSAGES.untilAfterEnd);
  return until;
}

/**
 * Moves the end of a user's plan later: a paid plan's current period (its
 * renewal moves with it; a past-due account is back in good standing until
 * then), or the end date of a plan given until a date. A plan without an end,
 * or one the payment provider renews itself, is refused. Audited as `plan.extend`.
 */
export async function extendUserPlan(db: Database, actor: AuditActor, reference: string, body: ExtendBody) {
  const now = new Date();
  const target = await findUser(db, reference);
  await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, target.id)).for("update");
    if (!sub || sub.status === "canceled") throw ADMIN_OFFICE_ERRORS.raise("no_end");
    if (sub.providerSubscriptionId && sub.provider !== "test") throw ADMIN_OFFICE_ERRORS.raise("provider_managed");
    const current = sub.currentPeriodEnd ?? sub.endsAt;
    if (!current) throw ADMIN_OFFICE_ERRORS.raise("no_end");
    const end = newEnd(current, body, now);
    await tx
      .update(userSubscriptions)
      .set({
        ...(sub.currentPeriodEnd ? { currentPeriodEnd: end } : {}),
        endsAt: sub.endsAt ? end : null,
        nextAttemptAt: end,
        ...(sub.status === "past_due" ? { status: "active", pastDueSince: null, failedRenewals: 0 } : {}),
        updatedAt: now,
      })
      .where(eq(userSubscriptions.id, sub.id));
    await recordAdminAction(tx, {
      actor,
      action: "plan.extend",
      target: { type: "user", id: target.id, label: target.label },
      reason: body.reason || null,
      details: { plan: await planCodeOf(tx, sub.planId), from: current.toISOString(), to: end.toISOString(), days: body.days ?? null },
    });
  });
  return (await subscriptionOf(db, target))!;
}

/** Moves the end date of a page's plan given until a date. Audited as `plan.extend`. */
export async function extendPagePlan(db: Database, actor: AuditActor, reference: string, body: ExtendBody) {
  const now = new Date();
  const target = await findPage(db, reference);
  await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(pageSubscriptions).where(eq(pageSubscriptions.pageId, target.pageId)).for("update");
    if (!sub?.endsAt || sub.status === "canceled") throw ADMIN_OFFICE_ERRORS.raise("no_end");
    const end = newEnd(sub.endsAt, body, now);
    await tx.update(pageSubscriptions).set({ endsAt: end, updatedAt: now }).where(eq(pageSubscriptions.id, sub.id));
    await recordAdminAction(tx, {
      actor,
      action: "plan.extend",
      target: { type: "page", id: target.pageId, label: target.label },
      reason: body.reason || null,
      details: { plan: await planCodeOf(tx, sub.planId), from: sub.endsAt.toISOString(), to: end.toISOString(), days: body.days ?? null },
    });
  });
  return (await subscriptionOf(db, target))!;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The target's subscription as the console shows it (a page's own; null when it has none). */
export async function subscriptionOf(db: Database, target: Target) {
  const plans = await db.select().from(subscriptionPlans);
  const view = (id: number | null) => {
    const plan = plans.find((p) => p.id === id);
    return plan ? planView(plan) : null;
  };
  if (target.type === "user") {
    const [sub] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, target.id));
    if (!sub) return null;
    return {
      plan: view(sub.planId)!,
      status: sub.status,
      ends_at: iso(sub.endsAt),
      current_period_end: iso(sub.currentPeriodEnd),
      billed: sub.amount !== null && sub.currency ? { amount: sub.amount, currency: sub.currency, interval: sub.interval, provider: sub.provider } : null,
      scheduled_plan: view(sub.scheduledPlanId),
    };
  }
  const [sub] = await db.select().from(pageSubscriptions).where(eq(pageSubscriptions.pageId, target.pageId));
  if (!sub) return null;
  return { plan: view(sub.planId)!, status: sub.status, ends_at: iso(sub.endsAt), current_period_end: null, billed: null, scheduled_plan: null };
}

/** The account that pays: the user, or a page's owner. */
const billedUserOf = (target: Target) => (target.type === "user" ? target.id : (target.owner?.id ?? null));

/** The billed account's transactions, newest first, each with what a refund may return now. */
export async function adminTransactions(db: Database, target: Target, now = new Date()) {
  const userId = billedUserOf(target);
  if (!userId) return [];
  const rows = await db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.userId, userId))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(200);
  return rows.map((row) => ({
    ...transactionView(row),
    refundable_amount: row.kind === "charge" && row.status === "succeeded" ? refundableAmount(row, now).amount : 0,
  }));
}

const PLAN_ACTIONS = ["plan.assign_user", "plan.assign_page", "plan.extend"];

/** What the team did to the subscription (assignments, extensions, refunds), newest first. */
async function planEntries(db: Database, target: Target) {
  const own = and(inArray(adminAuditLog.action, PLAN_ACTIONS), eq(adminAuditLog.targetType, target.type), eq(adminAuditLog.targetId, target.id));
  const userId = billedUserOf(target);
  const refunds = userId ? and(eq(adminAuditLog.action, "billing.refund"), sql`${adminAuditLog.details}->>'user_id' = ${userId}`) : undefined;
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(refunds ? or(own, refunds) : own)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor_email: row.actorEmail,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }));
}

const targetView = (target: Target) => ({ type: target.type, id: target.id, label: target.label, owner: target.owner });

export async function planHistory(db: Database, query: TargetQuery) {
  const target = await findTarget(db, query);
  const [subscription, entries, transactions] = await Promise.all([subscriptionOf(db, target), planEntries(db, target), adminTransactions(db, target)]);
  return { target: targetView(target), subscription, entries, transactions };
}

export async function transactionList(db: Database, query: TargetQuery) {
  const target = await findTarget(db, query);
  return { target: targetView(target), results: await adminTransactions(db, target) };
}
