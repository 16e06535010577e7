import { and, like, lt, or, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { rateLimits } from "@greenpage/db/schema";
import { rateLimited } from "./errors.ts";

/** At most `max` hits per `windowMs` for one subject (a client address, usually). */
export type RateLimitRule = { scope: string; max: number; windowMs: number };

/**
 * Our limits in one table. Keys are `scope:subject`; better-auth's own keys
 * in the same table start with an address or a path, never with these scopes.
 */
export const RATE_LIMITS = {
  /** Page views: the site fires one per route change. */
  pageViews: { scope: "evts", max: 120, windowMs: 60_000 },
  contact: { scope: "contact", max: 5, windowMs: 10 * 60_000 },
  newsletter: { scope: "newsletter", max: 5, windowMs: 10 * 60_000 },
  /** "Report this page" per client address: each one lands in the team's moderation queue. */
  pageReports: { scope: "report", max: 5, windowMs: 10 * 60_000 },
  /** The dashboard's live handle check (debounced typing); per user, so handles cannot be enumerated fast. */
  handleCheck: { scope: "handle", max: 60, windowMs: 60_000 },
  /** Limited-access gates (name, company, work email) per client address. */
  gateLimited: { scope: "gate", max: 30, windowMs: 10 * 60_000 },
  /** Password guesses per client address and item. */
  gatePassword: { scope: "gate-pw", max: 10, windowMs: 10 * 60_000 },
  /**
   * Password guesses per item from every address together. Past this many, each guess is slowed
   * (gates/service.ts), never refused: a hard lockout would let about 20 addresses lock the owner's
   * visitors out, the right password included.
   */
  gatePasswordPerItem: { scope: "gate-pw-item", max: 200, windowMs: 10 * 60_000 },
  /** Past that allowance an item's guesses take turns (`takeTurn`): at most this many waiting, windowMs apart. */
  gatePasswordTurns: { scope: "gate-pw-turn", max: 20, windowMs: 1500 },
  /**
   * Mails a stranger can have sent to any address (a reset, a verification, the Contact form's
   * acknowledgement, a newsletter confirmation), per mailbox and kind, from every client together.
   */
  mailPerRecipient: { scope: "mail-to", max: 3, windowMs: 60 * 60_000 },
  /** Sign-on codes and links mailed to one address, from every client together. */
  signOnMail: { scope: "sign-on-mail", max: 5, windowMs: 10 * 60_000 },
  /** Join links looked up per client address (a token cannot be guessed; this bounds what trying costs us). */
  invitationLookups: { scope: "invite", max: 60, windowMs: 10 * 60_000 },
  /** Invitations a member creates (each may mail someone), per user. */
  invitationsCreated: { scope: "invite-new", max: 30, windowMs: 60 * 60_000 },
  /** Stats pages opened with share links, per client address (a token cannot be guessed; this bounds what trying costs us). */
  sharedStats: { scope: "stats-share", max: 120, windowMs: 10 * 60_000 },
  /** Password guesses on a protected stats link, per client address and link. */
  sharedStatsPassword: { scope: "stats-share-pw", max: 10, windowMs: 10 * 60_000 },
  /** Upvotes cast and withdrawn per user (the counts stay exact either way; this bounds the writes a toggling script costs). */
  upvotes: { scope: "upvote", max: 60, windowMs: 10 * 60_000 },
  /** Feedback submissions per stakeholder (each replaces their earlier answer to the form, so a burst is only rigging noise). */
  feedbackPerUser: { scope: "feedback-user", max: 30, windowMs: 10 * 60_000 },
  /** Feedback submissions per client address, from every account together (an office shares one address). */
  feedbackPerAddress: { scope: "feedback-ip", max: 100, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitHit = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit in a fixed window shared by every API process: one atomic
 * upsert. For our keys `last_request` holds the start of the current window
 * (better-auth's rows keep their own meaning); an expired window restarts at 1.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitHit> {
  const [row] = rowsOf<{ count: number; window_start: string }>(
    await db.execute(countHits(rule, sql`(SELECT ${`${rule.scope}:${subject}`}::text AS key, 1 AS n) AS hit`, now)),
  );
  const count = Number(row!.count);
  return { allowed: count <= rule.max, count, retryAfterSeconds: retryAfterSeconds(rule, Number(row!.window_start), now) };
}

/**
 * The upsert that counts hits in their fixed windows, as SQL to run alone or
 * inside a larger statement (the page-view batch): `hits` names rows of
 * (`key` text, `n` integer), one per key, each key counted `n` times; it
 * returns each key's `count` after them and its `window_start`. Keys are
 * written in order, so two processes' batches never wait on each other's
 * rows crosswise.
 */
export function countHits(rule: RateLimitRule, hits: SQL, now: number): SQL {
  const expired = sql`"rate_limits"."last_request" <= ${now - rule.windowMs}::bigint`;
  return sql`
    INSERT INTO rate_limits (id, key, count, last_request)
    SELECT gen_random_uuid()::text, key, n, ${now}::bigint FROM ${hits} ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      count = case when ${expired} then excluded.count else "rate_limits"."count" + excluded.count end,
      last_request = case when ${expired} then ${now}::bigint else "rate_limits"."last_request" end
    RETURNING key, count, last_request AS window_start`;
}

/** Seconds until a window that started at `windowStart` (ms) ends: a refusal's Retry-After. */
export const retryAfterSeconds = (rule: RateLimitRule, windowStart: number, now: number) => Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));

/** Counts the hit and answers 429 (with Retry-After) once the window's allowance is spent. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<void> {
  const hit = await hitRateLimit(db, rule, subject, now);
  if (!hit.allowed) throw rateLimited(hit.retryAfterSeconds, rule.max);
}

/**
 * A place in a queue shared by every API process: turns come `rule.windowMs`
 * apart, and a caller waits for its own. With `rule.max` turns already
 * waiting, no place is taken and the answer is 429 (so refused callers never
 * lengthen the queue). For our keys `last_request` holds when the last turn taken
 * ends.
 */
export async function takeTurn(db: Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<void> {
  const longest = rule.max * rule.windowMs;
  const end = sql`greatest("rate_limits"."last_request", ${now}::bigint)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key: `${rule.scope}:${subject}`, count: 1, lastRequest: now + rule.windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        lastRequest: sql`case when ${end} - ${now}::bigint < ${longest}::bigint then ${end} + ${rule.windowMs}::bigint else "rate_limits"."last_request" end`,
      },
    })
    .returning({ queueEnd: rateLimits.lastRequest });
  const myEnd = Number(row!.queueEnd);
  if (myEnd - now > longest) throw rateLimited(Math.ceil((myEnd - now) / 1000));
  await new Promise((resolve) => setTimeout(resolve, myEnd - now));
}

/**
 * Deletes our rows whose window has ended: such a row counts exactly like a
 * missing one, so this changes no answer; it only keeps the table small.
 */
export async function purgeExpiredRateLimits(db: Database, now = Date.now()): Promise<void> {
  const expired = Object.values(RATE_LIMITS).map((rule) => and(like(rateLimits.key, `${rule.scope}:%`), lt(rateLimits.lastRequest, now - rule.windowMs)));
  await db.delete(rateLimits).where(or(...expired));
}
