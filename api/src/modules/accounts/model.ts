import { t } from "elysia";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from "../../lib/auth.ts";
import { NullableText, Text } from "../../lib/http-schemas.ts";
import { UserSubscription } from "../../lib/plans/index.ts";
import { EMAIL_PATTERN } from "../../lib/validate.ts";
import { ACCOUNT_MESSAGES as M } from "./messages.ts";

/** Optional text: only its length is a rule (blank means none). */
const optionalText = (maxLength: number, description: string) =>
  t.Optional(NullableText({ maxLength, messages: { maxLength: M.tooLong(maxLength) }, description }));

/**
 * Every field's rule, checked after trimming (the password is taken as
 * typed): the invitation code is required only for an early sign-up, which
 * the service checks, as it does an email already in use.
 */
export const SignupBody = t.Object({
  name: Text({
    minLength: 1,
    maxLength: USER_NAME_MAX_LENGTH,
    messages: { required: M.required, minLength: M.required, maxLength: M.tooLong(USER_NAME_MAX_LENGTH) },
  }),
  business_name: optionalText(200, "The business the account is for."),
  email: Text({
    minLength: 1,
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    messages: { required: M.required, minLength: M.required, maxLength: M.invalidEmail, pattern: M.invalidEmail },
  }),
  password: t.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    messages: { required: M.passwordTooShort, type: M.passwordTooShort, minLength: M.passwordTooShort, maxLength: M.tooLong(PASSWORD_MAX_LENGTH) },
  }),
  invitation_code: t.Optional(NullableText({ maxLength: 64, messages: { maxLength: M.invitationInvalid }, description: "Required with `early_signup=true`." })),
  how_found_us: optionalText(500, "How they heard of Greenpage, in their words."),
  team_invitation: t.Optional(
    t.String({
      maxLength: 100,
      description: "The join link's token when signing up to join a page: no invitation code is needed, the account is a team member's",
    }),
  ),
});
export type SignupBody = typeof SignupBody.static;

export const SignupQuery = t.Object({
  early_signup: t.Optional(t.BooleanString()),
  demo_signup: t.Optional(t.BooleanString()),
});
export type SignupQuery = typeof SignupQuery.static;

export const User = t.Object({
  id: t.String(),
  name: t.String(),
  email: t.String(),
  email_verified: t.Boolean(),
  role: t.Union([t.Literal("user"), t.Literal("admin")]),
  business_name: t.Nullable(t.String()),
  how_found_us: t.Nullable(t.String()),
  signup_source: t.String(),
  created_at: t.String({ format: "date-time" }),
  user_subscription: t.Nullable(UserSubscription),
});
export type User = typeof User.static;

export const SignupResponse = t.Object({ detail: t.String(), user: User });
