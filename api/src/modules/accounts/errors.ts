import { defineErrors } from "../../lib/errors.ts";

export const ACCOUNT_ERRORS = defineErrors({
  signup_failed: { status: 400, message: "Sign-up failed." },
});
