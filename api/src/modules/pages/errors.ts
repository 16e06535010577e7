import { defineErrors } from "../../lib/errors.ts";
import { PAGE_MESSAGES } from "./messages.ts";

/** What the page calls answer besides field errors (and the common codes). */
export const PAGE_ERRORS = defineErrors({
  email_not_verified: { status: 403, message: PAGE_MESSAGES.emailNotVerified },
  page_hidden: { status: 403, message: PAGE_MESSAGES.hidden },
  unknown_language: { status: 400, message: PAGE_MESSAGES.languageError },
  default_language_required: { status: 400, message: PAGE_MESSAGES.languageError },
});
