import { defineErrors } from "../../lib/errors.ts";
import { FORM_MESSAGES, stakeholderMessages } from "./messages.ts";

const en = stakeholderMessages("en");
const ja = stakeholderMessages("ja");

/** Feedback's codes; a stakeholder reads the first two in the language they answer in. */
export const FEEDBACK_ERRORS = defineErrors({
  form_closed: { status: 409, message: en.formClosed, ja: ja.formClosed },
  own_page: { status: 403, message: en.ownPage, ja: ja.ownPage },
  default_form: { status: 409, message: FORM_MESSAGES.defaultFormDelete },
});
