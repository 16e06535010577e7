import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { languageCodeOfId, notifications, pageMembers, pages, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { Tx } from "../../lib/transaction.ts";
import type { NotificationEvent } from "./events.ts";
import { digestMail, notificationMail, type Reader, type Told } from "./mails.ts";
import { SINGLE_MAILS_PER_DAY } from "./messages.ts";
import { settingsRow } from "./settings.ts";
import { textIn } from "./wording.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type Waiting = Told & { id: number };

/**
 * The member's notifications still to mail (`held`: those waiting for the
 * digest), each with the page in the reader's language. Ones the member has
 * switched off since, and page ones of a page they no longer belong to, are
 * closed without a mail.
 */
async function waiting(tx: Tx, ctx: AppContext, userId: string, held: boolean, now: Date): Promise<{ reader: Reader | null; due: Waiting[] }> {
  const settings = await settingsRow(tx, userId, true);
  const rows = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      event: notifications.event,
      pageId: notifications.pageId,
      name: pages.nameJson,
      handle: pages.handle,
      languageId: pages.defaultLanguageId,
      role: pageMembers.role,
    })
    .from(notifications)
    .leftJoin(pages, eq(pages.id, notifications.pageId))
    .leftJoin(pageMembers, and(eq(pageMembers.pageId, notifications.pageId), eq(pageMembers.userId, notifications.userId)))
    .where(and(eq(notifications.userId, userId), isNull(notifications.mailedAt), held ? isNotNull(notifications.heldAt) : isNull(notifications.heldAt)))
    .orderBy(asc(notifications.id));
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const wanted = rows.filter((row) => user && !settings.mutedKinds.includes(row.kind) && (row.kind === "plan" || row.role !== null));
  const dropped = rows.filter((row) => !wanted.includes(row)).map((row) => row.id);
  if (dropped.length) await tx.update(notifications).set({ mailedAt: now }).where(inArray(notifications.id, dropped));
  if (!user || wanted.length === 0) return { reader: null, due: [] };
  const reader: Reader = { email: user.email, nonce: settings.unsubscribeNonce, siteUrl: ctx.config.siteUrl, secret: ctx.config.authSecret };
  const due = wanted.map((row) => {
    // The member's language, else that of the page the notification is about.
    const language = settings.language ?? languageCodeOfId(row.languageId);
    return { id: row.id, language, event: row.event as NotificationEvent, pageId: row.pageId, pageName: textIn(row.name, language, row.handle ?? "Greenpage") };
  });
  return { reader, due };
}

/** Single mails the member was sent in the 24 hours before `now`. */
async function singlesSince(tx: Tx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.heldAt),
        isNotNull(notifications.mailId),
        gt(notifications.mailedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The delivery job for one member: their new notifications are mailed one by
 * one while they have had fewer than SINGLE_MAILS_PER_DAY that day; the rest
 * are held for the daily digest, but for plan mails, which always go at once. Each row is claimed (`mailedAt`, `mailId`)
 * in the transaction that writes its mail, under the lock of the member's
 * settings row, so a job run twice, or by two workers, sends nothing twice.
 */
export async function deliverNotifications(ctx: AppContext, userId: string, now = new Date()): Promise<{ mailed: number; held: number }> {
  let held = 0;
  const ids = await ctx.db.transaction(async (tx) => {
    const { reader, due } = await waiting(tx, ctx, userId, false, now);
    if (!reader) return [];
    let room = SINGLE_MAILS_PER_DAY - (await singlesSince(tx, userId, now));
    const mailIds: number[] = [];
    for (const one of due) {
      // A plan mail (a failed payment, a plan ending) is never held for the digest: it may need acting on today.
      const urgent = one.event.kind === "plan";
      if (urgent || room > 0) {
        if (!urgent) room--;
        const mailId = await ctx.mailer.compose(tx, notificationMail(reader, one));
        await tx.update(notifications).set({ mailedAt: now, mailId }).where(eq(notifications.id, one.id));
        mailIds.push(mailId);
      } else {
        await tx.update(notifications).set({ heldAt: now }).where(eq(notifications.id, one.id));
        held++;
      }
    }
    return mailIds;
  });
  await ctx.mailer.dispatch(ids);
  return { mailed: ids.length, held };
}

/** The daily job: each member with held notifications gets them in one digest, claimed with its mail like a single one. */
export async function sendDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const members = await ctx.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(isNull(notifications.mailedAt), isNotNull(notifications.heldAt)));
  let sent = 0;
  for (const { userId } of members) {
    const id = await ctx.db.transaction(async (tx) => {
      const { reader, due } = await waiting(tx, ctx, userId, true, now);
      if (!reader) return null;
      const mailId = await ctx.mailer.compose(tx, digestMail(reader, due));
      await tx
        .update(notifications)
        .set({ mailedAt: now, mailId })
        .where(
          inArray(
            notifications.id,
            due.map((one) => one.id),
          ),
        );
      return mailId;
    });
    if (id !== null) {
      await ctx.mailer.dispatch([id]);
      sent++;
    }
  }
  return sent;
}

/** Delivers for every member with notifications waiting longer than `olderThanMs` (their wake-up was lost, e.g. in a crash). */
export async function deliverWaiting(ctx: AppContext, olderThanMs: number, now = new Date()): Promise<number> {
  const members = await ctx.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(isNull(notifications.mailedAt), isNull(notifications.heldAt), lt(notifications.createdAt, new Date(now.getTime() - olderThanMs))));
  for (const { userId } of members) await deliverNotifications(ctx, userId, now);
  return members.length;
}

/** Notifications are kept this long after they were mailed (the day's count needs only 24 hours; the rest helps support). */
export const KEEP_MAILED_DAYS = 30;

/** Deletes notifications mailed (or closed) more than KEEP_MAILED_DAYS ago; the mails stay in the outbox. */
export async function pruneNotifications(ctx: AppContext, now = new Date()): Promise<number> {
  const gone = await ctx.db
    .delete(notifications)
    .where(lt(notifications.mailedAt, new Date(now.getTime() - KEEP_MAILED_DAYS * DAY_MS)))
    .returning({ id: notifications.id });
  return gone.length;
}
