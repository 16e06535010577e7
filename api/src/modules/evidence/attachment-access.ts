import { storedFileResponse } from "../../lib/file-response.ts";
import { and, eq, sql } from "drizzle-orm";
import { create as contentDisposition } from "content-disposition";
import { pages, pageMembers, contents, type StoredFile } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { resolvePrincipal } from "../../lib/auth-guard.ts";
import { unauthenticated } from "../../lib/errors.ts";
import type { StoredObject } from "../../lib/storage.ts";

/** Evidence files live under `pages/{id}/attachments/`; their lasting URL is not for gated items. */
export const isAttachmentKey = (key: string) => /^pages\/\d+\/attachments\//.test(key);

/** An attachment's id in URLs: the file part of its storage key (`pages/1/attachments/<id>.pdf`). */
export const attachmentFileId = (key: string) => key.slice(key.lastIndexOf("/") + 1, -".pdf".length);

export const findAttachment = (files: StoredFile[], fileId: string) => files.find((file) => attachmentFileId(file.key) === fileId);

/**
 * Who may download an attachment by its lasting URL (`/files/{key}`): anyone
 * when its item is public and published on a published page; otherwise only
 * the page's members and the product team (reviewers). Visitors of a gated
 * item get its files through the grant the gate gave them, never from here.
 * A bearer token or API key that does not verify answers 401, as on every
 * authenticated call, so an SDK or CLI renews its expired access token
 * instead of reading "not found"; a stale cookie counts as no one.
 */
export async function readableAttachment(ctx: AppContext, key: string, headers: Headers): Promise<{ file: StoredFile; shared: boolean } | null> {
  const sendsCredential = /^bearer /i.test(headers.get("authorization") ?? "") || headers.has("x-api-key");
  const presented = sendsCredential ? await resolvePrincipal(ctx, headers) : undefined;
  if (presented === null) throw unauthenticated();
  const pageId = Number(key.split("/")[1]);
  const [row] = await ctx.db
    .select({ access: contents.access, isPublished: contents.isPublished, pagePublished: pages.isPublished, attachments: contents.attachments })
    .from(contents)
    .innerJoin(pages, eq(pages.id, contents.pageId))
    .where(and(eq(contents.pageId, pageId), sql`${contents.attachments} @> ${JSON.stringify([{ key }])}::jsonb`));
  const file = row?.attachments.find((a) => a.key === key);
  if (!row || !file) return null;
  if (row.access === "public" && row.isPublished && row.pagePublished) return { file, shared: true };
  const principal = presented ?? (await resolvePrincipal(ctx, headers).catch(() => null));
  if (!principal) return null;
  if (principal.user.role === "admin") return { file, shared: false };
  const [member] = await ctx.db
    .select({ role: pageMembers.role })
    .from(pageMembers)
    .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, principal.user.id)));
  return member ? { file, shared: false } : null;
}

/**
 * A PDF as a download under its own name, never rendered in our origin's
 * context (nosniff, attachment). Caches keep a public file only minutes (the
 * owner may gate its item later) and never keep anyone else's.
 */
export function attachmentResponse(request: Request, object: StoredObject, file: StoredFile, shared: boolean): Response {
  return storedFileResponse(request, object, {
    "content-type": "application/pdf",
    "content-disposition": contentDisposition(file.name),
    "x-content-type-options": "nosniff",
    "cache-control": shared ? "public, max-age=300" : "private, no-store",
  });
}
