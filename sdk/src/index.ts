export { createClient, type ApiKeyOptions, type ClientOptions, type GreenpageClient, type TokenOptions } from "./client.ts";
export {
  GreenpageError,
  isComingSoon,
  isFieldError,
  isForbidden,
  isGreenpageError,
  isNetworkError,
  isNotFound,
  isPlanLimit,
  isRateLimited,
  isUnauthorized,
  type FieldErrors,
  type GreenpageErrorKind,
} from "./errors.ts";
export type { FetchLike, Tokens } from "./session.ts";
export type * from "./types.ts";
export type { Language } from "./page-contents.ts";
export type { PlanTarget } from "./admin.ts";
export type { paths, operations } from "./api-types.ts";
export { embed, type EmbedHandle, type EmbedOptions, type WidgetEvent, type WidgetListener } from "./embed.ts";
