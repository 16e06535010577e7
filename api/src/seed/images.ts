import { readFile } from "node:fs/promises";
import type { AppContext } from "../context.ts";

const ASSETS = new URL("./assets/", import.meta.url);

/** Puts one of the seed's pictures into the page's storage, as an upload would, and returns its key. */
export async function storeSeedImage(ctx: AppContext, pageId: number, file: string): Promise<string> {
  const extension = file.endsWith(".png") ? "png" : "jpg";
  const key = `pages/${pageId}/images/${crypto.randomUUID()}.${extension}`;
  const body = new Uint8Array(await readFile(new URL(file, ASSETS)));
  await ctx.storage.put(key, body, extension === "png" ? "image/png" : "image/jpeg");
  return key;
}
