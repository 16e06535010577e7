import { defineErrors } from "../../lib/errors.ts";

/** What an admin's action on a user can run into; each names the rule it keeps. */
export const ADMIN_USER_ERRORS = defineErrors({
  own_account: { status: 400, message: "You cannot do this to your own account. Ask another admin." },
  last_admin: { status: 409, message: "This is the last admin: make someone else an admin first." },
  already_disabled: { status: 409, message: "This account is already disabled." },
  not_disabled: { status: 409, message: "This account is not disabled." },
  already_verified: { status: 400, message: "This email address is already verified." },
  owns_shared_pages: { status: 409, message: "This account owns pages other people work on. Hand each over to a member or delete it first." },
});
