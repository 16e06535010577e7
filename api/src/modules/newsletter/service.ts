import { and, eq, gt, ne, sql } from "drizzle-orm";
import { newsletterSubscribers } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { NEWSLETTER_ERRORS } from "./errors.ts";
import { confirmSubscriptionMail, subscribedMail } from "./mails.ts";
import { NEWSLETTER_MESSAGES } from "./messages.ts";
import type { NewsletterLocale, SubscribeBody } from "./model.ts";
import { CONFIRMATION_LIFETIME_MS, hashToken, newConfirmationToken, unsubscribeToken, unsubscribeTokenId, verifyUnsubscribeToken } from "./tokens.ts";

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;

/** The subscription as stored: the model has checked the address (trimmed); it is kept in lower case. */
export function toSubscription(body: SubscribeBody): { email: string; locale: NewsletterLocale } {
  return { email: body.email.toLowerCase(), locale: body.locale ?? "en" };
}

/**
 * A new, pending or unsubscribed address gets a fresh link (the previous one
 * stops working); a confirmed one gets nothing. The caller answers the same
 * either way, so the form never tells whether an address is subscribed.
 */
export async function subscribe(ctx: AppContext, input: { email: string; locale: NewsletterLocale }, now = new Date()) {
  const { token, hash } = newConfirmationToken();
  const fresh = { locale: input.locale, status: "pending", tokenHash: hash, tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS) };
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email: input.email, ...fresh })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  const renewed = inserted.length
    ? inserted
    : await ctx.db
        .update(newsletterSubscribers)
        .set({ ...fresh, confirmedAt: null })
        .where(and(sameEmail(input.email), ne(newsletterSubscribers.status, "confirmed")))
        .returning({ id: newsletterSubscribers.id });
  if (renewed.length === 0) return;
  const url = `${ctx.config.siteUrl}/newsletter/confirm?token=${token}`;
  await ctx.mailer.send({ to: input.email, kind: "newsletter_confirm", ...confirmSubscriptionMail(input.locale, url) });
}

/**
 * Follows a confirmation link. The token stays valid until it expires, so a
 * second click (or a mail scanner's) answers "confirmed" again; only the
 * first one sends the welcome mail.
 */
export async function confirmSubscription(ctx: AppContext, token: string | undefined, now = new Date()) {
  if (!token?.trim()) throw NEWSLETTER_ERRORS.raise("invalid_token");
  const live = and(eq(newsletterSubscribers.tokenHash, hashToken(token.trim())), gt(newsletterSubscribers.tokenExpiresAt, now));
  const [confirmed] = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(live, eq(newsletterSubscribers.status, "pending")))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale });
  if (confirmed) {
    const locale: NewsletterLocale = confirmed.locale === "ja" ? "ja" : "en";
    await ctx.mailer.send({ to: confirmed.email, kind: "newsletter_subscribed", ...subscribedMail(locale, unsubscribeUrl(ctx, confirmed)) });
    return;
  }
  const [again] = await ctx.db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(live, eq(newsletterSubscribers.status, "confirmed")));
  if (!again) throw NEWSLETTER_ERRORS.raise("invalid_token");
}

/** The link every newsletter mail carries. */
export function unsubscribeUrl(ctx: AppContext, subscriber: { id: number; email: string }): string {
  return `${ctx.config.siteUrl}/newsletter/unsubscribe?token=${unsubscribeToken(ctx.config.authSecret, subscriber)}`;
}

/** Follows an unsubscribe link; doing it twice is fine. A pending confirmation link stops working too. */
export async function unsubscribe(ctx: AppContext, token: string | undefined) {
  const value = token?.trim() ?? "";
  const id = unsubscribeTokenId(value);
  const [subscriber] = id
    ? await ctx.db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
    : [];
  if (!subscriber || !verifyUnsubscribeToken(ctx.config.authSecret, value, subscriber))
    throw NEWSLETTER_ERRORS.raise("invalid_token", { detail: NEWSLETTER_MESSAGES.invalidUnsubscribe });
  await ctx.db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", tokenHash: null, tokenExpiresAt: null })
    .where(eq(newsletterSubscribers.id, subscriber.id));
}
