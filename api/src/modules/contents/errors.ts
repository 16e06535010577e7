import { defineErrors } from "../../lib/errors.ts";

export const CONTENT_ERRORS = defineErrors({
  invalid_transition: { status: 409, message: "This initiative's evidence cannot change that way now." },
});
