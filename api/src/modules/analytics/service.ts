import { createHash } from "node:crypto";
import type { LanguageCode, PageEventKind } from "@greenpage/db/schema";
import { isDatabaseUnavailable } from "@greenpage/db";
import type { AppContext } from "../../lib/context.ts";
import { ApiError, COMMON_ERRORS, fieldError } from "../../lib/errors.ts";
import { ANALYTICS_MESSAGES } from "./messages.ts";
import type { PageViewBody } from "./model.ts";
import type { SaltStore } from "./salts.ts";
import { sourceOf } from "./sources.ts";
import { agentCategories } from "./user-agent.ts";

export type PageView = {
  path: string;
  referrer: string | null;
  language: LanguageCode | null;
  source: string | null;
  kind: PageEventKind;
  /** The block clicked, for a `click`. */
  linkBlockId: number | null;
};
export type Visitor = { ip: string; userAgent: string };

/**
 * The view as recorded: the model has checked path and referrer; the query
 * string and all but the referrer's origin go, the marker becomes a source.
 * A click names its link block (whether the block is the page's is settled
 * with the batch: a click on another page's block is not stored).
 */
export function cleanPageView(body: PageViewBody): PageView {
  const path = body.path.split(/[?#]/)[0]!;
  const kind = body.kind ?? "view";
  if (kind === "click" && body.link_block_id === undefined) throw fieldError("link_block_id", ANALYTICS_MESSAGES.linkBlock);
  return {
    path,
    referrer: referrerOrigin(body.referrer),
    language: body.language ?? null,
    source: sourceOf(body.source, path),
    kind,
    linkBlockId: kind === "click" ? (body.link_block_id ?? null) : null,
  };
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
 * The handle a public page path names: `/{handle}`, `/{handle}/{content_id}`,
 * `/widget/{handle}` or `/widget/{handle}/{content_id}` (an item's oEmbed
 * card). Site routes (/explore, /login …) have the same shape but are
 * reserved words no page can take, so their lookup finds nothing.
 */
export function pageHandleOf(path: string): string | null {
  const [first, second, third, ...rest] = path.split("/").filter(Boolean);
  if (!first || rest.length > 0) return null;
  const itemOrNone = (part: string | undefined) => part === undefined || /^\d{1,10}$/.test(part);
  const handle = first === "widget" ? (itemOrNone(third) ? second : undefined) : third === undefined && itemOrNone(second) ? first : undefined;
  return handle && HANDLE.test(handle) && !/^\d+$/.test(handle) ? handle.toLowerCase() : null;
}

const sha256 = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("hex");

/**
 * Counts one view, answering only once it is stored. The visitor is known
 * only by a hash of the day's salt, address, browser and the page's handle,
 * so a visitor is counted once per page per day and cannot be followed
 * across pages or days; the address is never stored, not even in the
 * rate-limit key (a salted hash too). The page's id and the rate-limit count
 * are settled with the view's batch (see the recorder).
 */
export async function recordPageView(ctx: AppContext, salts: SaltStore, view: PageView, visitor: Visitor, now = new Date()): Promise<void> {
  const salt = await salts.saltFor(now);
  const handle = pageHandleOf(view.path);
  try {
    await ctx.pageViews.record({
      handle,
      path: view.path,
      referrer: view.referrer,
      language: view.language,
      source: view.source,
      kind: view.kind,
      linkBlockId: view.linkBlockId,
      visitorHash: sha256(salt, visitor.ip, visitor.userAgent, handle ?? "site"),
      limitSubject: sha256(salt, visitor.ip).slice(0, 32),
      ...agentCategories(visitor.userAgent),
      createdAt: now,
    });
  } catch (error) {
    // Refused by the rate limit: 429. Not stored, so not accepted: an outage answers as outages do (503); any other failed batch says the same.
    if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
    throw COMMON_ERRORS.raise("database_unavailable");
  }
}
