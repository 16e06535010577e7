import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { analyticsShareLinks, type LocalizedText, pages, users } from "@greenpage/db/schema";
import { addressKey } from "../../lib/client-ip.ts";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { limitsFor } from "../../lib/plans/limits.ts";
import { pagePlanCode } from "../../lib/plans/subscriptions.ts";
import { checkAnalyticsWindow } from "../../lib/plans/usage.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import { newNonce, nonceOf, passHolds, signedPass, signedToken } from "../../lib/signed-token.ts";
import { ANALYTICS_ERRORS } from "./errors.ts";
import { ANALYTICS_MESSAGES as M, SHARE_LINK_LIMITS } from "./messages.ts";
import type { ShareLink, ShareLinkBody, SharedStatsBody } from "./model.ts";
import { analyticsReport } from "./report.ts";

type LinkRow = typeof analyticsShareLinks.$inferSelect;
type Creator = { name: string; email: string } | null;

const statsUrl = (ctx: AppContext, nonce: string) => `${ctx.config.siteUrl}/stats/${signedToken("analytics-share", ctx.config.authSecret, nonce)}`;

function toShareLink(ctx: AppContext, row: LinkRow, creator: Creator): ShareLink {
  return {
    id: row.id,
    name: row.name,
    url: statsUrl(ctx, row.nonce),
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
    created_by: creator,
  };
}

const liveLinksOf = (pageId: number) => and(eq(analyticsShareLinks.pageId, pageId), isNull(analyticsShareLinks.revokedAt));

/** The page's links that still open its stats, newest first. */
export async function listShareLinks(ctx: AppContext, pageId: number): Promise<ShareLink[]> {
  const rows = await ctx.db
    .select({ row: analyticsShareLinks, name: users.name, email: users.email })
    .from(analyticsShareLinks)
    .leftJoin(users, eq(users.id, analyticsShareLinks.createdBy))
    .where(liveLinksOf(pageId))
    .orderBy(desc(analyticsShareLinks.id));
  return rows.map((r) => toShareLink(ctx, r.row, r.name !== null && r.email !== null ? { name: r.name, email: r.email } : null));
}

/** A new read-only link; its password, if any, is kept only as a hash. */
export async function createShareLink(ctx: AppContext, pageId: number, actor: { id: string; name: string; email: string }, body: ShareLinkBody) {
  const [live] = await ctx.db.select({ n: count() }).from(analyticsShareLinks).where(liveLinksOf(pageId));
  if ((live?.n ?? 0) >= SHARE_LINK_LIMITS.perPage) throw fieldError("name", M.tooManyShareLinks);
  const password = body.password ?? null;
  if (password !== null && !password.trim()) throw fieldError("password", M.passwordLength);
  const [row] = await ctx.db
    .insert(analyticsShareLinks)
    .values({ pageId, nonce: newNonce(), name: body.name || null, passwordHash: password ? await hashPassword(password) : null, createdBy: actor.id })
    .returning();
  return toShareLink(ctx, row!, { name: actor.name, email: actor.email });
}

/** Revokes a link at once: the next read with it answers 404. */
export async function revokeShareLink(ctx: AppContext, pageId: number, linkId: number): Promise<void> {
  const gone = await ctx.db
    .update(analyticsShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(analyticsShareLinks.id, linkId), liveLinksOf(pageId)))
    .returning({ id: analyticsShareLinks.id });
  if (gone.length === 0) throw notFound();
}

/** How long the pass a right password earns lets the same reader switch windows without the password. */
const ACCESS_HOURS = 12;

/**
 * Whether the reader may see a protected link's numbers: by a pass the right
 * password earned earlier, else by the password (guesses are counted per
 * address and link before the check). Answers the pass to use next.
 */
async function unlock(ctx: AppContext, link: LinkRow, body: SharedStatsBody, ip: string): Promise<string | null> {
  if (link.passwordHash === null) return null;
  const secret = ctx.config.authSecret;
  if (body.access && passHolds("analytics-share-access", secret, link.nonce, body.access)) return body.access;
  if (!body.password) throw ANALYTICS_ERRORS.raise("share_password_required");
  await enforceRateLimit(ctx.db, RATE_LIMITS.sharedStatsPassword, `${addressKey(ip)}:${link.id}`);
  if (!(await verifyPassword({ hash: link.passwordHash, password: body.password }))) throw fieldError("password", M.incorrectPassword);
  return signedPass("analytics-share-access", secret, link.nonce, Math.floor(Date.now() / 1000) + ACCESS_HOURS * 3600);
}

/**
 * What a share link shows: the page's name and the report of the window
 * asked for, within the page's plan. A password-protected link answers 401
 * `share_password_required` without a password or a pass, a field error for
 * a wrong password; the right one earns `access`, a pass for the next reads.
 */
export async function openSharedStats(ctx: AppContext, body: SharedStatsBody, ip: string) {
  const nonce = nonceOf("analytics-share", ctx.config.authSecret, body.token);
  const [found] = nonce
    ? await ctx.db
        .select({ link: analyticsShareLinks, handle: pages.handle, nameJson: pages.nameJson })
        .from(analyticsShareLinks)
        .innerJoin(pages, eq(pages.id, analyticsShareLinks.pageId))
        .where(and(eq(analyticsShareLinks.nonce, nonce), isNull(analyticsShareLinks.revokedAt)))
    : [];
  if (!found) throw ANALYTICS_ERRORS.raise("share_link_not_found");
  const { link } = found;
  const access = await unlock(ctx, link, body, ip);
  const windowLimit = limitsFor(await pagePlanCode(ctx.db, link.pageId)).analytics_window_days;
  // Without a window asked for: 30 days, or all the plan keeps when that is less.
  const days = body.days ?? Math.min(30, windowLimit);
  await checkAnalyticsWindow(ctx.db, link.pageId, days);
  return {
    page: {
      handle: found.handle,
      name_json: (found.nameJson as LocalizedText | null) ?? null,
      analytics_window_days: windowLimit,
    },
    report: await analyticsReport(ctx.db, link.pageId, days, { compare: body.compare === true }),
    access,
  };
}
