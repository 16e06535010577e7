import { eq, type SQL, sql } from "drizzle-orm";
import { pages, users } from "@greenpage/db/schema";
import { rowIdOrNotFound } from "./row-id.ts";

/**
 * How the console's calls name a user and a page in their paths, shared by
 * every area (users, plans, pages and moderation) so they all read them alike.
 */

/** A user by id or by email address (any case): whatever contains an `@` is an email. */
export const userByReference = (reference: string): SQL =>
  reference.includes("@") ? sql`lower(${users.email}) = ${reference.trim().toLowerCase()}` : eq(users.id, reference);

/** A page by id or by handle (any case); handles are never all digits, so digits are an id (404 when out of range). */
export const pageByReference = (reference: string): SQL =>
  /^\d+$/.test(reference) ? eq(pages.id, rowIdOrNotFound(reference)) : sql`lower(${pages.handle}) = ${reference.trim().toLowerCase()}`;
