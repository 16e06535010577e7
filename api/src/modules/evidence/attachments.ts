import { and, eq } from "drizzle-orm";
import { contents, type StoredFile } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { readLimitedBody, sniffFileKind } from "../../lib/upload-body.ts";
import { findAttachment } from "./attachment-access.ts";
import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS } from "./limits.ts";
import { EVIDENCE_MESSAGES } from "./messages.ts";
import { resetVerification } from "../contents/evidence-state.ts";

/**
 * The name shown to visitors. A name with a folder in it (`../x.pdf`,
 * `a\\b.pdf`), control characters or nothing left is refused rather than
 * repaired: the owner should see what went wrong.
 */
export function cleanFileName(raw: string | null | undefined): string {
  const name = (raw ?? "").normalize("NFC").trim();
  if (!name || name.length > 150 || /[/\\\u0000-\u001f\u007f]/.test(name) || name === "." || name.includes("..")) {
    throw fieldError("name", EVIDENCE_MESSAGES.fileName);
  }
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Checks everything before anything is written: name, size (cut off while reading), type by its first bytes. */
async function readPdf(request: Request, rawName: string | undefined) {
  const name = cleanFileName(rawName);
  const body = await readLimitedBody(request, ATTACHMENT_MAX_BYTES, EVIDENCE_MESSAGES.pdfTooLarge(ATTACHMENT_MAX_BYTES));
  if (body.byteLength === 0) throw fieldError("file", EVIDENCE_MESSAGES.empty);
  if (sniffFileKind(body) !== "pdf") throw fieldError("file", EVIDENCE_MESSAGES.pdfOnly);
  return { name, body };
}

export async function addAttachment(ctx: AppContext, pageId: number, contentId: number, userId: string, request: Request, rawName: string | undefined) {
  const { name, body } = await readPdf(request, rawName);
  const file: StoredFile = { key: `pages/${pageId}/attachments/${crypto.randomUUID()}.pdf`, name, content_type: "application/pdf", size: body.byteLength };
  await ctx.storage.put(file.key, body, file.content_type);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contents)
        .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)))
        .for("update");
      if (!row) throw notFound();
      if (row.attachments.length >= MAX_ATTACHMENTS) throw fieldError("file", EVIDENCE_MESSAGES.tooMany(MAX_ATTACHMENTS));
      const attachments = [...row.attachments, file];
      await tx.update(contents).set({ attachments, updatedAt: new Date() }).where(eq(contents.id, row.id));
      await resetVerification(tx, row, userId);
      return file;
    });
  } catch (error) {
    // The row was not changed: the stored file must not stay behind.
    await ctx.storage.delete(file.key);
    throw error;
  }
}

export async function removeAttachment(ctx: AppContext, pageId: number, contentId: number, fileId: string, userId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contents)
      .where(and(eq(contents.id, contentId), eq(contents.pageId, pageId)))
      .for("update");
    const file = row && findAttachment(row.attachments, fileId);
    if (!row || !file) throw notFound();
    await tx
      .update(contents)
      .set({ attachments: row.attachments.filter((a) => a !== file), updatedAt: new Date() })
      .where(eq(contents.id, row.id));
    await resetVerification(tx, row, userId);
    return file;
  });
  await ctx.storage.delete(removed.key);
}
