import { defineErrors } from "../../lib/errors.ts";

/** What the admin console's codes, plans and messages calls answer besides field errors and the common codes. */
export const ADMIN_OFFICE_ERRORS = defineErrors({
  code_used: { status: 409, message: "This code has already been used: it cannot be revoked." },
  no_end: { status: 409, message: "This plan has no end date to move. Assign it with an end date first." },
  provider_managed: { status: 409, message: "This subscription renews through the payment provider: change its period there." },
});
