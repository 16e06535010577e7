import { defineErrors } from "../../lib/errors.ts";
import { ANALYTICS_MESSAGES as M } from "./messages.ts";

/** What the shared-stats calls answer besides field errors and the common codes. */
export const ANALYTICS_ERRORS = defineErrors({
  share_link_not_found: { status: 404, message: M.shareLinkUnknown, ja: "この統計リンクは存在しないか、取り消されました。" },
  share_password_required: { status: 401, message: M.sharePasswordRequired, ja: "この統計リンクはパスワードで保護されています。" },
});
