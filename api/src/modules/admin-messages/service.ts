import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { contactMessages, contactReplies, type LanguageCode, users } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { type AuditActor, recordAdminAction } from "../audit/record.ts";
import { contactReplyMail } from "./mails.ts";
import type { MessageFilter } from "./model.ts";
import { containing } from "../../lib/like.ts";

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A message id from the path: anything but a small positive number is simply not found. */
export function messageId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

function whereOf(filter: MessageFilter): SQL | undefined {
  const status = filter.status ?? "open";
  const conditions: (SQL | undefined)[] = [];
  if (status === "open") conditions.push(isNull(contactMessages.handledAt));
  if (status === "handled") conditions.push(isNotNull(contactMessages.handledAt));
  const q = filter.q?.trim();
  if (q) {
    const like = containing(q);
    conditions.push(
      or(ilike(contactMessages.name, like), ilike(contactMessages.email, like), ilike(contactMessages.company, like), ilike(contactMessages.message, like)),
    );
  }
  return and(...conditions);
}

export async function listMessages(ctx: AppContext, filter: MessageFilter, window: { pageSize: number; offset: number }) {
  const where = whereOf(filter);
  const replies = ctx.db.$with("reply_counts").as(
    ctx.db
      .select({ messageId: contactReplies.messageId, n: count().as("n") })
      .from(contactReplies)
      .groupBy(contactReplies.messageId),
  );
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
    ctx.db
      .with(replies)
      .select({ message: contactMessages, replies: replies.n })
      .from(contactMessages)
      .leftJoin(replies, eq(replies.messageId, contactMessages.id))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(window.pageSize)
      .offset(window.offset),
  ]);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map(({ message: m, replies: n }) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      company: m.company,
      category: m.category,
      locale: m.locale,
      excerpt: m.message.length > 160 ? `${m.message.slice(0, 159)}…` : m.message,
      read_at: iso(m.readAt),
      handled_at: iso(m.handledAt),
      replies: Number(n ?? 0),
      created_at: m.createdAt.toISOString(),
    })),
  };
}

function detailOf(m: MessageRow, handledBy: string | null, replies: ReplyRow[]) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    company: m.company,
    category: m.category,
    locale: m.locale,
    message: m.message,
    read_at: iso(m.readAt),
    handled_at: iso(m.handledAt),
    handled_by: handledBy,
    created_at: m.createdAt.toISOString(),
    replies: replies.map((r) => ({ id: r.id, author_name: r.authorName, body: r.body, created_at: r.createdAt.toISOString() })),
  };
}

async function loadDetail(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ message: contactMessages, handledBy: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  const replies = await ctx.db.select().from(contactReplies).where(eq(contactReplies.messageId, id)).orderBy(contactReplies.createdAt, contactReplies.id);
  return detailOf(row.message, row.handledBy, replies);
}

/** One message with the replies sent; the first admin to open it marks it read (reading is not audited). */
export async function openMessage(ctx: AppContext, id: number) {
  await ctx.db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  return loadDetail(ctx, id);
}

/** Marks a message handled, or open again (`handled` false); audited as `message.handled` / `message.reopen` when it changed. */
export async function setHandled(ctx: AppContext, actor: AuditActor, id: number, handled: boolean) {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!message) throw notFound();
    if ((message.handledAt !== null) === handled) return;
    const now = new Date();
    await tx
      .update(contactMessages)
      .set(handled ? { handledAt: now, handledBy: actor.id, readAt: message.readAt ?? now } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id));
    await recordAdminAction(tx, {
      actor,
      action: handled ? "message.handled" : "message.reopen",
      target: { type: "message", id, label: `${message.name} <${message.email}>` },
      details: { category: message.category },
    });
  });
  return loadDetail(ctx, id);
}

/**
 * Mails the answer to the sender in their message's language (through the
 * outbox), keeps it with the message and marks the message handled; the
 * reply, its mail and its audit entry (`message.reply`) are one
 * transaction: no reply is recorded as sent that was not queued.
 */
export async function replyToMessage(ctx: AppContext, actor: AuditActor & { name: string }, id: number, body: string) {
  const now = new Date();
  const contactUrl = `${ctx.config.siteUrl}/contact`;
  const mail = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!row) throw notFound();
    const [reply] = await tx.insert(contactReplies).values({ messageId: id, authorId: actor.id, authorName: actor.name, body, createdAt: now }).returning();
    await tx
      .update(contactMessages)
      .set({ handledAt: row.handledAt ?? now, handledBy: row.handledBy ?? actor.id, readAt: row.readAt ?? now })
      .where(eq(contactMessages.id, id));
    await recordAdminAction(tx, {
      actor,
      action: "message.reply",
      target: { type: "message", id, label: `${row.name} <${row.email}>` },
      details: { reply_id: reply!.id, locale: row.locale, length: body.length },
    });
    const language: LanguageCode = row.locale === "ja" ? "ja" : "en";
    return ctx.mailer.compose(tx, {
      to: row.email,
      kind: "contact_reply",
      ...contactReplyMail(language, { body, original: row.message, sentAt: row.createdAt, contactUrl }),
    });
  });
  await ctx.mailer.dispatch([mail]);
  return loadDetail(ctx, id);
}
