import { defineErrors } from "../../lib/errors.ts";
import { LINK_BLOCK_LIMITS } from "./model.ts";
import { LINK_BLOCK_MESSAGES } from "./messages.ts";

export const LINK_BLOCK_ERRORS = defineErrors({
  too_many_link_blocks: { status: 409, message: LINK_BLOCK_MESSAGES.tooMany(LINK_BLOCK_LIMITS.blocks) },
});
