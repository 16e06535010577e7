import { t } from "elysia";
import { Text } from "../../lib/http-schemas.ts";
import { API_KEY_MESSAGES, EXPIRY_MAX_DAYS, NAME_MAX_LENGTH } from "./messages.ts";

/** A key as its owner sees it in lists: never the key itself nor its hash. */
export const ApiKey = t.Object({
  id: t.String(),
  name: t.String(),
  prefix: t.String({ description: "The 8 characters after `gpk_`; shown as `gpk_<prefix>…` to tell keys apart" }),
  created_at: t.String({ format: "date-time" }),
  last_used_at: t.Nullable(t.String({ format: "date-time", description: "Updated at most once a minute" })),
  expires_at: t.Nullable(t.String({ format: "date-time", description: "null: never expires" })),
});
export type ApiKey = typeof ApiKey.static;

export const CreatedApiKey = t.Composite([
  ApiKey,
  t.Object({ key: t.String({ description: "The whole key (`gpk_` + 43 characters). Returned only now: it is stored as a hash." }) }),
]);
export type CreatedApiKey = typeof CreatedApiKey.static;

export const CreateApiKeyBody = t.Object({
  name: Text({
    minLength: 1,
    maxLength: NAME_MAX_LENGTH,
    messages: { required: API_KEY_MESSAGES.name, type: API_KEY_MESSAGES.name, minLength: API_KEY_MESSAGES.name, maxLength: API_KEY_MESSAGES.name },
    description: "What the key is for, e.g. `CI deploy`",
  }),
  expires_in_days: t.Optional(
    t.Nullable(t.Integer({ minimum: 1, maximum: EXPIRY_MAX_DAYS }), {
      error: API_KEY_MESSAGES.expiry,
      description: "Days until the key stops working; null or absent: never",
    }),
  ),
});
export type CreateApiKeyBody = typeof CreateApiKeyBody.static;
