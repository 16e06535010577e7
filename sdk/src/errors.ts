/** Field errors as the API sends them: the field's name to its messages, first message first. */
export type FieldErrors = Record<string, string[]>;

/**
 * What went wrong, in the terms a caller acts on:
 * - `field_errors`: 400 with `{ field: [messages] }`; show `fieldErrors`.
 * - `bad_request`: another 4xx with `{ detail, code }` (400 language rule, 409 conflict, 413 too large…).
 * - `not_found`: 404, the page or item does not exist.
 * - `coming_soon`: 404 for a page that exists but is not published yet.
 * - `plan_limit`: 403, the plan does not allow this; `upgradeUrl` says where to upgrade.
 * - `rate_limited`: 429; `retryAfter` holds the seconds to wait when the server says.
 * - `unauthorized`: 401, no or bad credentials (after one refresh attempt, when possible).
 * - `forbidden`: any other 403.
 * - `unavailable`: 503, the service (its database) is down for now; `retryAfter` says when to try again.
 * - `server`: another 5xx, or an answer that is not the API's JSON.
 * - `network`: no answer at all (offline, DNS, CORS, aborted).
 */
export type GreenpageErrorKind =
  | "field_errors"
  | "bad_request"
  | "not_found"
  | "coming_soon"
  | "plan_limit"
  | "rate_limited"
  | "unauthorized"
  | "forbidden"
  | "unavailable"
  | "server"
  | "network";

/** The message the API uses when it gives none (the specification's words). */
const FALLBACK_DETAIL: Record<GreenpageErrorKind, string> = {
  field_errors: "Invalid input.",
  bad_request: "The request could not be processed.",
  not_found: "The page you are looking for does not exist.",
  coming_soon: "Page coming soon",
  plan_limit: "Your plan does not include this.",
  rate_limited: "Too many requests. Please try again later.",
  unauthorized: "Authentication credentials were not provided or are invalid.",
  forbidden: "You do not have permission to perform this action.",
  unavailable: "The service is unavailable right now. Please try again in a moment.",
  server: "Internal server error. Please try again later.",
  network: "The Greenpage API could not be reached.",
};

type ErrorBody = { detail?: unknown; code?: unknown; [key: string]: unknown };

/**
 * Every failed call throws one of these. `detail` and `fieldErrors` hold the
 * server's messages word for word; `kind` is the discriminant to switch on.
 */
export class GreenpageError extends Error {
  override readonly name = "GreenpageError";
  /** HTTP status; 0 for `network`. */
  readonly status: number;
  readonly kind: GreenpageErrorKind;
  /** The API's machine code (`not_found`, `coming_soon`, `plan_limit`, `invalid_credentials`…); `field_errors` for 400 field errors. */
  readonly code: string;
  /** The server's message (for field errors: the first message of the first field). */
  readonly detail: string;
  /** Field errors of a 400 `{ field: [messages] }` answer; empty otherwise. */
  readonly fieldErrors: FieldErrors;
  /** Where to upgrade, for `plan_limit`: the API's `upgrade_url`, an absolute URL of the site (its Billing screen). */
  readonly upgradeUrl: string | undefined;
  /** Seconds to wait, for `rate_limited` when the server says (`Retry-After`). */
  readonly retryAfter: number | undefined;
  /** The error body as received, for fields this class does not name (e.g. `reason`). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    kind: GreenpageErrorKind;
    code: string;
    detail: string;
    fieldErrors?: FieldErrors;
    upgradeUrl?: string | undefined;
    retryAfter?: number | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.detail, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.upgradeUrl = init.upgradeUrl;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }

  /** The first message for a field, as a form shows it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  /** Builds the error for a failed answer from its status, parsed body and headers. */
  static fromResponse(status: number, body: unknown, headers?: Headers): GreenpageError {
    if (status === 400 && isFieldErrors(body)) {
      const first = Object.values(body)[0]?.[0] ?? FALLBACK_DETAIL.field_errors;
      return new GreenpageError({ status, kind: "field_errors", code: "field_errors", detail: first, fieldErrors: body, body });
    }
    const parsed: ErrorBody = typeof body === "object" && body !== null ? (body as ErrorBody) : {};
    const code = typeof parsed.code === "string" ? parsed.code : "";
    const kind = kindOf(status, code);
    return new GreenpageError({
      status,
      kind,
      code: code || kind,
      detail: typeof parsed.detail === "string" ? parsed.detail : FALLBACK_DETAIL[kind],
      upgradeUrl: typeof parsed.upgrade_url === "string" ? parsed.upgrade_url : undefined,
      retryAfter: retryAfterOf(parsed, headers),
      body,
    });
  }

  /** The error for a request that got no answer. */
  static network(cause: unknown): GreenpageError {
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : "";
    return new GreenpageError({ status: 0, kind: "network", code: "network", detail: FALLBACK_DETAIL.network + reason, cause });
  }
}

function kindOf(status: number, code: string): GreenpageErrorKind {
  if (status === 404) return code === "coming_soon" ? "coming_soon" : "not_found";
  if (status === 403) return code === "plan_limit" ? "plan_limit" : "forbidden";
  if (status === 401) return "unauthorized";
  if (status === 429) return "rate_limited";
  if (status >= 400 && status < 500) return "bad_request";
  if (status === 503) return "unavailable";
  return "server";
}

function isFieldErrors(body: unknown): body is FieldErrors {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"));
}

function retryAfterOf(body: ErrorBody, headers?: Headers): number | undefined {
  const value = Number(headers?.get("retry-after") ?? body.retry_after);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** True for any error the SDK threw for a failed call. */
export const isGreenpageError = (error: unknown): error is GreenpageError => error instanceof GreenpageError;

type ErrorOf<K extends GreenpageErrorKind> = GreenpageError & { kind: K };
const guard =
  <K extends GreenpageErrorKind>(kind: K) =>
  (error: unknown): error is ErrorOf<K> =>
    error instanceof GreenpageError && error.kind === kind;

// Marked pure so a bundler drops the guards an app does not use.
export const isFieldError = /* @__PURE__ */ guard("field_errors");
export const isNotFound = /* @__PURE__ */ guard("not_found");
export const isComingSoon = /* @__PURE__ */ guard("coming_soon");
export const isPlanLimit = /* @__PURE__ */ guard("plan_limit");
export const isRateLimited = /* @__PURE__ */ guard("rate_limited");
export const isUnauthorized = /* @__PURE__ */ guard("unauthorized");
export const isForbidden = /* @__PURE__ */ guard("forbidden");
export const isNetworkError = /* @__PURE__ */ guard("network");
export const isUnavailable = /* @__PURE__ */ guard("unavailable");
