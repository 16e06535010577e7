import { defineErrors } from "../../lib/errors.ts";
import { ASSESSMENT_MESSAGES } from "./messages.ts";

export const ASSESSMENT_ERRORS = defineErrors({
  assessment_in_progress: { status: 409, message: ASSESSMENT_MESSAGES.inProgress },
  assessment_completed: { status: 409, message: ASSESSMENT_MESSAGES.completed },
  assessment_not_completed: { status: 409, message: ASSESSMENT_MESSAGES.notCompleted },
});
