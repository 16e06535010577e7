import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { SignOnProviders } from "./model.ts";
import { signOnProviders } from "./service.ts";

/** Which sign-on buttons the feedback modal offers. The sign-on itself is better-auth's, under /api/auth. */
export const signOnModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Sign-on"] }).get("/auth/providers/", () => signOnProviders(ctx.config), {
    response: SignOnProviders,
    detail: {
      summary: "The ways a stakeholder can sign on",
      description:
        'Public. Mailed code: `POST /api/auth/email-otp/send-verification-otp` `{ email, type: "sign-in" }`, then `POST /api/auth/sign-in/email-otp` `{ email, otp }`. Mailed link: `POST /api/auth/sign-in/magic-link` `{ email, callbackURL }`. Single sign-on: `POST /api/auth/sign-in/social` `{ provider: oidc.id, callbackURL }` answers `{ url }` to send the browser to.',
    },
  });
