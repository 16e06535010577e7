import { t } from "elysia";

export const SignOnProviders = t.Object(
  {
    email_code: t.Boolean({
      description: "A one-time code by mail: `POST /api/auth/email-otp/send-verification-otp`, then `POST /api/auth/sign-in/email-otp`",
    }),
    magic_link: t.Boolean({ description: "A one-time link by mail: `POST /api/auth/sign-in/magic-link`" }),
    oidc: t.Nullable(
      t.Object(
        {
          id: t.String({ description: "The `provider` for `POST /api/auth/sign-in/social`" }),
          name: t.String({ description: "The button's label" }),
        },
        { description: "Single sign-on with the configured OpenID Connect provider; null when none is configured" },
      ),
    ),
  },
  { description: "The ways a stakeholder can sign on, so the site shows only working buttons" },
);
export type SignOnProviders = typeof SignOnProviders.static;
