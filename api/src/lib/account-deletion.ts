import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pageMembers, pages } from "@greenpage/db/schema";
import type { Tx } from "./transaction.ts";

/**
 * The rule for deleting an account, whoever deletes it (its owner, or an
 * admin): the pages it owns go with it (their rows cascade, their files are
 * removed after), but a page other people work on is never taken from them:
 * it is handed over or deleted first. Answers the handles of such pages,
 * alphabetically; none means the account may go.
 */
export async function pagesOthersWorkOn(db: Database | Tx, userId: string): Promise<string[]> {
  const shared = await db
    .selectDistinct({ handle: pages.handle })
    .from(pages)
    .innerJoin(pageMembers, and(eq(pageMembers.pageId, pages.id), ne(pageMembers.userId, userId)))
    .where(eq(pages.ownerId, userId))
    .orderBy(pages.handle);
  return shared.map((page) => page.handle);
}

/** The ids of the pages an account owns: what deleting it removes, files included. */
export async function ownedPageIds(db: Database | Tx, userId: string): Promise<number[]> {
  const owned = await db.select({ id: pages.id }).from(pages).where(eq(pages.ownerId, userId));
  return owned.map((page) => page.id);
}
