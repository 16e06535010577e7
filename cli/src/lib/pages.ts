import type { GreenpageClient } from "@greenpage/sdk";
import { CliError } from "./errors.ts";

export type OwnedPage = Awaited<ReturnType<GreenpageClient["pages"]["mine"]>>[number];

/** One of the caller's pages by handle (or id): commands take handles, the API takes ids. */
export async function findMyPage(client: GreenpageClient, handleOrId: string): Promise<OwnedPage> {
  const pages = await client.pages.mine();
  const wanted = handleOrId.trim().toLowerCase();
  const page = pages.find((p) => p.handle.toLowerCase() === wanted || String(p.id) === wanted);
  if (!page) {
    const yours = pages.map((p) => p.handle).join(", ") || "none yet";
    throw new CliError(`You have no page "${handleOrId}" (your pages: ${yours}).`);
  }
  return page;
}
