import { readFile } from "node:fs/promises";
import type { StoredFile } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { imageKeyFor } from "../lib/image-variants.ts";

const ASSETS = new URL("./assets/", import.meta.url);

/** Puts one of the seed's pictures into the page's storage, as an upload would, and returns its key. */
export async function storeSeedImage(ctx: AppContext, pageId: number, file: string): Promise<string> {
  const extension = file.endsWith(".png") ? "png" : "jpg";
  const body = new Uint8Array(await readFile(new URL(file, ASSETS)));
  const key = await imageKeyFor(pageId, body, extension);
  await ctx.storage.put(key, body, extension === "png" ? "image/png" : "image/jpeg");
  return key;
}

/** Puts one of the seed's PDFs into the page's storage as an attachment, under the name visitors see. */
export async function storeSeedAttachment(ctx: AppContext, pageId: number, file: string, name: string): Promise<StoredFile> {
  const key = `pages/${pageId}/attachments/${crypto.randomUUID()}.pdf`;
  const body = new Uint8Array(await readFile(new URL(file, ASSETS)));
  await ctx.storage.put(key, body, "application/pdf");
  return { key, name, content_type: "application/pdf", size: body.byteLength };
}
