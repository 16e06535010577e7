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
  invalidBody: "The request body could not be read.",
} as const;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
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

export const notFound = () => new ApiError(404, "not_found", MESSAGES.notFound);
export const unauthenticated = (detail: string = MESSAGES.unauthenticated) => new ApiError(401, "not_authenticated", detail);
export const forbidden = (detail: string = MESSAGES.forbidden, code = "permission_denied") => new ApiError(403, code, detail);
export const rateLimited = (retryAfter?: number) => new ApiError(429, "rate_limited", MESSAGES.rateLimited, retryAfter ? { retry_after: retryAfter } : {});
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
