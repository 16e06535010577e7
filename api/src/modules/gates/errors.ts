import { defineErrors } from "../../lib/errors.ts";
import { GATE_MESSAGES } from "./messages.ts";

export const GATE_ERRORS = defineErrors({
  not_gated: { status: 409, message: GATE_MESSAGES.notGated },
});
