import { defineErrors } from "../../lib/errors.ts";
import { EXPLORE_MESSAGES } from "./messages.ts";

export const EXPLORE_ERRORS = defineErrors({
  already_shared: { status: 409, message: EXPLORE_MESSAGES.alreadyShared },
  share_unchanged: { status: 400, message: EXPLORE_MESSAGES.shareUnchanged },
  own_page: { status: 403, message: EXPLORE_MESSAGES.ownPageUpvote },
});
