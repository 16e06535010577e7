import { defineErrors } from "../../lib/errors.ts";
import { OEMBED_MESSAGES } from "./messages.ts";

export const OEMBED_ERRORS = defineErrors({
  not_implemented: { status: 501, message: OEMBED_MESSAGES.formatNotImplemented },
});
