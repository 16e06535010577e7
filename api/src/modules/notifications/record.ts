import { and, asc, eq, sql } from "drizzle-orm";
import { notificationSettings, notifications, pageMembers, pages } from "@greenpage/db/schema";
import type { Tx } from "../../lib/transaction.ts";
import type { EventOf, NotificationEvent } from "./events.ts";

type Writer = Pick<Tx, "select" | "insert">;

/**
 * Tells every member of the page (owner, editors and viewers: each can read
 * what these report on their dashboard) who has not switched the kind off.
 * Called inside the transaction of the change, so the change and its
 * notifications exist together; wake the delivery job with the answer after
 * it commits (`ctx.notifier.wake`).
 */
export async function notifyMembers(tx: Writer, pageId: number, event: Exclude<NotificationEvent, { kind: "plan" }>): Promise<string[]> {
  const members = await tx
    .select({ userId: pageMembers.userId })
    .from(pageMembers)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pageMembers.userId))
    .where(and(eq(pageMembers.pageId, pageId), sql`not (${event.kind} = any(coalesce(${notificationSettings.mutedKinds}, '{}'::text[])))`));
  if (members.length === 0) return [];
  await tx.insert(notifications).values(members.map((m) => ({ userId: m.userId, pageId, kind: event.kind, event })));
  return members.map((m) => m.userId);
}

/**
 * Tells the account holder about their plan: it is theirs alone (editors and
 * viewers have no part in billing). The page they own, if any, names the
 * mail's default language.
 */
export async function notifyAccount(tx: Writer, userId: string, event: EventOf<"plan">): Promise<string[]> {
  const [settings] = await tx.select({ muted: notificationSettings.mutedKinds }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (settings?.muted.includes("plan")) return [];
  const [owned] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.ownerId, userId)).orderBy(asc(pages.id)).limit(1);
  await tx.insert(notifications).values({ userId, pageId: owned?.id ?? null, kind: "plan", event });
  return [userId];
}
