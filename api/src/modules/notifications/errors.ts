import { defineErrors } from "../../lib/errors.ts";
import { NOTIFICATION_MESSAGES } from "./messages.ts";

export const NOTIFICATION_ERRORS = defineErrors({
  invalid_unsubscribe_link: { status: 404, message: NOTIFICATION_MESSAGES.invalidLink, ja: "この配信停止リンクは無効です。" },
});
