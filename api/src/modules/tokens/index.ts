import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { callAuthEndpoint } from "../../lib/auth-call.ts";
import { COMMON_ERRORS, rateLimited } from "../../lib/errors.ts";
import { trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { TOKEN_ERRORS } from "./errors.ts";
import { TOKEN_MESSAGES } from "./messages.ts";
import { PASSWORD_MAX_LENGTH } from "../../lib/auth.ts";
import { RULES } from "../../lib/validate.ts";

const ErrorResponse = errorResponse(TOKEN_ERRORS);

const required = { required: TOKEN_MESSAGES.required, minLength: TOKEN_MESSAGES.required };
/** Both required; the email is trimmed, the password is taken as typed. */
const SignInBody = t.Object({
  email: t.String({ minLength: 1, maxLength: 254, messages: { ...required, maxLength: RULES.tooLong(254) }, "x-trim": true }),
  password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, messages: { ...required, maxLength: RULES.tooLong(PASSWORD_MAX_LENGTH) } }),
});

const badRefresh = () => TOKEN_ERRORS.raise("token_not_valid");

/**
 * Tokens for the SDK, the CLI and scripts. Sign-in goes through better-auth's
 * own endpoint, so its password check and rate limit are the site's.
 */
export const tokensModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Tokens"] })
    .post(
      "/auth/token/",
      async ({ body, request }) => {
        const result = await callAuthEndpoint(ctx, "/sign-in/email", { email: body.email, password: body.password }, request);
        if (result.status === 429) throw rateLimited(result.retryAfter, ctx.config.signInRateLimit);
        // The right password of an account the product team disabled: say so, as the site's sign-in does.
        if (result.body.code === "ACCOUNT_DISABLED") throw COMMON_ERRORS.raise("account_disabled");
        if (result.status !== 200 || typeof result.body.token !== "string") {
          throw TOKEN_ERRORS.raise("invalid_credentials");
        }
        const refresh = result.body.token;
        const live = await ctx.tokens.findSessionByToken(refresh);
        if (!live) throw TOKEN_ERRORS.raise("invalid_credentials");
        return { access: await ctx.tokens.mintAccess(live.user.id, live.session.id), refresh };
      },
      {
        body: SignInBody,
        transform: trimFields(SignInBody),
        response: { 200: t.Object({ access: t.String(), refresh: t.String() }), 400: FieldErrorsResponse, 401: ErrorResponse, 429: ErrorResponse },
        detail: { summary: "Trade email and password for an access token (1 hour) and a refresh token" },
      },
    )
    .post(
      "/auth/token/refresh/",
      async ({ body }) => {
        const access = body.refresh ? await ctx.tokens.refresh(body.refresh) : null;
        if (!access) throw badRefresh();
        return { access };
      },
      {
        body: t.Object({ refresh: t.Optional(t.String({ maxLength: 1000, description: "A leading `Bearer ` is stripped." })) }),
        response: { 200: t.Object({ access: t.String() }), 401: ErrorResponse },
        detail: { summary: "Trade a refresh token for a new access token" },
      },
    );
