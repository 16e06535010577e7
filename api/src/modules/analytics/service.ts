import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { pages, type LanguageCode } from "@greenpage/db/schema";
import { isDatabaseUnavailable } from "@greenpage/db";
import type { AppContext } from "../../lib/context.ts";
import { COMMON_ERRORS } from "../../lib/errors.ts";
import { enforceRateLimit, RATE_LIMITS } from "../../lib/rate-limit.ts";
import type { PageViewBody } from "./model.ts";
import type { SaltStore } from "./salts.ts";
import { sourceOf } from "./sources.ts";
import { agentCategories } from "./user-agent.ts";

export type PageView = { path: string; referrer: string | null; language: LanguageCode | null; source: string | null };
export type Visitor = { ip: string; userAgent: string };

/** The view as recorded: the model has checked path and referrer; the query string and all but the referrer's origin go, the marker becomes a source. */
export function cleanPageView(body: PageViewBody): PageView {
  const path = body.path.split(/[?#]/)[0]!;
  return { path, referrer: referrerOrigin(body.referrer), language: body.language ?? null, source: sourceOf(body.source, path) };
}

/** Only where a visitor came from, never the full address (third-party URLs can carry tokens). */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

const HANDLE = /^[A-Za-z0-9_-]{4,30}$/;

/**
 * The handle a public page path names: `/{handle}`, `/{handle}/{content_id}`
 * or `/widget/{handle}`. Site routes (/explore, /login …) have the same shape
 * but are reserved words no page can take, so their lookup finds nothing.
 */
export function pageHandleOf(path: string): string | null {
  const [first, second, ...rest] = path.split("/").filter(Boolean);
  if (!first || rest.length > 0) return null;
  const handle = first === "widget" ? second : second === undefined || /^\d{1,10}$/.test(second) ? first : undefined;
  return handle && HANDLE.test(handle) && !/^\d+$/.test(handle) ? handle.toLowerCase() : null;
}

async function publishedPageId(ctx: AppContext, handle: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(sql`lower(${pages.handle}) = ${handle}`, eq(pages.isPublished, true)))
    .limit(1);
  return row?.id ?? null;
}

const sha256 = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("hex");

/**
 * Counts one view, answering only once it is stored. The visitor is known only by a hash of the day's salt,
 * address, browser and page, so a visitor is counted once per page per day
 * and cannot be followed across pages or days; the address is never stored,
 * not even in the rate-limit key (a salted hash too).
 */
export async function recordPageView(ctx: AppContext, salts: SaltStore, view: PageView, visitor: Visitor, now = new Date()): Promise<void> {
  const salt = await salts.saltFor(now);
  await enforceRateLimit(ctx.db, RATE_LIMITS.pageViews, sha256(salt, visitor.ip).slice(0, 32), now.getTime());
  const handle = pageHandleOf(view.path);
  const pageId = handle ? await publishedPageId(ctx, handle) : null;
  try {
    await ctx.pageViews.record({
      pageId,
      path: view.path,
      referrer: view.referrer,
      language: view.language,
      source: view.source,
      visitorHash: sha256(salt, visitor.ip, visitor.userAgent, pageId === null ? "site" : String(pageId)),
      ...agentCategories(visitor.userAgent),
      createdAt: now,
    });
  } catch (error) {
    // Not stored, so not accepted: an outage answers as outages do (503); any other failed batch says the same.
    if (isDatabaseUnavailable(error)) throw error;
    throw COMMON_ERRORS.raise("database_unavailable");
  }
}
