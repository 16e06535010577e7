import type { Business, BusinessLanguage } from "../../../../api/src/modules/businesses/model.ts";
import type { Content, ContentCategory, NewsItem } from "../../../../api/src/modules/contents/model.ts";

/** The API's own types: the dashboard never retypes what the server returns. */
export type { Business, BusinessLanguage, Content, ContentCategory, NewsItem };

/** A call the API answered with an error: its status and body (`{field: [messages]}` or `{detail, code}`). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === "object" && body !== null && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
  }
  /** The `code` of a `{detail, code}` error, if any. */
  get code(): string | undefined {
    return typeof this.body === "object" && this.body !== null ? ((this.body as { code?: string }).code ?? undefined) : undefined;
  }
}

/** Called once when a call finds the session gone (401): the shell signs out and goes to /login. */
let onUnauthenticated: () => void = () => undefined;
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

type Options = { method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal };

/** `/api/v1` on the site's own origin, with the session cookie. Errors throw `ApiFailure`. */
export async function api<T>(path: string, { method = "GET", body, signal }: Options = {}): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return readResponse<T>(response);
}

export async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { detail: text };
  }
  if (response.status === 401) onUnauthenticated();
  if (!response.ok) throw new ApiFailure(response.status, parsed);
  return parsed as T;
}

/** The message to toast for a failed call: the server's `detail`, else the catalogue's internal error. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure) {
    const body = error.body as Record<string, unknown> | null;
    if (body && typeof body.detail === "string" && error.status < 500) return body.detail;
    const first = body && Object.values(body).find((v) => Array.isArray(v) && typeof v[0] === "string");
    if (first && error.status < 500) return (first as string[])[0]!;
  }
  return fallback;
}
