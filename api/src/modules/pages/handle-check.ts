import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { findPageAccess } from "../../lib/page-access.ts";
import { checkHandleShape, isHandleTaken } from "./handle.ts";
import { PAGE_MESSAGES } from "./messages.ts";

export type HandleCheck = { handle: string; available: boolean; errors: string[] };

/**
 * The live check the dashboard runs while an owner types a handle: the same
 * rules as create and update, so what it says is what saving will say. With
 * `pageId` (a page the user belongs to), that page's own handle counts as free.
 */
export async function checkHandle(ctx: AppContext, userId: string, raw: string, pageId?: string): Promise<HandleCheck> {
  const exceptId = pageId ? (await findPageAccess(ctx, userId, pageId)).page.id : undefined;
  const collector = new FieldErrorCollector();
  const handle = checkHandleShape(collector, raw);
  if (handle && (await isHandleTaken(ctx.db, handle, exceptId))) collector.add("handle", PAGE_MESSAGES.handleTaken);
  const errors = collector.fields.handle ?? [];
  return { handle: raw.trim(), available: errors.length === 0, errors };
}
