import { defineErrors } from "../../lib/errors.ts";

export const EVIDENCE_ERRORS = defineErrors({
  own_page: { status: 403, message: "You cannot review an initiative of a page you belong to." },
});
