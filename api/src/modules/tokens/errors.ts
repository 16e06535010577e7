import { defineErrors } from "../../lib/errors.ts";
import { TOKEN_MESSAGES } from "./messages.ts";

export const TOKEN_ERRORS = defineErrors({
  invalid_credentials: { status: 401, message: TOKEN_MESSAGES.badCredentials },
  token_not_valid: { status: 401, message: TOKEN_MESSAGES.badRefresh },
});
