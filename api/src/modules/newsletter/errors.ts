import { defineErrors } from "../../lib/errors.ts";
import { NEWSLETTER_MESSAGES } from "./messages.ts";

export const NEWSLETTER_ERRORS = defineErrors({
  invalid_token: { status: 400, message: NEWSLETTER_MESSAGES.invalidConfirmation },
});
