import type { LanguageCode } from "@greenpage/db/schema";

/**
 * One error model for /api/v1. Field errors answer 400 as `{ field: [messages] }`;
 * every other error answers `{ detail, code }`. Messages are the specification's words.
 */
export const MESSAGES = {
  internal: "Internal server error. Please try again later.",
  notFound: "The page you are looking for does not exist.",
  rateLimited: "Too many requests. Please try again later.",
  unauthenticated: "Authentication credentials were not provided or are invalid.",
  forbidden: "You do not have permission to perform this action.",
  /** A disabled account's sign-in, and any call with its old credentials (an API key survives disabling, unusable). */
  accountDisabled: "This account has been disabled. Contact the Greenpage team if you think this is a mistake.",
  invalidBody: "The request body could not be read.",
  unavailable: "The service is unavailable right now. Please try again in a moment.",
  busy: "The service is busy right now. Please try again in a moment.",
} as const;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries besides the body (a 429's Retry-After and RateLimit fields). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  toBody(): Record<string, unknown> {
    return { detail: this.detail, code: this.code, ...this.extra };
  }
}

export class FieldError extends Error {
  constructor(readonly fields: FieldErrors) {
    super("Invalid input.");
  }
}

/** What a code answers: its HTTP status and the message people read (en, and ja where stakeholders read it). */
export type ErrorSpec = { status: number; message: string; ja?: string };

/**
 * One table of a module's error codes and the one factory that raises them,
 * as better-auth's `error-codes.ts` does. `detail` replaces the message where
 * it names a value (a limit, a state); `language` picks the Japanese message.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(table: T) {
  type Code = keyof T & string;
  return {
    table,
    codes: Object.keys(table) as Code[],
    raise(code: Code, options: { detail?: string; language?: LanguageCode; extra?: Record<string, unknown> } = {}): ApiError {
      const spec = table[code] as ErrorSpec;
      const message = options.language === "ja" && spec.ja ? spec.ja : spec.message;
      return new ApiError(spec.status, code, options.detail ?? message, options.extra);
    },
  };
}

/** The codes any route may answer, whatever its module. */
export const COMMON_ERRORS = defineErrors({
  not_found: { status: 404, message: MESSAGES.notFound },
  not_authenticated: { status: 401, message: MESSAGES.unauthenticated },
  account_disabled: { status: 401, message: MESSAGES.accountDisabled },
  permission_denied: { status: 403, message: MESSAGES.forbidden },
  owner_required: { status: 403, message: "Only the page owner can do this." },
  editor_required: { status: 403, message: "Viewers can look but not change: ask the page owner to make you an editor." },
  invalid_origin: { status: 403, message: "Invalid origin." },
  session_required: { status: 403, message: "This action needs a signed-in session; an API key cannot be used for it." },
  plan_limit: { status: 403, message: "Your plan does not include this. Upgrade to continue." },
  parse_error: { status: 400, message: MESSAGES.invalidBody },
  file_too_large: { status: 413, message: "The file is too large." },
  rate_limited: { status: 429, message: MESSAGES.rateLimited },
  server_error: { status: 500, message: MESSAGES.internal },
  database_unavailable: { status: 503, message: MESSAGES.unavailable },
  database_busy: { status: 503, message: MESSAGES.busy },
});

export const notFound = () => COMMON_ERRORS.raise("not_found");
export const unauthenticated = () => COMMON_ERRORS.raise("not_authenticated");
export const forbidden = () => COMMON_ERRORS.raise("permission_denied");
/**
 * 429 with when to retry, in the body (`retry_after`) and as the standard headers: Retry-After, and the IETF
 * draft's RateLimit-Limit / -Remaining / -Reset (`limit`: the window's allowance, when the caller knows it).
 */
export function rateLimited(retryAfter = 60, limit?: number): ApiError {
  const refusal = COMMON_ERRORS.raise("rate_limited", { extra: { retry_after: retryAfter } });
  const headers: Record<string, string> = { "retry-after": String(retryAfter), "ratelimit-remaining": "0", "ratelimit-reset": String(retryAfter) };
  if (limit !== undefined) headers["ratelimit-limit"] = String(limit);
  return new ApiError(refusal.status, refusal.code, refusal.detail, refusal.extra, headers);
}
export const fieldError = (field: string, message: string) => new FieldError({ [field]: [message] });

/** Collects field errors so a form gets every problem at once. */
export class FieldErrorCollector {
  readonly fields: FieldErrors = {};
  add(field: string, message: string): this {
    (this.fields[field] ??= []).push(message);
    return this;
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new FieldError(this.fields);
  }
}
