import { t } from "elysia";
import { UserSubscription } from "../../lib/plans/index.ts";

export const SignupBody = t.Object({
  name: t.Optional(t.String({ maxLength: 200 })),
  business_name: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  email: t.Optional(t.String({ maxLength: 254 })),
  password: t.Optional(t.String({ maxLength: 128 })),
  invitation_code: t.Optional(t.Nullable(t.String({ maxLength: 64 }))),
  how_found_us: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
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
