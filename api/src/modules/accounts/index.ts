import { eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import { sessions } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { authGuard, isSameSiteRequest } from "../../lib/auth-guard.ts";
import { COMMON_ERRORS } from "../../lib/errors.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { trimFields } from "../../lib/http.ts";
import { ACCOUNT_ERRORS } from "./errors.ts";
import { SignupBody, SignupQuery, SignupResponse, User } from "./model.ts";
import { ACCOUNT_MESSAGES } from "./messages.ts";
import { loadUser, signup } from "./service.ts";

const ErrorResponse = errorResponse(ACCOUNT_ERRORS);

export const accountsModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Accounts"] })
    .use(authGuard(ctx))
    .post(
      "/signup/",
      async ({ body, query, request, set }) => {
        const result = await signup(ctx, { body, query, request });
        set.status = 201;
        if (result.setCookies.length) set.headers["set-cookie"] = result.setCookies;
        return { detail: ACCOUNT_MESSAGES.signedUp, user: result.user };
      },
      {
        body: SignupBody,
        transform: trimFields(SignupBody),
        query: SignupQuery,
        response: { 201: SignupResponse, 400: FieldErrorsResponse, 429: ErrorResponse },
        detail: {
          summary: "Create an account",
          description: "Sends a verification mail and signs the new user in (session cookie). `early_signup=true` requires an unused invitation code.",
        },
      },
    )
    .get("/users/me/", ({ user }) => loadUser(ctx.db, user), {
      auth: true,
      response: { 200: User, 401: ErrorResponse },
      detail: { summary: "The signed-in user with their subscription" },
    })
    .get(
      "/logout/",
      async ({ principal, request, set }) => {
        // A GET, as the specification has it: another site's link must not end a cookie session (bearer clients are not at risk).
        if (principal.via === "cookie" && !isSameSiteRequest(ctx, request)) throw COMMON_ERRORS.raise("invalid_origin");
        if (principal.via === "cookie") {
          const response = await ctx.auth.api.signOut({ headers: request.headers, asResponse: true });
          const cookies = response.headers.getSetCookie();
          if (cookies.length) set.headers["set-cookie"] = cookies;
        }
        // Deleting the session revokes its refresh token and every access token minted from it.
        await ctx.db.delete(sessions).where(eq(sessions.id, principal.sessionId));
        return { detail: ACCOUNT_MESSAGES.loggedOut };
      },
      {
        session: true,
        response: { 200: t.Object({ detail: t.String() }), 401: ErrorResponse, 403: ErrorResponse },
        detail: {
          summary: "End the session and revoke its tokens",
          description:
            "An API key has no session: revoke it instead (403). With the session cookie, only a request from the site itself (Sec-Fetch-Site same-origin or none, else a trusted Origin or Referer; none of them: 403) is accepted; the site signs out with a POST to /api/auth/sign-out.",
        },
      },
    );
