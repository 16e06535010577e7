import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { authGuard } from "../../lib/auth-guard.ts";
import { noContent } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse } from "../../lib/http-schemas.ts";
import { API_KEY_ERRORS } from "./errors.ts";
import { MAX_LIVE_API_KEYS } from "./messages.ts";
import { ApiKey, CreateApiKeyBody, CreatedApiKey } from "./model.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./service.ts";
import { trimFields } from "../../lib/http.ts";

const ErrorResponse = errorResponse(API_KEY_ERRORS);

const refused = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * The signed-in user's API keys, for the CLI, the SDK and scripts. Managing
 * keys needs a session (cookie or access token): an API key can neither list
 * nor make nor revoke keys, so a leaked key cannot mint more.
 */
export const apiKeysModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/users/me/api-keys", tags: ["API keys"] })
    .use(authGuard(ctx))
    .get("/", ({ user }) => listApiKeys(ctx, user.id), {
      session: true,
      response: { 200: t.Array(ApiKey), ...refused },
      detail: { summary: "The user's API keys, newest first (never the keys themselves)" },
    })
    .post(
      "/",
      async ({ user, body, set }) => {
        const created = await createApiKey(ctx, user, body);
        set.status = 201;
        return created;
      },
      {
        session: true,
        body: CreateApiKeyBody,
        transform: trimFields(CreateApiKeyBody),
        response: { 201: CreatedApiKey, 400: FieldErrorsResponse, ...refused, 409: ErrorResponse },
        detail: {
          summary: "Create an API key; the answer holds the key, shown this once",
          description: `Use it as \`Authorization: Bearer gpk_…\` or \`X-API-Key: gpk_…\`; it acts as you, with all your rights. At most ${MAX_LIVE_API_KEYS} keys that have not expired (409 beyond).`,
        },
      },
    )
    .delete(
      "/:id/",
      async ({ user, params }) => {
        await revokeApiKey(ctx, user.id, params.id);
        return noContent();
      },
      {
        session: true,
        params: t.Object({ id: t.String({ maxLength: 64 }) }),
        response: { 204: t.Void({ description: "Revoked: the key stops working at once" }), ...refused, 404: ErrorResponse },
        detail: { summary: "Revoke an API key" },
      },
    );
