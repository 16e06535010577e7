import { sql } from "drizzle-orm";

/** What Explore lists of a page (alias `b`): published and visible. */
export const LISTED_PAGE = sql`b.is_published and b.is_visible`;

/**
 * What Explore lists of an initiative (alias `c`, its page `b`): shared, still
 * published, listed and public, on a page that is itself listed. An item
 * whose owner later gates or hides it drops out without being unshared.
 */
export const LISTED_INITIATIVE = sql`c.shared_to_explore and c.is_published and c.visibility = 'public' and c.access = 'public' and ${LISTED_PAGE}`;
