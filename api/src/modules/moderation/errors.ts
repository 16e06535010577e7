import { defineErrors } from "../../lib/errors.ts";

/** What the moderation calls answer besides field errors (and the common codes, and `own_page`). */
export const MODERATION_ERRORS = defineErrors({
  not_moderated: { status: 409, message: "This page was not taken down: there is nothing to restore." },
  already_resolved: { status: 409, message: "This report is already resolved." },
});
