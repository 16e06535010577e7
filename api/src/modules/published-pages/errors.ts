import { defineErrors } from "../../lib/errors.ts";

/** A public read of a page that exists but is not published (the specification's words). */
export const PUBLISHED_PAGE_ERRORS = defineErrors({
  coming_soon: { status: 404, message: "Page coming soon" },
});
