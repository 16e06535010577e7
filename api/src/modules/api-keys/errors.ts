import { defineErrors } from "../../lib/errors.ts";
import { API_KEY_MESSAGES } from "./messages.ts";

export const API_KEY_ERRORS = defineErrors({
  email_not_verified: { status: 403, message: API_KEY_MESSAGES.verifyFirst },
  api_key_limit: { status: 409, message: API_KEY_MESSAGES.tooMany },
});
