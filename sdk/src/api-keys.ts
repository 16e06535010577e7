import { type Api, unwrap } from "./request.ts";
import type { ApiKeyInput } from "./types.ts";

/**
 * The signed-in user's API keys (`gpk_…`). Managing keys needs a session
 * (`login` or tokens): a client signed in with an API key gets 403 here.
 */
export function apiKeysApi(api: Api) {
  return {
    /** The keys, newest first; never the keys themselves. `GET /users/me/api-keys/` */
    list: () => unwrap(api.GET("/api/v1/users/me/api-keys/")),
    /** Makes a key; the answer's `key` is shown this once. `POST /users/me/api-keys/` */
    create: (input: ApiKeyInput) => unwrap(api.POST("/api/v1/users/me/api-keys/", { body: input })),
    /** Revokes a key: it stops working at once. `DELETE /users/me/api-keys/{id}/` */
    revoke: async (keyId: string): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/users/me/api-keys/{id}/", { params: { path: { id: keyId } } }));
    },
  };
}
