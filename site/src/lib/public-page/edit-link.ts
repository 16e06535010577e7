import type { OwnedPage } from "@greenpage/sdk";

/**
 * Where the "Edit page" bar on a public page leads a signed-in visitor who
 * may edit it (its owner or a member: the pages they may open are the ones
 * `businesses/my/` lists): the dashboard with that page made current.
 * Anyone else, or an API that cannot say, gets no bar.
 */
export async function editLink(handle: string, myPages: () => Promise<Pick<OwnedPage, "id" | "handle">[]>): Promise<string | null> {
  try {
    const page = (await myPages()).find((p) => p.handle.toLowerCase() === handle.toLowerCase());
    return page ? `/dashboard?page=${page.id}` : null;
  } catch {
    return null;
  }
}
