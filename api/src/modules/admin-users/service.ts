import { and, count, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { apiKeys, pageMembers, pages, sessions, subscriptionPlans, userSubscriptions, users } from "@greenpage/db/schema";
import { pagesOthersWorkOn } from "../../lib/account-deletion.ts";
import { notFound } from "../../lib/errors.ts";
import { planView } from "../../lib/plans/index.ts";
import type { Tx } from "../../lib/transaction.ts";
import { toUser } from "../accounts/service.ts";
import { userByReference } from "../../lib/admin-lookup.ts";
import { ADMIN_USER_MESSAGES } from "./messages.ts";
import type { AdminUser, AdminUserDetail, AdminUsersQuery, DeletionPreview } from "./model.ts";
import { containing } from "../../lib/like.ts";

type UserRow = typeof users.$inferSelect;

// Spelled out: drizzle leaves a column unqualified in a one-table select, where a subquery would read it as its own.
const pagesOwned = sql<number>`(select count(*)::int from businesses b where b.owner_id = "users"."id")`;
const memberOf = sql<number>`(select count(*)::int from business_members m inner join businesses b on b.id = m.business_id where m.user_id = "users"."id" and b.owner_id <> "users"."id")`;

/** Users with their plan and counts, in one query: the list's rows and the detail's head. */
function userRows(db: Database | Tx, where: SQL | undefined) {
  return db
    .select({ user: users, subscription: userSubscriptions, plan: subscriptionPlans, pagesOwned, memberOf })
    .from(users)
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof userRows>>[number];

function toAdminUser({ user, subscription, plan, pagesOwned, memberOf }: Row): AdminUser {
  const userSubscription =
    subscription && plan ? { status: subscription.status, ends_at: subscription.endsAt?.toISOString() ?? null, subscription_plan: planView(plan) } : null;
  return {
    ...toUser(user, userSubscription),
    plan: plan?.code ?? "starter",
    pages_owned: Number(pagesOwned),
    member_of: Number(memberOf),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    disabled_reason: user.disabledReason,
  };
}

function listFilter(query: AdminUsersQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    q ? or(sql`lower(${users.email}) like ${containing(q.toLowerCase())}`, sql`lower(${users.name}) like ${containing(q.toLowerCase())}`) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.state === "disabled" ? isNotNull(users.disabledAt) : query.state === "active" ? isNull(users.disabledAt) : undefined,
  );
}

/** Users matching a search (email or name, any case) and filters, newest first, paginated. */
export async function listUsers(db: Database, query: AdminUsersQuery, window: { pageSize: number; offset: number }) {
  const where = listFilter(query);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await userRows(db, where).orderBy(desc(users.createdAt), users.id).limit(window.pageSize).offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toAdminUser) };
}

/** A user by id or by email address (any case). 404 when there is none. */
export async function findUser(db: Database | Tx, reference: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(userByReference(reference));
  if (!row) throw notFound();
  return row;
}

/** The pages a user owns or works on, by handle, with their role on each. */
async function pagesOf(db: Database | Tx, userId: string) {
  const rows = await db
    .select({ id: pages.id, handle: pages.handle, ownerId: pages.ownerId, memberRole: pageMembers.role, isPublished: pages.isPublished })
    .from(pages)
    .leftJoin(pageMembers, and(eq(pageMembers.pageId, pages.id), eq(pageMembers.userId, userId)))
    .where(or(eq(pages.ownerId, userId), isNotNull(pageMembers.userId)))
    .orderBy(pages.handle);
  return rows.map((p) => ({ id: p.id, handle: p.handle, role: p.ownerId === userId ? ("owner" as const) : p.memberRole!, is_published: p.isPublished }));
}

const countOf = async (db: Database | Tx, table: typeof sessions | typeof apiKeys, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** One user (id or email) with their pages, live sessions and API keys. */
export async function userDetail(db: Database | Tx, reference: string): Promise<AdminUserDetail> {
  const user = await findUser(db, reference);
  const [row] = await userRows(db, eq(users.id, user.id));
  return {
    ...toAdminUser(row!),
    pages: await pagesOf(db, user.id),
    active_sessions: await countOf(db, sessions, and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date()))),
    api_keys: await countOf(db, apiKeys, eq(apiKeys.userId, user.id)),
  };
}

/**
 * What deleting a user would remove (owned pages with how much is on them,
 * memberships, the subscription, API keys), or why it cannot happen yet: the
 * rule self-deletion keeps (pages others work on stay until handed over).
 */
export async function deletionPreview(db: Database | Tx, reference: string): Promise<DeletionPreview> {
  const detail = await userDetail(db, reference);
  const shared = await pagesOthersWorkOn(db, detail.id);
  const owned = detail.pages.filter((p) => p.role === "owner");
  const sizes = owned.length
    ? await db
        .select({
          id: pages.id,
          items: sql<number>`(select count(*)::int from contents c where c.business_id = "businesses"."id")`,
          news: sql<number>`(select count(*)::int from news n where n.business_id = "businesses"."id")`,
        })
        .from(pages)
        .where(eq(pages.ownerId, detail.id))
    : [];
  const size = new Map(sizes.map((s) => [s.id, s]));
  return {
    can_delete: shared.length === 0,
    blocked_reason: shared.length ? ADMIN_USER_MESSAGES.ownsSharedPages(shared) : null,
    shared_pages: shared,
    pages: owned.map((p) => ({
      id: p.id,
      handle: p.handle,
      is_published: p.is_published,
      items: Number(size.get(p.id)?.items ?? 0),
      news: Number(size.get(p.id)?.news ?? 0),
    })),
    memberships: detail.pages.filter((p) => p.role !== "owner").map((p) => ({ handle: p.handle, role: p.role })),
    subscription: detail.user_subscription,
    api_keys: detail.api_keys,
  };
}
